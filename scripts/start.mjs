// `npm start`: build what is missing or out of date, then run the server (embedded PostgreSQL unless DATABASE_URL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
