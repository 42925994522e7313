/**
 * One process per PGlite data directory. PGlite is an embedded PostgreSQL without a postmaster:
 * two processes writing one directory silently lose and corrupt rows. So opening a directory
 * takes a lock file beside it (`<dir>.lock`, holding the owner's pid and host); a second
 * process (or a second open in this one) is refused with a clear message. A lock left by a
 * process that no longer runs (kill -9, power loss) is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dir: string, owner: LockOwner | undefined, lockPath: string) {
    super(
      `The PGlite data directory ${dir} is already in use by another reader API process` +
        (owner ? ` (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt})` : '') +
        '. Only one process may use a PGlite directory at a time: stop the other server, give ' +
        'this one its own DATA_DIR, or set DATABASE_URL (PostgreSQL) to run several instances. ' +
        `If no such process runs any more, delete ${lockPath}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockPath, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as LockOwner).pid === 'number' &&
      typeof (parsed as LockOwner).host === 'string'
    ) {
      return parsed as LockOwner;
    }
  } catch {
    // Unreadable or half-written: treated as no owner below.
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock or throws DataDirInUseError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      const stale =
        owner !== undefined &&
        owner.host === me.host &&
        owner.pid !== process.pid &&
        !isRunning(owner.pid);
      if (!stale || attempt > 0) throw new DataDirInUseError(dir, owner, lockPath);
      // The owner died without releasing it: take over.
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const owner = readOwner(lockPath);
      if (owner?.pid === me.pid && owner.startedAt === me.startedAt) {
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      }
    };
  }
  throw new DataDirInUseError(dir, readOwner(lockPath), lockPath);
}
