/**
 * The runtime-config parser: refuses a bad config with one readable line per problem. Uses
 * `zod/mini` so the browser can check a config without carrying full zod.
 */
import * as z from 'zod/mini';
import { hostKinds, remoteNames, remotes, type HostKind, type RemoteName } from './apps';
import { STORE_HOSTS, type RuntimeConfig } from './contract';

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL'),
);

const origin = httpUrl.check(
  z.refine((value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false; // already reported as not a URL
    }
  }, 'must be an origin (scheme://host[:port]), no path'),
);

/** An https store listing on the store's own host, or null while there is none. */
const storeUrl = (host: string) =>
  z.nullable(
    z.string().check(
      z.refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && url.hostname === host;
        } catch {
          return false;
        }
      }, `must be null or an https://${host}/ URL`),
    ),
  );

const text = (what: string) =>
  z.string().check(z.refine((value) => value.trim().length > 0, `must be ${what}`));

const isoDay = z.string().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'must be a date YYYY-MM-DD'),
);

const helpline = z.strictObject({
  name: text('the helpline name'),
  number: z
    .string()
    .check(
      z.regex(/^\+?\d{3,15}$/, 'must be a phone number to dial: digits, optionally a leading +'),
    ),
  hours: text('when it answers, in words'),
  languages: z.array(text('a language')).check(z.minLength(1, 'must list at least one language')),
  lastVerified: isoDay,
});

const remoteName = z.enum(remoteNames as [RemoteName, ...RemoteName[]]);

const sriHash = z.optional(
  z
    .string()
    .check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be an SRI hash like sha384-…')),
);

const remoteLocation = z.strictObject({
  manifest: httpUrl,
  version: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be a release id'))),
  integrity: sriHash,
  manifestIntegrity: sriHash,
});

const mount = z.strictObject({
  remote: remoteName,
  paths: z
    .array(z.string().check(z.regex(/^\/[^\s?#]*$/, 'must be a path starting with "/"')))
    .check(z.minLength(1, 'must list at least one path prefix')),
});

const remotesShape = Object.fromEntries(
  remoteNames.map((name) => [name, remoteLocation]),
) as Record<RemoteName, typeof remoteLocation>;

const hostsShape = Object.fromEntries(hostKinds.map((kind) => [kind, z.array(mount)])) as Record<
  HostKind,
  z.ZodMiniArray<typeof mount>
>;

export const runtimeConfigSchema = z.strictObject({
  apiBaseUrl: httpUrl,
  remotes: z.strictObject(remotesShape),
  hosts: z.strictObject(hostsShape).check(
    z.superRefine((hosts, ctx) => {
      for (const kind of hostKinds) {
        for (const [index, { remote }] of hosts[kind].entries()) {
          if (remotes[remote].host !== kind) {
            ctx.issues.push({
              code: 'custom',
              path: [kind, index, 'remote'],
              message: `the ${remote} remote belongs to the ${remotes[remote].host} host, not ${kind}`,
              input: remote,
            });
          }
        }
      }
    }),
  ),
  stagingOverrides: z.strictObject({
    enabled: z.boolean(),
    allowedOrigins: z.array(origin),
  }),
  storeUrls: z.strictObject({
    android: storeUrl(STORE_HOSTS.android),
    ios: storeUrl(STORE_HOSTS.ios),
  }),
  helplines: z.array(helpline),
  privacy: z.strictObject({
    controller: text('the name of the organisation responsible for the data'),
    contactEmail: z.email('must be an e-mail address'),
  }),
  dataPriceNairaPerGb: z.optional(
    z
      .number({ error: 'must be a price in naira per GB, above 0' })
      .check(
        z.refine(
          (value) => Number.isFinite(value) && value > 0 && value < 1_000_000,
          'must be a price in naira per GB, above 0',
        ),
      ),
  ),
});

/** One line per problem: `remotes.auth.manifest: must be an absolute http(s) URL`. */
export function describeIssues(
  issues: readonly { path: PropertyKey[]; message: string }[],
): string {
  return issues
    .map(
      ({ path, message }) => `${path.length ? path.map(String).join('.') : '(config)'}: ${message}`,
    )
    .join('\n');
}

export type ParseResult = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

/** Checks a config; the error lists every problem, one per line, with its field path. */
export function parseRuntimeConfig(raw: unknown): ParseResult {
  const result = z.safeParse(runtimeConfigSchema, raw);
  return result.success
    ? { ok: true, config: result.data as RuntimeConfig }
    : { ok: false, error: describeIssues(result.error.issues) };
}

/** Like parseRuntimeConfig, but throws `Invalid runtime config (<source>):` and the problems. */
export function assertRuntimeConfig(raw: unknown, source = 'config'): RuntimeConfig {
  const result = parseRuntimeConfig(raw);
  if (!result.ok) throw new Error(`Invalid runtime config (${source}):\n${result.error}`);
  return result.config;
}
