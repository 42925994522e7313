/**
 * Canary releases: `pnpm promote <remote> <id> --env <name> --canary <percent>` serves the new
 * release to that share of browsers (cohort.ts) beside the stable one; a watcher (watch.ts)
 * compares the two from the release-health summary and decides on its own. Every decision is a
 * new environment revision that records why.
 */
import type { RemoteName } from '@thrive/platform';
import {
  EnvironmentError,
  type Canary,
  type PinnedRelease,
  type Revision,
} from './environments.ts';
import type { RemoteVersionStats } from './telemetry.ts';
import { platformStore, type EnvironmentStore, type RevisionChange } from './store/index.ts';

export interface CanaryPolicy {
  /** Loads the canary needs (from enough distinct clients) before any verdict. */
  minLoads: number;
  /** Roll back when the canary's failure or runtime-error rate reaches this many times stable's… */
  rateFactor: number;
  /**
   * …and that many bad loads would be this unlikely from a release as good as stable (a one-sided
   * binomial test). A broken canary is judged after a few loads; a subtle regression once the
   * route's traffic has given enough loads to tell it from bad luck.
   */
  significance: number;
  /** Rates below this count as this (a stable release with no failure is not a zero bar). */
  rateFloor: number;
  /** Roll back when the canary's p75 load time is this many times stable's. */
  p75Factor: number;
  /** Promote to everyone after this many healthy loads… */
  promoteAfterLoads: number;
  /** …and no sooner than this long after the canary started (a busy route's 200 loads take seconds). */
  promoteAfterMs: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  minLoads: 5,
  rateFactor: 2,
  significance: 0.05,
  rateFloor: 0.01,
  p75Factor: 1.3,
  promoteAfterLoads: 200,
  promoteAfterMs: 15 * 60_000,
};

export type Verdict =
  { verdict: 'wait'; reason: string } | { verdict: 'rollback' | 'promote'; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** P(X ≥ k) for X ~ Binomial(n, p): how likely k or more bad loads in n are at a true rate p. */
export function binomialTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  // Summed in log space from term k upwards: n reaches the thousands on a busy route.
  let logTerm = logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p);
  let sum = 0;
  for (let i = k; i <= n; i += 1) {
    sum += Math.exp(logTerm);
    logTerm += Math.log((n - i) / (i + 1)) + Math.log(p) - Math.log1p(-p);
  }
  return Math.min(1, sum);
}

function logChoose(n: number, k: number): number {
  let total = 0;
  for (let i = 1; i <= k; i += 1) total += Math.log((n - k + i) / i);
  return total;
}

/**
 * The watcher's rule: compares a canary with the stable release it would replace. `elapsedMs`
 * is how long the canary has run (promotion waits for policy.promoteAfterMs).
 */
export function judgeCanary(
  stable: RemoteVersionStats | undefined,
  canary: RemoteVersionStats | undefined,
  policy: CanaryPolicy = DEFAULT_CANARY_POLICY,
  elapsedMs = Number.POSITIVE_INFINITY,
): Verdict {
  if (!canary || canary.loads < policy.minLoads) {
    return { verdict: 'wait', reason: `${canary?.loads ?? 0} of ${policy.minLoads} loads so far` };
  }
  if (!canary.enoughClients) {
    return { verdict: 'wait', reason: `only ${canary.clients} distinct clients so far` };
  }
  const floor = (rate: number | undefined) => Math.max(rate ?? 0, policy.rateFloor);
  const errorRate = (s: RemoteVersionStats | undefined) =>
    s ? Math.min(1, s.errorsPerThousandLoads / 1000) : undefined;
  // Worse by the factor, and too many bad loads to be a release as good as stable's bad luck.
  const clearlyWorse = (canaryRate: number, stableRate: number | undefined) =>
    canaryRate >= policy.rateFactor * floor(stableRate) &&
    binomialTail(Math.round(canaryRate * canary.loads), canary.loads, floor(stableRate)) <
      policy.significance;
  if (clearlyWorse(canary.failureRate, stable?.failureRate)) {
    return {
      verdict: 'rollback',
      reason: `load failures ${percent(canary.failureRate)} against stable ${percent(stable?.failureRate ?? 0)} over ${canary.loads} loads`,
    };
  }
  if (clearlyWorse(errorRate(canary)!, errorRate(stable))) {
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
  if (canary.loads >= policy.promoteAfterLoads && elapsedMs >= policy.promoteAfterMs) {
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

/** The revision that starts (or replaces) a canary of `remote` beside its stable release. */
export function canaryStart(
  env: string,
  before: Revision,
  remote: RemoteName,
  release: PinnedRelease,
  share: number,
): RevisionChange {
  const stable = before.releases[remote];
  if (!stable) {
    throw new EnvironmentError(
      `${remote} has no stable release in ${env} yet: promote one to everyone first, then canary the next.`,
    );
  }
  const canary: Canary = { release, percent: share, startedAt: new Date().toISOString() };
  return {
    change: { action: 'canary', remote, from: stable.version, to: release.version, percent: share },
    releases: before.releases,
    canaries: { ...before.canaries, [remote]: canary },
    settings: before.settings,
  };
}

/** The revision that ends a canary: its release goes to everyone ('promote') or to no one. */
export function canaryEnd(
  env: string,
  before: Revision,
  remote: RemoteName,
  verdict: 'promote' | 'rollback',
  reason: string,
): RevisionChange {
  const canary = before.canaries?.[remote];
  if (!canary) throw new EnvironmentError(`No ${remote} canary runs in ${env}.`);
  const stable = before.releases[remote]!;
  const promoted = verdict === 'promote';
  return {
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
  };
}

/** Starts a canary in the platform store (the configured one unless given). */
export async function startCanary(
  env: string,
  before: Revision,
  remote: RemoteName,
  release: PinnedRelease,
  share: number,
  store: EnvironmentStore = platformStore().environments,
): Promise<Revision> {
  return store.commit(env, before.revision, canaryStart(env, before, remote, release, share));
}

/** Ends a canary in the platform store (the configured one unless given). */
export async function endCanary(
  env: string,
  before: Revision,
  remote: RemoteName,
  verdict: 'promote' | 'rollback',
  reason: string,
  store: EnvironmentStore = platformStore().environments,
): Promise<Revision> {
  return store.commit(env, before.revision, canaryEnd(env, before, remote, verdict, reason));
}

/** Carries the canaries of `before` over, except `remote`'s (a promote or rollback ends it). */
export const canariesAfterChangeOf = (before: Revision, remote: RemoteName) =>
  without(before.canaries, remote);
