// Builds what `npm start` serves: the web app (Vite → apps/web/dist) and the server bundle (esbuild → apps/server/dist).
// `node scripts/build.mjs --if-stale` skips each part whose output is newer than every source file it depends on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyIfStale = process.argv.includes('--if-stale');

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (['node_modules', 'dist', 'dist-ssr', '.data'].includes(path.basename(p))) return;
      for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

function isStale(output, sources) {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  return newestMtime(sources) > fs.statSync(out).mtimeMs;
}

const lockInputs = ['package-lock.json'];
const webSources = ['apps/web', 'packages/contract/src', 'packages/process-designer/src', ...lockInputs];
const serverSources = ['apps/server/src', 'packages/contract/src', ...lockInputs];

if (!onlyIfStale || isStale('apps/web/dist/index.html', webSources) || isStale('apps/web/dist-ssr/entry-server.js', webSources)) {
  console.info('building the web app …');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  // the server-rendering entry of the public pages (docs/decisions/0028), loaded by the server from apps/web/dist-ssr
  const ssr = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
  const t0 = Date.now();
  const n = await precompress(path.join(root, 'apps/web/dist'));
  console.info(`precompressed ${n} web files (br, gz) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (!onlyIfStale || isStale('apps/server/dist/main.js', serverSources)) {
  console.info('building the server …');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  // npm dependencies stay external (resolved from node_modules at run time); workspace packages are bundled.
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@gprs/'));
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: path.join(root, 'apps/server/dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}
