import { api } from '@thrive/platform';
import { origins } from '@thrive/platform/node';

export const PUBLIC = origins.publicSite;
export const ADMIN = origins.adminSite;
export const API = `${origins.api}${api.basePath}`;

/**
 * A journey's own block of six ports (shell, the four remotes, the API), for the servers it
 * starts itself beside the suite's (playwright.config.ts).
 */
export const portBlock = (base: number) => ({
  SHELL_PORT: base,
  MARKETING_PORT: base + 1,
  AUTH_PORT: base + 2,
  ADMIN_PORT: base + 3,
  STORIES_PORT: base + 4,
  API_PORT: base + 5,
});

/** This process's environment with those ports in it. */
export const envWithPorts = (ports: Record<string, number>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
});
