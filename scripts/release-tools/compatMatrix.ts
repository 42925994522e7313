/**
 * The compatibility matrix, run before any promote: the candidate release is loaded in Chromium
 * with the environment's shell and the other remotes' releases that can be live beside it —
 * each one's live release (and running canary) and up to two earlier ones a rollback could
 * bring back — on a page each remote owns, through the real federation runtime. It catches
 * skew that manifests cannot show (a remote resolving a shared singleton the host never offers
 * it, a runtime expectation the host does not meet) and names the failing combination.
 *
 * Not every product of versions is loaded: each combination takes the n-th release of every
 * other remote (its last when it has fewer), so every release that can be live appears beside
 * the candidate at least once, in as many combinations as the remote with the most releases.
 */
import { remoteNames, type RemoteName } from '@thrive/platform';
import { GateError } from './gates.ts';
import { contentId } from './releases.ts';
// The browser half loads on demand: the pure parts here are unit-tested without it.
import type { Composition, ServedRelease } from './smoke.ts';

/** Releases counted once: the same build under two names (or twice in a list) is one. */
const sameBuild = (a: ServedRelease, b: ServedRelease) =>
  a.release.version === b.release.version ||
  a.release.entry.integrity === b.release.entry.integrity;

export function distinctReleases(releases: ServedRelease[]): ServedRelease[] {
  return releases.filter((r, i) => releases.findIndex((other) => sameBuild(r, other)) === i);
}

/** The compositions to load, candidate in each, every other remote's release at least once. */
export function combinations(
  candidate: ServedRelease,
  others: Partial<Record<RemoteName, ServedRelease[]>>,
): Composition[] {
  const choices = Object.entries(others)
    .filter(([remote]) => remote !== candidate.release.remote)
    .map(([remote, list]) => [remote as RemoteName, distinctReleases(list ?? [])] as const)
    .filter(([, list]) => list.length > 0);
  const count = Math.max(1, ...choices.map(([, list]) => list.length));
  return Array.from({ length: count }, (_, n) => {
    const composition: Composition = { [candidate.release.remote]: candidate };
    for (const [remote, list] of choices) composition[remote] = list[Math.min(n, list.length - 1)];
    return composition;
  });
}

/** `auth@<id> + marketing@<id> + shell@<id>`, in name order. */
export function describeComposition(composition: Composition, shellId: string): string {
  return [
    ...remoteNames.flatMap((name) => {
      const served = composition[name];
      return served ? [[name, served.release.version] as const] : [];
    }),
    ['shell', shellId] as const,
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, id]) => `${name}@${id}`)
    .join(' + ');
}

export interface MatrixResult {
  combinations: number;
  pageLoads: number;
  seconds: number;
}

/**
 * Loads every combination; throws GateError('matrix') naming each failing one and what failed.
 * Prints how long it took.
 */
export async function compatMatrix(options: {
  candidate: ServedRelease;
  others: Partial<Record<RemoteName, ServedRelease[]>>;
  shellDist: string;
  log?: (line: string) => void;
}): Promise<MatrixResult> {
  const { candidate, others, shellDist, log = console.log } = options;
  const { loadComposition, withChromium } = await import('./smoke.ts');
  const started = performance.now();
  const shellId = contentId(shellDist);
  const compositions = combinations(candidate, others);
  const failures: string[] = [];
  let pageLoads = 0;
  await withChromium(async (browser) => {
    for (const composition of compositions) {
      const pages = remoteNames.filter((name) => composition[name]);
      pageLoads += pages.length;
      const problems = await loadComposition({ browser, shellDist, composition, pages });
      const name = describeComposition(composition, shellId);
      failures.push(...problems.map((problem) => `${name}: ${problem}`));
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const summary =
    `Compatibility matrix: ${compositions.length} combination(s), ${pageLoads} page loads in ` +
    `${seconds.toFixed(1)} s`;
  if (failures.length) {
    log(`${summary}: refused.`);
    throw new GateError('matrix', failures);
  }
  log(`${summary}: passed.`);
  return { combinations: compositions.length, pageLoads, seconds };
}
