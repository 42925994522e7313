/**
 * Issue 23 (ASVS 15.2.4): CI checks the registry's signatures where the registry offers them,
 * and says so (without failing) where it publishes no keys.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkRegistrySignatures, lockedPackages, type LockedPackage } from './registrySignatures';

const pkg: LockedPackage = { name: '@scope/lib', version: '1.2.3', integrity: 'sha512-abc==' };
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const key = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const signatureOf = (p: LockedPackage) =>
  sign('sha256', Buffer.from(`${p.name}@${p.version}:${p.integrity}`), privateKey).toString(
    'base64',
  );

/** A registry that publishes `keys` and signs `pkg` with `sig`. */
const registry = (keys: unknown[] | null, sig?: string) => async (url: string) => {
  if (url.endsWith('/-/npm/v1/keys'))
    return keys
      ? { ok: true, status: 200, json: async () => ({ keys }) }
      : { ok: false, status: 404, json: async () => ({}) };
  expect(url).toBe('https://registry.example/@scope%2flib/1.2.3');
  return {
    ok: true,
    status: 200,
    json: async () => ({ dist: { signatures: sig ? [{ keyid: 'k1', sig }] : [] } }),
  };
};

describe('registry signatures', () => {
  it('reads every package the lockfile pins, scoped ones and peer-suffixed ones too', () => {
    const lockfile = fs.readFileSync(path.join(__dirname, '..', '..', 'pnpm-lock.yaml'), 'utf8');
    const packages = lockedPackages(lockfile);
    const pinned = lockfile.split(/^packages:\s*$/m)[1]!.split(/^snapshots:/m)[0]!;
    expect(packages).toHaveLength((pinned.match(/resolution: \{integrity:/g) ?? []).length);
    expect(packages).toContainEqual(expect.objectContaining({ name: 'react', version: '19.3.1' }));
    expect(packages.find((p) => p.name === '@rspack/core')?.integrity).toMatch(/^sha512-/);
  });

  it('says the check is not possible, and passes, where the registry publishes no keys', async () => {
    const report = await checkRegistrySignatures({
      registry: 'https://registry.example',
      packages: [pkg],
      fetch: registry(null),
    });
    expect(report).toEqual({
      status: 'unsupported',
      reason: 'https://registry.example/ publishes no signing keys (-/npm/v1/keys answered 404)',
    });
  });

  it('verifies a package signed by a published key', async () => {
    const report = await checkRegistrySignatures({
      registry: 'https://registry.example/',
      packages: [pkg],
      fetch: registry([{ keyid: 'k1', key, expires: null }], signatureOf(pkg)),
    });
    expect(report).toEqual({ status: 'verified', count: 1 });
  });

  it('fails a package that is unsigned, signed for other content, or signed by an expired key', async () => {
    const keys = [{ keyid: 'k1', key, expires: null }];
    const check = (fetch: ReturnType<typeof registry>, now?: Date) =>
      checkRegistrySignatures({
        registry: 'https://registry.example/',
        packages: [pkg],
        fetch,
        now,
      });
    expect(await check(registry(keys))).toEqual({
      status: 'failed',
      problems: ['@scope/lib@1.2.3: not signed'],
    });
    const other = signatureOf({ ...pkg, integrity: 'sha512-tampered==' });
    expect(await check(registry(keys, other))).toEqual({
      status: 'failed',
      problems: ['@scope/lib@1.2.3: no valid signature'],
    });
    const expired = [{ keyid: 'k1', key, expires: '2020-01-01T00:00:00.000Z' }];
    expect((await check(registry(expired, signatureOf(pkg)))).status).toBe('failed');
  });
});
