/** Time, injected so expiry and cooldown rules can be tested with fake time instead of sleeps. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests, and the property test's fixed instant). */
export class FakeClock implements Clock {
  private ms: number;

  constructor(start: Date | string = '2026-01-15T09:00:00.000Z') {
    this.ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }

  advanceHours(hours: number): void {
    this.advance(hours * 3_600_000);
  }
}

/**
 * The system clock moved forward by an offset: the end-to-end tests' "test clock" (enabled only
 * by TEST_CLOCK=1, which the configuration refuses in production; see src/testClock/testClockRoutes.ts).
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
