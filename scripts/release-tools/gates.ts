/**
 * Gates a release passes before it goes live anywhere (`pnpm promote`, and CI for every build):
 * - skew: every shared singleton the release needs is one the environment's shell provides,
 *   in a version both sides accept (react, react-dom, react-router-dom, zustand, @thrive/*),
 *   and the release was built against the federation runtime the shell lends it (same minor);
 * - contract: the release exposes `./App`, whose type was checked against RemoteAppModule when
 *   it was built, and the smoke test (smoke.ts) loads and renders it through the real shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { MANIFEST_FILE, REMOTE_APP_MODULE } from '@thrive/platform';
import {
  manifestRequirements,
  type FederationManifest,
  type ReleaseRecord,
  type SharedRequirement,
} from './releases.ts';

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

/** What a shell build provides to the remotes. */
export interface ShellProvides {
  shared: SharedRequirement[];
  /** Version of the federation runtime (core, sdk, error codes) the remotes' entries use. */
  federationRuntime?: string;
}

/** What a shell build provides, from its own mf-manifest.json. */
export function shellShared(shellDist: string): ShellProvides {
  const file = path.join(shellDist, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new GateError('skew', [`the shell has no build to compare with (${file} is missing)`]);
  }
  return manifestRequirements(JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest);
}

/**
 * The release's entry runs the shell's federation runtime core, sdk and error codes with its
 * own bundler runtime: both must come from the same minor version. A release recorded before
 * its runtime version was kept carries its own sdk and is left to the compatibility matrix.
 */
function federationRuntimeProblems(built: string | undefined, provided: string | undefined) {
  if (!built) return [];
  const minor = (version: string) =>
    semver.valid(version) ? semver.major(version) + '.' + semver.minor(version) : version;
  if (provided && minor(built) === minor(provided)) return [];
  return [
    `federation runtime: the release was built against ${built}, the shell provides ${provided ?? 'an unknown version'}`,
  ];
}

const accepts = (range: string, version: string) =>
  !range || range === '*' || semver.satisfies(version, range, { includePrerelease: true });

/** Every mismatch between a release's shared singletons and what the shell provides. */
export function skewProblems(
  release: Pick<ReleaseRecord, 'shared' | 'federationRuntime'>,
  shell: ShellProvides,
): string[] {
  const problems = federationRuntimeProblems(release.federationRuntime, shell.federationRuntime);
  for (const need of release.shared) {
    if (!need.singleton) continue;
    const provided = shell.shared.find((s) => s.name === need.name);
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

export function skewGate(
  release: Pick<ReleaseRecord, 'shared' | 'federationRuntime'>,
  shell: ShellProvides,
) {
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
