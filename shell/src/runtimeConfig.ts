/**
 * Reads the runtime config (`/config.json`, written at deploy time) so one shell build serves
 * every environment. The contract itself — type, defaults, parser — is @thrive/platform's.
 * The config is checked where it is written (`runtimeConfigFromEnv`, `pnpm promote`) and again
 * by the server that serves it (scripts/serve.ts refuses to start on a bad one), so the browser
 * does not carry the parser (zod) just to re-check its own origin's file.
 */
import { RUNTIME_CONFIG_ELEMENT_ID } from '@thrive/composition';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';

export type { HostKind, RemoteMount, RemoteName, RuntimeConfig } from '@thrive/platform';

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RuntimeConfig;
  } catch (error) {
    console.warn(`Runtime config ${url} could not be read; using the local defaults.`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/**
 * The config the shell's server inlined into the page (no extra round trip), if any. The
 * server checked it (assertRuntimeConfig) before inlining it, as for /config.json.
 */
export function readInlineRuntimeConfig(doc: Document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RuntimeConfig;
  } catch (error) {
    console.warn('The inlined runtime config could not be read; fetching it instead.', error);
    return null;
  }
}
