/**
 * A release download goes to `<dir>/<id>.download-<pid>` and is renamed when complete. A
 * promote killed meanwhile (Ctrl-C, a CI timeout, kill -9) left that folder behind for good;
 * each download now first removes those of dead processes, and any older than STALE_MS (a pid
 * reused by an unrelated process must not keep one forever). A live process's recent one stays:
 * it may be downloading right now.
 */
import fs from 'node:fs';
import path from 'node:path';

const PARTIAL = /\.download-(\d+)$/;
export const STALE_MS = 6 * 3_600_000;

export const partialDownloadDir = (localDir: string, pid = process.pid) =>
  `${localDir}.download-${pid}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the partial downloads in `dir` that no running download owns; returns their names. */
export function removeAbandonedDownloads(dir: string, now = Date.now()): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const pid = PARTIAL.exec(entry.name)?.[1];
    if (!entry.isDirectory() || !pid) continue;
    const full = path.join(dir, entry.name);
    const stale = now - fs.statSync(full).mtimeMs > STALE_MS;
    // This process's own may be another download of it running now (serving brings several).
    if (!stale && (Number(pid) === process.pid || alive(Number(pid)))) continue;
    fs.rmSync(full, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
