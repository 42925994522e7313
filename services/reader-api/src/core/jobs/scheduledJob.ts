/**
 * A job run every `intervalMs` by each instance, but by one at a time across instances: a run
 * first takes the job's lease in `job_leases` (one atomic upsert that succeeds only when the
 * lease is free or expired), and gives it back when done. State lives in the database, so a
 * restart simply resumes; a crashed holder's lease expires after `leaseMs`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { jobLeases } from './jobTables.ts';

export interface JobLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ScheduledJobOptions {
  name: string;
  db: Db;
  clock: Clock;
  log: JobLog;
  intervalMs: number;
  leaseMs?: number;
  /** The work; returns how many items it handled (logged when > 0). */
  run(): Promise<number>;
}

export class ScheduledJob {
  private timer: NodeJS.Timeout | undefined;
  private firstRun: NodeJS.Timeout | undefined;
  private running: Promise<number | null> | undefined;
  private readonly owner = randomUUID();

  constructor(private readonly options: ScheduledJobOptions) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.runNow();
    };
    // First run soon after start (work that fell due while no instance was running).
    this.firstRun = setTimeout(tick, 1_000);
    this.firstRun.unref();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * One run if this instance gets the lease: the number of items handled, or null when another
   * instance holds the lease (or a run is already going here).
   */
  runNow(): Promise<number | null> {
    this.running ??= this.runLeased().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runLeased(): Promise<number | null> {
    const { db, clock, name, log } = this.options;
    const leaseMs = this.options.leaseMs ?? 10 * 60_000;
    const now = clock.now();
    try {
      const taken = await db
        .insert(jobLeases)
        .values({ name, owner: this.owner, expiresAt: new Date(now.getTime() + leaseMs) })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { owner: this.owner, expiresAt: new Date(now.getTime() + leaseMs) },
          setWhere: or(lte(jobLeases.expiresAt, now), eq(jobLeases.owner, this.owner)),
        })
        .returning({ name: jobLeases.name });
      if (taken.length === 0) return null;
      try {
        const handled = await this.options.run();
        if (handled > 0) log.info({ job: name, handled }, `Job ${name}: ${handled} handled`);
        return handled;
      } finally {
        await db
          .update(jobLeases)
          .set({ expiresAt: clock.now() })
          .where(and(eq(jobLeases.name, name), eq(jobLeases.owner, this.owner)));
      }
    } catch (error) {
      log.error({ err: error, job: name }, `Job ${name} failed`);
      return null;
    }
  }
}
