/**
 * What the compatibility matrix loads beside a candidate: for each other remote, the releases
 * an environment can serve with it — live, its running canary, then up to two earlier ones a
 * rollback could bring back (newest first) — or, for a remote never promoted there, the local
 * build the environment serves for it. Releases made elsewhere are brought down from the store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, remoteNames, type RemoteName } from '@thrive/platform';
import { distDir } from '@thrive/platform/node';
import {
  manifestRequirements,
  readManifest,
  releaseDir,
  sri,
  type ReleaseRecord,
} from './releases.ts';
import type { ServedRelease } from './smoke.ts';
import type { PlatformStore } from './store/types.ts';

/** At most this many earlier releases of each other remote (the ones a rollback brings back). */
export const PREVIOUS_RELEASES = 2;

/** A release record for an unpublished build (what the gates read), without publishing it. */
export function localBuildProbe(remote: RemoteName, dir: string): ReleaseRecord {
  const manifest = readManifest(dir);
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  return {
    remote,
    version: 'unreleased',
    createdAt: new Date().toISOString(),
    commit: null,
    entry: { file: entry, integrity: sri(fs.readFileSync(path.join(dir, entry))) },
    manifest: {
      file: MANIFEST_FILE,
      integrity: sri(fs.readFileSync(path.join(dir, MANIFEST_FILE))),
    },
    ...manifestRequirements(manifest),
    exposes: (manifest.exposes ?? []).map((e) => e.path ?? ''),
    contract: { typeCheck: 'passed' },
    files: 0,
    bytes: 0,
  };
}

/** Each other remote's current local build (platform:check without an environment). */
export function localBuilds(except: RemoteName): Partial<Record<RemoteName, ServedRelease[]>> {
  const result: Partial<Record<RemoteName, ServedRelease[]>> = {};
  for (const remote of remoteNames) {
    const dir = distDir(remote);
    if (remote === except || !fs.existsSync(path.join(dir, MANIFEST_FILE))) continue;
    result[remote] = [{ release: localBuildProbe(remote, dir), dir }];
  }
  return result;
}

export async function environmentReleases(
  store: PlatformStore,
  env: string,
  except: RemoteName,
): Promise<Partial<Record<RemoteName, ServedRelease[]>>> {
  const history = await store.environments.history(env);
  const live = history.at(-1);
  const local = localBuilds(except);
  const result: Partial<Record<RemoteName, ServedRelease[]>> = {};
  for (const remote of remoteNames) {
    if (remote === except) continue;
    const current = live?.releases[remote]?.version;
    if (!current) {
      if (local[remote]) result[remote] = local[remote];
      continue;
    }
    const versions = [current];
    const canary = live?.canaries?.[remote]?.release.version;
    if (canary && canary !== current) versions.push(canary);
    const earlier: string[] = [];
    for (const revision of [...history].reverse()) {
      const version = revision.releases[remote]?.version;
      if (version && !versions.includes(version) && !earlier.includes(version)) {
        earlier.push(version);
        if (earlier.length === PREVIOUS_RELEASES) break;
      }
    }
    result[remote] = await Promise.all(
      [...versions, ...earlier].map(async (version) => {
        const dir = releaseDir(remote, version);
        if (!fs.existsSync(dir)) await store.releases.download(remote, version, dir);
        return { release: await store.releases.read(remote, version), dir };
      }),
    );
  }
  return result;
}
