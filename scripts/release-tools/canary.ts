/**
 * Canary releases: `pnpm promote <remote> <id> --env <name> --canary <percent>` serves the new
 * release to that share of browsers (cohort.ts) beside the stable one; a watcher (watch.ts)
 * compares the two from the release-health summary and decides on its own. Every decision is a
 * new environment revision that records why.
 */
import type { RemoteName } from '@thrive/platform';
import {
  commitRevision,
  EnvironmentError,
  type Canary,
  type PinnedRelease,
  type Revision,
} from './environments.ts';
import type { RemoteVersionStats } from './telemetry.ts';

export interface CanaryPolicy {
  /** Loads the canary needs (from enough distinct clients) before any verdict. */
  minLoads: number;
  /** Roll back when the canary's failure or runtime-error rate reaches this many times stable's. */
  rateFactor: number;
  /** Rates below this count as this (a stable release with no failure is not a zero bar). */
  rateFloor: number;
  /** Roll back when the canary's p75 load time is this many times stable's. */
  p75Factor: number;
  /** Promote to everyone after this many healthy loads. */
  promoteAfterLoads: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  minLoads: 10,
  rateFactor: 2,
  rateFloor: 0.01,
  p75Factor: 1.3,
  promoteAfterLoads: 200,
};

export type Verdict =
  { verdict: 'wait'; reason: string } | { verdict: 'rollback' | 'promote'; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The watcher's rule: compares a canary with the stable release it would replace. */
export function judgeCanary(
  stable: RemoteVersionStats | undefined,
  canary: RemoteVersionStats | undefined,
  policy: CanaryPolicy = DEFAULT_CANARY_POLICY,
): Verdict {
  if (!canary || canary.loads < policy.minLoads) {
    return { verdict: 'wait', reason: `${canary?.loads ?? 0} of ${policy.minLoads} loads so far` };
  }
  if (!canary.enoughClients) {
    return { verdict: 'wait', reason: `only ${canary.clients} distinct clients so far` };
  }
  const floor = (rate: number | undefined) => Math.max(rate ?? 0, policy.rateFloor);
  const errorRate = (s: RemoteVersionStats | undefined) =>
    s ? s.errorsPerThousandLoads / 1000 : undefined;
  if (canary.failureRate >= policy.rateFactor * floor(stable?.failureRate)) {
    return {
      verdict: 'rollback',
      reason: `load failures ${percent(canary.failureRate)} against stable ${percent(stable?.failureRate ?? 0)} over ${canary.loads} loads`,
    };
  }
  if (errorRate(canary)! >= policy.rateFactor * floor(errorRate(stable))) {
    const where = canary.errorRoutes[0];
    return {
      verdict: 'rollback',
      reason:
        `runtime errors ${canary.errorsPerThousandLoads.toFixed(0)} per 1,000 loads against stable ` +
        `${(stable?.errorsPerThousandLoads ?? 0).toFixed(0)}${where ? `, most on ${where.route} (${where.kind})` : ''}`,
    };
  }
  if (stable?.p75Ms && canary.p75Ms && canary.p75Ms >= policy.p75Factor * stable.p75Ms) {
    return {
      verdict: 'rollback',
      reason: `p75 load time ${canary.p75Ms} ms against stable ${stable.p75Ms} ms`,
    };
  }
  if (canary.loads >= policy.promoteAfterLoads) {
    return { verdict: 'promote', reason: `healthy over ${canary.loads} loads` };
  }
  return { verdict: 'wait', reason: `healthy so far over ${canary.loads} loads` };
}

export function assertCanaryPercent(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 99) {
    throw new EnvironmentError(
      `--canary takes a whole percentage from 1 to 99 (got "${value}"); promote without it for everyone.`,
    );
  }
  return n;
}

const without = (canaries: Revision['canaries'], remote: RemoteName) => {
  const rest = { ...canaries };
  delete rest[remote];
  return rest;
};

/** Starts (or replaces) a canary of `remote` beside its stable release. */
export function startCanary(
  env: string,
  before: Revision,
  remote: RemoteName,
  release: PinnedRelease,
  share: number,
): Revision {
  const stable = before.releases[remote];
  if (!stable) {
    throw new EnvironmentError(
      `${remote} has no stable release in ${env} yet: promote one to everyone first, then canary the next.`,
    );
  }
  const canary: Canary = { release, percent: share, startedAt: new Date().toISOString() };
  return commitRevision(env, before.revision, {
    change: { action: 'canary', remote, from: stable.version, to: release.version, percent: share },
    releases: before.releases,
    canaries: { ...before.canaries, [remote]: canary },
    settings: before.settings,
  });
}

/** Ends a canary: its release goes to everyone ('promote') or to no one ('rollback'). */
export function endCanary(
  env: string,
  before: Revision,
  remote: RemoteName,
  verdict: 'promote' | 'rollback',
  reason: string,
): Revision {
  const canary = before.canaries?.[remote];
  if (!canary) throw new EnvironmentError(`No ${remote} canary runs in ${env}.`);
  const stable = before.releases[remote]!;
  const promoted = verdict === 'promote';
  return commitRevision(env, before.revision, {
    change: promoted
      ? { action: 'promote', remote, from: stable.version, to: canary.release.version, reason }
      : { action: 'rollback', remote, from: canary.release.version, to: stable.version, reason },
    releases: promoted
      ? {
          ...before.releases,
          [remote]: { ...canary.release, promotedAt: new Date().toISOString() },
        }
      : before.releases,
    canaries: without(before.canaries, remote),
    settings: before.settings,
  });
}

/** Carries the canaries of `before` over, except `remote`'s (a promote or rollback ends it). */
export const canariesAfterChangeOf = (before: Revision, remote: RemoteName) =>
  without(before.canaries, remote);
