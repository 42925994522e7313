/**
 * `pnpm platform:status [--env <name>] [--json]`: what is live in each environment (stable
 * releases and running canaries, the last change and why), with each live release's health
 * from the reader API (operators' summary) and the CSP violations it collected.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ENVIRONMENT_ENV, remoteNames, type RemoteName } from '@thrive/platform';
import { assertEnvironmentName, describeChange, type Change } from './environments.ts';
import { servingStatusFile, type ServingStatus } from './serving.ts';
import { platformStore } from './store/index.ts';
import {
  readCspViolations,
  readTelemetry,
  type CspViolationStats,
  type RemoteVersionStats,
} from './telemetry.ts';

interface RemoteStatus {
  version: string | null;
  promotedAt: string | null;
  commit: string | null;
  revision: number;
  loads: RemoteVersionStats | null;
  /** A canary running beside the stable release, with its own health. */
  canary: {
    version: string;
    percent: number;
    startedAt: string;
    loads: RemoteVersionStats | null;
  } | null;
  /** The latest revision that changed this remote, and why (a watcher's reason). */
  lastChange: (Change & { revision: number; at: string }) | null;
}

async function statusOf(env: string, telemetry: Map<string, RemoteVersionStats>) {
  const store = platformStore().environments;
  const live = await store.current(env);
  const changes = await Promise.all(remoteNames.map((name) => store.latestChangeOf(env, name)));
  return Object.fromEntries(
    remoteNames.map((name, i): [RemoteName, RemoteStatus] => {
      const pin = live.releases[name];
      const canary = live.canaries?.[name];
      const changed = changes[i];
      return [
        name,
        {
          version: pin?.version ?? null,
          promotedAt: pin?.promotedAt ?? null,
          commit: pin?.commit ?? null,
          revision: live.revision,
          loads: telemetry.get(`${name}@${pin?.version ?? 'local'}`) ?? null,
          canary: canary
            ? {
                version: canary.release.version,
                percent: canary.percent,
                startedAt: canary.startedAt,
                loads: telemetry.get(`${name}@${canary.release.version}`) ?? null,
              }
            : null,
          lastChange: changed
            ? { ...changed.change, revision: changed.revision, at: changed.at }
            : null,
        },
      ];
    }),
  ) as Record<RemoteName, RemoteStatus>;
}

/** What a server on this machine noted: the revision it serves and one it refused, and why. */
function servingStatusOf(env: string): ServingStatus | null {
  const file = servingStatusFile(env);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ServingStatus) : null;
}

export async function status(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { env: { type: 'string' }, json: { type: 'boolean' } },
  });
  const all = await platformStore().environments.list();
  const [telemetry, cspViolations] = await Promise.all([readTelemetry(), readCspViolations()]);
  let envs = values.env ? [assertEnvironmentName(values.env)] : all;
  if (values.json) {
    const env =
      values.env ?? process.env[ENVIRONMENT_ENV] ?? (all.length === 1 ? all[0] : undefined);
    if (!env) {
      throw new Error(
        `--json reports one environment: name it with --env (${all.join(', ') || 'none yet'}).`,
      );
    }
    console.log(
      JSON.stringify(
        {
          ...(await statusOf(assertEnvironmentName(env), telemetry)),
          serving: servingStatusOf(env),
          cspViolations,
        },
        null,
        2,
      ),
    );
    return;
  }
  if (!envs.length) {
    console.log('No environment yet: `pnpm promote <remote> <version> --env <name>` creates one.');
    envs = [];
  }
  for (const env of envs) {
    const live = await platformStore().environments.current(env);
    console.log(
      `\n${env} — revision ${live.revision}${live.revision ? ` (${describeChange(live.change)}, ${live.at})` : ''}` +
        `; staging overrides ${live.settings.stagingOverrides.enabled ? `on (${live.settings.stagingOverrides.allowedOrigins.join(', ')})` : 'off'}`,
    );
    const refused = servingStatusOf(env)?.refused;
    if (refused) {
      console.log(
        `  ! revision ${refused.revision} refused by this machine's servers (${refused.at}): ${refused.reason} — they serve revision ${servingStatusOf(env)!.servedRevision}`,
      );
    }
    const health = (loads: RemoteVersionStats | null) => [
      loads ? String(loads.loads) : '',
      loads ? `${(loads.failureRate * 100).toFixed(1)} %` : '',
      loads ? loads.errorsPerThousandLoads.toFixed(1) : '',
      loads?.p75Ms != null ? `${Math.round(loads.p75Ms)} ms` : '',
      loads ? `${loads.clients}${loads.enoughClients ? '' : ' (too few to judge)'}` : '',
    ];
    const rows = Object.entries(await statusOf(env, telemetry)).flatMap(([name, s]) => [
      [
        name,
        s.version ?? '(local build)',
        s.promotedAt ?? '',
        s.commit?.slice(0, 10) ?? '',
        ...health(s.loads),
      ],
      ...(s.canary
        ? [
            [
              `  canary ${s.canary.percent} %`,
              s.canary.version,
              s.canary.startedAt,
              '',
              ...health(s.canary.loads),
            ],
          ]
        : []),
    ]);
    const header = [
      'remote',
      'version',
      'promoted',
      'commit',
      'loads',
      'failed',
      'errors/1k loads',
      'p75 load',
      'clients',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows]) {
      console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
    }
  }
  printCspViolations(cspViolations);
}

/** The API's CSP violation reports (one list for every environment the API serves). */
function printCspViolations(violations: CspViolationStats[] | null) {
  if (violations === null) return;
  if (!violations.length) {
    console.log('\nCSP violations (last 7 days): none reported.');
    return;
  }
  console.log('\nCSP violations (last 7 days), most frequent first:');
  for (const v of violations)
    console.log(
      `  ${String(v.count).padStart(6)}  ${v.directive} blocked ${v.blocked} on ${v.document} (${v.disposition}, last ${v.lastSeen})`,
    );
}
