/**
 * Builds the shell's runtime configuration (served as /config.json) from the environment.
 * `pnpm start` writes it next to the shell's index.html; a deployment writes its own.
 *
 *   API_PUBLIC_URL           API base the browser calls   (default http://localhost:4000/api/v1)
 *   MARKETING_MANIFEST_URL   marketing remote manifest    (default http://localhost:3001/mf-manifest.json)
 *   AUTH_MANIFEST_URL        auth remote manifest         (default http://localhost:3002/mf-manifest.json)
 *   ADMIN_MANIFEST_URL       admin remote manifest        (default http://localhost:3003/mf-manifest.json)
 *   STAGING_REMOTE_ORIGINS   comma-separated origins a `?remote.<name>=` override may use
 */
import { origins } from '../topology.ts';
import type { RuntimeConfig } from '../shell/src/runtimeConfig.ts';
import { DEFAULT_CONFIG } from '../shell/src/runtimeConfig.ts';

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export function runtimeConfig(): RuntimeConfig {
  return {
    apiBaseUrl: env('API_PUBLIC_URL', `${origins.api}/api/v1`),
    remotes: {
      marketing: {
        manifest: env('MARKETING_MANIFEST_URL', `${origins.marketing}/mf-manifest.json`),
      },
      auth: { manifest: env('AUTH_MANIFEST_URL', `${origins.auth}/mf-manifest.json`) },
      admin: { manifest: env('ADMIN_MANIFEST_URL', `${origins.admin}/mf-manifest.json`) },
    },
    hosts: DEFAULT_CONFIG.hosts,
    allowedRemoteOrigins: (process.env.STAGING_REMOTE_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
  };
}

/** Every origin the shell may load script, styles, fonts and media from. */
export function remoteOrigins(config: RuntimeConfig): string[] {
  const fromManifests = Object.values(config.remotes).map(
    ({ manifest }) => new URL(manifest).origin,
  );
  return [...new Set([...fromManifests, ...config.allowedRemoteOrigins])];
}
