/**
 * Which platform store this process uses, from environment variables (README, "Shared
 * platform store"). Nothing set: the disk store. `THRIVE_STORE_DATABASE_URL` moves environment
 * revisions to PostgreSQL; `THRIVE_STORE_S3_BUCKET` moves release files to S3-compatible
 * storage. Each can be set alone.
 */
import type { Environment } from '@thrive/platform';
import { platformDataDir } from '@thrive/platform/node';
import { diskEnvironmentStore, diskReleaseStore } from './disk.ts';
import { postgresEnvironmentStore } from './postgres.ts';
import { s3ReleaseStore } from './s3.ts';
import type { PlatformStore } from './types.ts';

export type { EnvironmentStore, PlatformStore, ReleaseStore, RevisionChange } from './types.ts';

export const STORE_ENV = {
  databaseUrl: 'THRIVE_STORE_DATABASE_URL',
  databaseSchema: 'THRIVE_STORE_DATABASE_SCHEMA',
  bucket: 'THRIVE_STORE_S3_BUCKET',
  endpoint: 'THRIVE_STORE_S3_ENDPOINT',
  region: 'THRIVE_STORE_S3_REGION',
  prefix: 'THRIVE_STORE_S3_PREFIX',
  pathStyle: 'THRIVE_STORE_S3_PATH_STYLE',
} as const;

export function openPlatformStore(
  env: Environment = process.env,
  dataDir = platformDataDir,
): PlatformStore {
  const get = (name: string) => env[name]?.trim() || undefined;
  const databaseUrl = get(STORE_ENV.databaseUrl);
  const bucket = get(STORE_ENV.bucket);
  const schema = get(STORE_ENV.databaseSchema);
  const environments = databaseUrl
    ? postgresEnvironmentStore({ connectionString: databaseUrl, schema })
    : diskEnvironmentStore(dataDir);
  const releases = bucket
    ? s3ReleaseStore({
        bucket,
        region: get(STORE_ENV.region) ?? 'us-east-1',
        endpoint: get(STORE_ENV.endpoint),
        prefix: get(STORE_ENV.prefix),
        forcePathStyle: get(STORE_ENV.pathStyle) === '1' || get(STORE_ENV.pathStyle) === 'true',
        // Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID, a profile, a role).
      })
    : diskReleaseStore(dataDir);
  return {
    environments,
    releases,
    describe: () =>
      [
        databaseUrl
          ? `environments in PostgreSQL (schema ${schema ?? 'thrive_platform'})`
          : `environments on disk (${dataDir})`,
        bucket
          ? `releases in s3://${bucket}/${get(STORE_ENV.prefix) ?? ''}`
          : `releases on disk (${dataDir})`,
      ].join(', '),
    close: () => environments.close(),
  };
}

let opened: PlatformStore | undefined;
/** The store of this process (opened once, from process.env). */
export const platformStore = () => (opened ??= openPlatformStore());
