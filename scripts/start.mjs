// `npm start`: build what is missing or out of date, then run the server (embedded PostgreSQL unless DATABASE_URL)
// in a child process with the server's V8 flags; signals are passed on and its exit code is ours.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
// a first start serves as soon as the recent market is written; the older daily bars follow in the background
const env = { SEED_MARKET_HISTORY: 'background', ...process.env };
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
