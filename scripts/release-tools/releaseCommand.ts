/**
 * `pnpm release <remote>`: hash the build's inputs (refused at once when a release was already
 * made from them), check the contract, build, publish the immutable release on this machine,
 * copy it into the platform store (object storage when configured), write its SBOM.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@thrive/platform';
import { platformDataDir } from '@thrive/platform/node';
import { buildInputsHash } from './inputs.ts';
import {
  assertRemoteName,
  buildForRelease,
  publishRelease,
  ReleaseError,
  releaseDir,
  typeCheckContract,
} from './releases.ts';
import { writeReleaseSbom } from './sbom.ts';
import { platformStore } from './store/index.ts';

async function withLock<T>(remote: RemoteName, run: () => Promise<T>): Promise<T> {
  const lock = path.join(platformDataDir, 'releases', `.${remote}.lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch {
      // The holder is gone: a crashed release left its lock behind.
    }
    if (alive) throw new Error(`Another ${remote} release is running (pid ${holder}).`);
    fs.writeFileSync(lock, String(process.pid));
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export async function release(args: string[]) {
  const remote = assertRemoteName(args[0]);
  const store = platformStore();
  const record = await withLock(remote, async () => {
    const inputs = buildInputsHash(remote);
    const same = (await store.releases.list(remote)).find((r) => r.inputs === inputs);
    if (same) {
      throw new ReleaseError(
        `${remote} is unchanged since release ${same.version} (${same.createdAt}): its build inputs ` +
          `hash to ${inputs.slice(0, 12)} as then. Nothing was built; change the remote to make a new release.`,
      );
    }
    typeCheckContract(remote);
    const buildDir = buildForRelease(remote);
    try {
      return publishRelease({ remote, buildDir, inputs });
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });
  await store.releases.upload(remote, record.version, releaseDir(remote, record.version));
  // The release's SBOM, kept beside it (never served).
  const sbom = await writeReleaseSbom({
    remote,
    version: record.version,
    createdAt: new Date(record.createdAt),
  });
  console.log(
    `Released ${remote} ${record.version}: ${record.files} files, ${(record.bytes / 1024).toFixed(0)} KiB, ` +
      `entry ${record.entry.integrity}, commit ${record.commit?.sha.slice(0, 10) ?? 'unknown'}${record.commit?.dirty ? ' (uncommitted changes)' : ''}` +
      `; ${store.describe()}.`,
  );
  console.log(`SBOM (CycloneDX 1.6): ${sbom}`);
  console.log(record.version);
}
