/**
 * Keeps a child process running for `pnpm start`: when it exits on its own (a crash, an
 * unhandled error), it is started again after a backoff (1 s, doubling to 30 s; back to 1 s once
 * it has run for a minute), with a log line each time. Production uses a real supervisor
 * (systemd `Restart=on-failure`, a container orchestrator): see services/reader-api/README.md.
 */
import type { ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  /** Starts the process (again). */
  start(): ChildProcess;
  /** What the log lines call it, e.g. "The reader API". */
  name: string;
  log?: (line: string) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Running this long counts as healthy: the next crash waits `firstDelayMs` again. */
  stableAfterMs?: number;
}

export interface Supervisor {
  /** The process now running (or waiting to be restarted). */
  current(): ChildProcess;
  /** Stops it for good (no restart): SIGTERM, resolved once it exited. */
  stop(): Promise<void>;
}

export function supervise(options: SupervisorOptions): Supervisor {
  const { name, log = (line) => console.error(line) } = options;
  const firstDelayMs = options.firstDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  let stopping = false;
  let delayMs = firstDelayMs;
  let restarts = 0;
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess;

  const launch = () => {
    const startedAt = Date.now();
    child = options.start();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= stableAfterMs) delayMs = firstDelayMs;
      restarts += 1;
      log(
        `${name} exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${(
          delayMs / 1000
        ).toFixed(1)} s (restart ${restarts}).`,
      );
      timer = setTimeout(launch, delayMs);
      delayMs = Math.min(maxDelayMs, delayMs * 2);
    });
  };
  launch();

  return {
    current: () => child,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
