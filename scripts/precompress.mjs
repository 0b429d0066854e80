// Writes .br and .gz beside every text asset of the built web app, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing the same files on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.map', '.txt', '.xml', '.wasm']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (TEXT.has(path.extname(entry.name)) && !entry.name.endsWith('.map')) yield p;
  }
}

export async function precompress(dir) {
  let count = 0;
  const jobs = [];
  for (const file of files(dir)) {
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    count++;
    jobs.push(
      (async () => {
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gzip(data, { level: 9 }),
        ]);
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}
