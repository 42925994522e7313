/**
 * The child processes of `pnpm dev`: each leads a process group of its own (pnpm → rspack →
 * workers), and stopping `pnpm dev` — Ctrl-C, SIGTERM, SIGHUP, its parent ending — ends every
 * group, so no server is left holding its port.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const children: ChildProcess[] = [];

export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  children.push(child);
  return child;
}

/** Ends every child's whole process group (synchronous: safe in an exit handler). */
function endChildren() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // That group has ended already.
    }
  }
}

/** Installs the handlers once; `beforeExit` closes what this process serves itself. */
export function endChildrenOnExit(beforeExit: () => Promise<void> = async () => {}) {
  process.on('exit', endChildren);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    endChildren();
    // Servers of this process close first; a stuck close does not keep it alive.
    setTimeout(() => process.exit(0), 3000).unref();
    void beforeExit().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  // `kill <pid of pnpm dev>` ends pnpm alone (it does not pass the signal on): once this
  // process is orphaned, it stops too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500).unref();
}
