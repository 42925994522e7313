/**
 * Gates a release passes before it goes live anywhere (`pnpm promote`, and CI for every build):
 * - skew: every shared singleton the release needs is one the environment's shell provides,
 *   in a version both sides accept (react, react-dom, react-router-dom, zustand, @thrive/*);
 * - contract: the release exposes `./App`, whose type was checked against RemoteAppModule when
 *   it was built, and the smoke test (smoke.ts) loads and renders it through the real shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { MANIFEST_FILE, REMOTE_APP_MODULE } from '@thrive/platform';
import type { ReleaseRecord, SharedRequirement } from './releases.ts';

export class GateError extends Error {
  override name = 'GateError';
  constructor(
    readonly gate: 'skew' | 'contract' | 'smoke' | 'matrix',
    readonly problems: string[],
  ) {
    super(
      `The ${gate === 'matrix' ? 'compatibility matrix' : `${gate} gate`} refused the release:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** The shared modules a shell build provides, from its own mf-manifest.json. */
export function shellShared(shellDist: string): SharedRequirement[] {
  const file = path.join(shellDist, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new GateError('skew', [`the shell has no build to compare with (${file} is missing)`]);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared?: SharedRequirement[] };
  return (manifest.shared ?? []).map(({ name, version, requiredVersion, singleton }) => ({
    name,
    version,
    requiredVersion,
    singleton: singleton === true,
  }));
}

const accepts = (range: string, version: string) =>
  !range || range === '*' || semver.satisfies(version, range, { includePrerelease: true });

/** Every mismatch between a release's shared singletons and what the shell provides. */
export function skewProblems(
  release: Pick<ReleaseRecord, 'shared'>,
  shell: SharedRequirement[],
): string[] {
  const problems: string[] = [];
  for (const need of release.shared) {
    if (!need.singleton) continue;
    const provided = shell.find((s) => s.name === need.name);
    if (!provided) {
      problems.push(
        `${need.name}: the release shares it as a singleton, the shell does not provide it`,
      );
      continue;
    }
    if (!accepts(need.requiredVersion, provided.version)) {
      problems.push(
        `${need.name}: the release requires ${need.requiredVersion}, the shell provides ${provided.version}`,
      );
    }
    // One singleton instance serves both, the highest version offered: when that is the
    // release's copy, the shell must accept it too.
    const releaseCopyWins =
      semver.valid(need.version) &&
      semver.valid(provided.version) &&
      semver.gt(need.version, provided.version);
    if (releaseCopyWins && !accepts(provided.requiredVersion, need.version)) {
      problems.push(
        `${need.name}: the release was built with ${need.version}, the shell requires ${provided.requiredVersion}`,
      );
    }
  }
  return problems;
}

export function skewGate(release: Pick<ReleaseRecord, 'shared'>, shell: SharedRequirement[]) {
  const problems = skewProblems(release, shell);
  if (problems.length) throw new GateError('skew', problems);
}

export function contractGate(release: Pick<ReleaseRecord, 'exposes' | 'contract'>) {
  const problems: string[] = [];
  if (!release.exposes.includes(REMOTE_APP_MODULE)) {
    problems.push(
      `it exposes ${release.exposes.join(', ') || 'nothing'}, not ${REMOTE_APP_MODULE}`,
    );
  }
  if (release.contract?.typeCheck !== 'passed') {
    problems.push(`its ${REMOTE_APP_MODULE} was not type-checked against the shell's contract`);
  }
  if (problems.length) throw new GateError('contract', problems);
}
