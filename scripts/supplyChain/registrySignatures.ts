/**
 * The registry's signature check (ASVS 15.2.4), run by CI: every package of the lockfile must
 * carry a valid ECDSA signature from one of the registry's published keys, over
 * `<name>@<version>:<integrity>` (npm's registry signatures). Where the registry publishes no
 * keys (`GET <registry>/-/npm/v1/keys` is not found or empty, as this workplace's mirror), the
 * check cannot be made: it says so and passes, rather than failing every build.
 *
 *   pnpm supply-chain:signatures   (checkSignatures.ts)
 */
import { createPublicKey, verify } from 'node:crypto';

export interface LockedPackage {
  name: string;
  version: string;
  integrity: string;
}

export interface RegistryKey {
  keyid: string;
  key: string;
  expires: string | null;
}

export type SignatureReport =
  | { status: 'unsupported'; reason: string }
  | { status: 'verified'; count: number }
  | { status: 'failed'; problems: string[] };

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The packages the lockfile pins (pnpm-lock.yaml v9 `packages:` section). */
export function lockedPackages(lockfile: string): LockedPackage[] {
  const section = lockfile.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const found: LockedPackage[] = [];
  for (const match of section.matchAll(
    /^ {2}'?((?:@[^@\s/]+\/)?[^@\s']+)@([^'\s:(]+)[^:\n]*'?:\n {4}resolution: \{integrity: ([^,}]+)/gm,
  ))
    found.push({ name: match[1]!, version: match[2]!, integrity: match[3]! });
  return found;
}

/** Whether `signature` (base64) by `key` (base64 SPKI) signs this package's integrity. */
export function validSignature(pkg: LockedPackage, key: string, signature: string): boolean {
  const publicKey = createPublicKey({
    key: Buffer.from(key, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return verify(
    'sha256',
    Buffer.from(`${pkg.name}@${pkg.version}:${pkg.integrity}`),
    publicKey,
    Buffer.from(signature, 'base64'),
  );
}

export async function checkRegistrySignatures(options: {
  registry: string;
  packages: LockedPackage[];
  fetch?: Fetch;
  now?: Date;
}): Promise<SignatureReport> {
  const get = options.fetch ?? ((url: string) => fetch(url));
  const registry = options.registry.replace(/\/?$/, '/');
  const keysAnswer = await get(`${registry}-/npm/v1/keys`);
  const keys = keysAnswer.ok ? ((await keysAnswer.json()) as { keys?: RegistryKey[] }).keys : [];
  if (!keys?.length)
    return {
      status: 'unsupported',
      reason: `${registry} publishes no signing keys (-/npm/v1/keys answered ${keysAnswer.status})`,
    };
  const problems: string[] = [];
  for (const pkg of options.packages) {
    const packument = await get(`${registry}${pkg.name.replace('/', '%2f')}/${pkg.version}`);
    const dist = packument.ok
      ? ((await packument.json()) as { dist?: { signatures?: { keyid: string; sig: string }[] } })
          .dist
      : undefined;
    const signatures = dist?.signatures ?? [];
    const good = signatures.some(({ keyid, sig }) => {
      const key = keys.find((k) => k.keyid === keyid);
      const live = key && (!key.expires || new Date(key.expires) > (options.now ?? new Date()));
      return live && validSignature(pkg, key.key, sig);
    });
    if (!good)
      problems.push(
        `${pkg.name}@${pkg.version}: ${signatures.length ? 'no valid signature' : 'not signed'}`,
      );
  }
  return problems.length
    ? { status: 'failed', problems }
    : { status: 'verified', count: options.packages.length };
}
