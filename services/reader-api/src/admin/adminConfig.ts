/**
 * Settings of the admin console's API, from environment variables with safe defaults
 * (documented in ../../README.md). Kept apart from ../config.ts so the admin feature stays in
 * its own folder; `buildApp` reads them once.
 */
import { ADMIN_SESSION_ABSOLUTE_HOURS } from '../core/sessions/sessionPolicy.ts';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../core/config.ts';
import { envFlag, envInt, envText } from '../core/envParsing.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /**
   * Longest one storage call may take, retries included (S3_TIMEOUT_SECONDS, default 10 s): well
   * under the HTTP request timeout, so a hanging endpoint is answered 503, not a dropped upload.
   */
  timeoutMs?: number;
}

export interface AdminConfig {
  sessionTtlHours: number;
  signInMaxPerEmail: number;
  signInMaxPerIp: number;
  signInWindowMinutes: number;
  uploadMaxBytes: number;
  /** Where uploaded files go when S3 is not configured. */
  uploadDir: string;
  s3: S3Settings | undefined;
  /** Seed the spec's sample writers, consultants and readers into an empty database. */
  seedSampleData: boolean;
  /** How often the purge of deleted profiles runs; 0 disables the timer (tests). */
  purgeIntervalMs: number;
  /** Redis key prefix of the remembered list totals (tests isolate themselves with it). */
  listTotalsPrefix?: string;
}

const envSchema = z.object({
  ADMIN_SESSION_TTL_HOURS: envInt(
    'ADMIN_SESSION_TTL_HOURS',
    ADMIN_SESSION_ABSOLUTE_HOURS,
    1,
    24 * 30,
  ),
  ADMIN_SIGNIN_MAX_PER_EMAIL: envInt('ADMIN_SIGNIN_MAX_PER_EMAIL', 5, 1, 1_000_000),
  ADMIN_SIGNIN_MAX_PER_IP: envInt('ADMIN_SIGNIN_MAX_PER_IP', 20, 1, 1_000_000),
  ADMIN_SIGNIN_WINDOW_MINUTES: envInt('ADMIN_SIGNIN_WINDOW_MINUTES', 15, 1, 24 * 60),
  UPLOAD_MAX_BYTES: envInt('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  UPLOAD_DIR: envText,
  S3_BUCKET: envText,
  S3_REGION: envText,
  S3_ENDPOINT: envText,
  S3_ACCESS_KEY_ID: envText,
  S3_SECRET_ACCESS_KEY: envText,
  S3_FORCE_PATH_STYLE: envFlag('S3_FORCE_PATH_STYLE'),
  S3_TIMEOUT_SECONDS: envInt('S3_TIMEOUT_SECONDS', 10, 1, 25),
  SEED_SAMPLE_DATA: envFlag('SEED_SAMPLE_DATA'),
});

/** Reads the admin settings; throws one readable error listing every bad variable. */
export function loadAdminConfig(
  env: NodeJS.ProcessEnv,
  config: Pick<Config, 'dataDir' | 'nodeEnv'>,
): AdminConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid admin API configuration:\n${parsed.error.issues.map((i) => `  - ${i.message}`).join('\n')}`,
    );
  }
  const e = parsed.data;
  return {
    sessionTtlHours: e.ADMIN_SESSION_TTL_HOURS,
    signInMaxPerEmail: e.ADMIN_SIGNIN_MAX_PER_EMAIL,
    signInMaxPerIp: e.ADMIN_SIGNIN_MAX_PER_IP,
    signInWindowMinutes: e.ADMIN_SIGNIN_WINDOW_MINUTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(config.dataDir, 'uploads')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          timeoutMs: e.S3_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    // Production seeds nothing unless asked; development (and `pnpm start`, which asks) does.
    seedSampleData: e.SEED_SAMPLE_DATA ?? config.nodeEnv === 'development',
    purgeIntervalMs: 10 * 60_000,
  };
}

/** Deleted profiles are kept this long, restorable, then purged (SPEC section 9). */
export const DELETED_PROFILE_RETENTION_DAYS = 14;
export const DELETED_PROFILE_RETENTION_MS = DELETED_PROFILE_RETENTION_DAYS * 86_400_000;
