/**
 * Reads the runtime config (`/config.json`, written at deploy time) so one shell build serves
 * every environment. The contract itself — type, defaults, parser — is @thrive/platform's.
 */
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, type RuntimeConfig } from '@thrive/platform';

export type { HostKind, RemoteMount, RemoteName, RuntimeConfig } from '@thrive/platform';

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = parseRuntimeConfig(await response.json());
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.config;
  } catch (error) {
    console.warn(`Runtime config ${url} could not be read; using the local defaults.`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
