/**
 * `pnpm platform:watch --env <name>`: the canary watcher. Every few seconds it reads the
 * release-health summary (operators' token, telemetry.ts), judges each running canary against
 * its stable release (canary.ts) and, on a verdict, writes the revision that rolls it back or
 * promotes it to everyone, with the reason. Two watchers cannot both act on one revision: the
 * environment's compare-and-swap refuses the second, which looks again next round.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ENVIRONMENT_ENV, type RemoteName } from '@thrive/platform';
import {
  DEFAULT_CANARY_POLICY,
  endCanary,
  judgeCanary,
  type CanaryPolicy,
  type Verdict,
} from './canary.ts';
import { assertEnvironmentName, ConcurrentWriteError, describeChange } from './environments.ts';
import { platformStore, type EnvironmentStore } from './store/index.ts';
import { readTelemetry } from './telemetry.ts';

const positiveInt = (value: string | undefined, flag: string, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number above 0.`);
  return n;
};

/** One round: judges every canary of `env` and acts on the verdicts. */
export async function watchRound(
  env: string,
  policy: CanaryPolicy,
  log: (line: string) => void = console.log,
  store: EnvironmentStore = platformStore().environments,
  now: () => number = Date.now,
): Promise<Map<RemoteName, Verdict>> {
  const verdicts = new Map<RemoteName, Verdict>();
  const canaries = Object.entries((await store.current(env)).canaries ?? {}) as [
    RemoteName,
    { release: { version: string }; startedAt?: string },
  ][];
  if (!canaries.length) return verdicts;
  const telemetry = await readTelemetry();
  for (const [remote, canary] of canaries) {
    const live = await store.current(env);
    const stable = live.releases[remote]?.version;
    const verdict = judgeCanary(
      telemetry.get(`${remote}@${stable}`),
      telemetry.get(`${remote}@${canary.release.version}`),
      policy,
      canary.startedAt ? now() - Date.parse(canary.startedAt) : undefined,
    );
    verdicts.set(remote, verdict);
    if (verdict.verdict === 'wait') continue;
    try {
      const revision = await endCanary(env, live, remote, verdict.verdict, verdict.reason, store);
      log(`${env} revision ${revision.revision}: ${describeChange(revision.change)}.`);
    } catch (error) {
      if (!(error instanceof ConcurrentWriteError)) throw error;
      log(`${env} changed meanwhile; ${remote} is judged again next round.`);
    }
  }
  return verdicts;
}

export async function watch(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      env: { type: 'string' },
      interval: { type: 'string' },
      once: { type: 'boolean' },
      'min-loads': { type: 'string' },
      'promote-after': { type: 'string' },
    },
  });
  const env = assertEnvironmentName(values.env ?? process.env[ENVIRONMENT_ENV]);
  const intervalMs = positiveInt(values.interval, '--interval', 5) * 1000;
  const policy: CanaryPolicy = {
    ...DEFAULT_CANARY_POLICY,
    minLoads: positiveInt(values['min-loads'], '--min-loads', DEFAULT_CANARY_POLICY.minLoads),
    promoteAfterLoads: positiveInt(
      values['promote-after'],
      '--promote-after',
      DEFAULT_CANARY_POLICY.promoteAfterLoads,
    ),
  };
  console.log(
    `Watching ${env}'s canaries every ${intervalMs / 1000} s: roll back at ${policy.rateFactor}× ` +
      `the stable failure or error rate (once more than chance) or a ` +
      `${Math.round((policy.p75Factor - 1) * 100)} % slower p75 (after ${policy.minLoads} loads), ` +
      `promote after ${policy.promoteAfterLoads} healthy loads and ` +
      `${policy.promoteAfterMs / 60_000} minutes.`,
  );
  const said = new Map<RemoteName, string>();
  let stopped = false;
  const stop = () => (stopped = true);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  while (!stopped) {
    const verdicts = await watchRound(env, policy);
    for (const [remote, verdict] of verdicts) {
      const line = `${remote}: ${verdict.verdict} — ${verdict.reason}`;
      if (verdict.verdict === 'wait' && said.get(remote) !== line) console.log(line);
      said.set(remote, line);
    }
    if (values.once) return;
    await sleep(intervalMs);
  }
}
