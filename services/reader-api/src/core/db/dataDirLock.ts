/**
 * One process per PGlite data directory. PGlite is an embedded PostgreSQL without a postmaster:
 * two processes writing one directory silently lose and corrupt rows.
 *
 * The lock is a Unix domain socket listening at `<dir>.lock`, so the kernel releases it with the
 * process: once its holder is gone (clean stop, kill -9, crash) a connection to it is refused
 * and the next process takes it over at once. A pid written in a file could not tell: in a
 * restarted container the dead holder's pid (often 1) runs again, and an empty file names
 * nobody. A process that finds the socket answering is refused with a clear message naming the
 * holder, which the socket tells every caller (pid, host, start time).
 *
 * Taking over a dead lock (unlink, then bind) is serialised by a short-lived guard directory
 * (`<dir>.lock.takeover`, created atomically), so two processes starting at once on a dead lock
 * never both take it: the second finds the first's socket answering.
 */
import { lstatSync, mkdirSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import { hostname } from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dir: string, owner: LockOwner | undefined) {
    super(
      `The PGlite data directory ${dir} is already in use by another reader API process` +
        (owner ? ` (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt})` : '') +
        '. Only one process may use a PGlite directory at a time: stop the other server, give ' +
        'this one its own DATA_DIR, or set DATABASE_URL (PostgreSQL) to run several instances.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Longest socket path every platform binds without truncating it (sun_path is 108 bytes on
 * Linux, 104 on macOS; Node truncates silently, which would lock a different path).
 */
const MAX_SOCKET_PATH_BYTES = 100;
/** The guard is held for a few milliseconds; one older than this was left by a killed process. */
const STALE_GUARD_MS = 10_000;
const PROBE_TIMEOUT_MS = 2_000;

type Probe = { state: 'held'; owner: LockOwner | undefined } | { state: 'dead' | 'absent' };

function parseOwner(text: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as LockOwner).pid === 'number' &&
      typeof (parsed as LockOwner).host === 'string'
    ) {
      return parsed as LockOwner;
    }
  } catch {
    // A holder that did not answer in time: still a holder, just unnamed.
  }
  return undefined;
}

/** Connects to the lock socket: answering means held; refused (or not a socket) means dead. */
function probe(lockPath: string): Promise<Probe> {
  return new Promise((resolve) => {
    let answer = '';
    let connected = false;
    const socket = net.connect(lockPath);
    const finish = (result: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish(connected ? { state: 'held', owner: undefined } : { state: 'dead' }),
      PROBE_TIMEOUT_MS,
    );
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => finish({ state: 'held', owner: parseOwner(answer) }));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) finish({ state: 'held', owner: parseOwner(answer) });
      else finish({ state: error.code === 'ENOENT' ? 'absent' : 'dead' });
    });
  });
}

/** Binds the lock socket; resolves false when the path exists already (EADDRINUSE). */
function listen(server: net.Server, lockPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(lockPath);
  });
}

/** Creates the takeover guard; false when another process holds it (a stale one is cleared). */
function takeGuard(guardPath: string): boolean {
  try {
    mkdirSync(guardPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(guardPath).mtimeMs > STALE_GUARD_MS) rmdirSync(guardPath);
    } catch {
      // Gone meanwhile: the next attempt sees.
    }
    return false;
  }
}

function inode(filePath: string): number | undefined {
  try {
    return lstatSync(filePath).ino;
  } catch {
    return undefined;
  }
}

/** Closing the listening socket releases the lock (and removes the socket file). */
function releaser(server: net.Server): () => Promise<void> {
  let released: Promise<void> | undefined;
  return () => {
    released ??= new Promise<void>((resolve) => server.close(() => resolve()));
    return released;
  };
}

/**
 * Takes the directory's lock or rejects with DataDirInUseError; resolves with the release
 * function (closing the socket, which removes it).
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`;
  if (Buffer.byteLength(lockPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `The PGlite data directory path ${dir} is too long for its lock socket ` +
        `(${Buffer.byteLength(lockPath)} bytes, at most ${MAX_SOCKET_PATH_BYTES}): use a shorter DATA_DIR.`,
    );
  }
  const guardPath = `${lockPath}.takeover`;
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.end(JSON.stringify(me));
  });
  // The lock must not keep the process alive on its own.
  server.unref();

  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await listen(server, lockPath)) {
      return releaser(server);
    }
    const found = await probe(lockPath);
    if (found.state === 'held') throw new DataDirInUseError(dir, found.owner);
    if (found.state === 'absent') continue;
    // Dead (its holder is gone, or a lock file of an older version): take it over under the
    // guard, and only if it is still the same dead file.
    const deadInode = inode(lockPath);
    if (!takeGuard(guardPath)) {
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
      continue;
    }
    try {
      const again = await probe(lockPath);
      if (again.state === 'held') throw new DataDirInUseError(dir, again.owner);
      if (again.state === 'dead' && inode(lockPath) === deadInode) {
        try {
          unlinkSync(lockPath);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      if (await listen(server, lockPath)) {
        return releaser(server);
      }
    } finally {
      try {
        rmdirSync(guardPath);
      } catch {
        // Cleared as stale by another process: nothing left to remove.
      }
    }
  }
  throw new DataDirInUseError(dir, undefined);
}
