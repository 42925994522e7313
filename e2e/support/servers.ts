import { api, appNames, apps, type remotes, type shell, type RemoteName } from '@thrive/platform';
import { origins } from '@thrive/platform/node';

export const PUBLIC = origins.publicSite;
export const ADMIN = origins.adminSite;
export const API = `${origins.api}${api.basePath}`;

/** The port variables: every app's (the table's) and the API's. */
type PortVariable =
  typeof shell.portEnv | (typeof remotes)[RemoteName]['portEnv'] | typeof api.portEnv;

/** How many ports a journey's block takes: one per app of the table, and the API's. */
export const PORT_BLOCK_SIZE = appNames.length + 1;

/**
 * A journey's own block of ports (shell, every remote in table order, then the API: 3020…3025
 * for base 3020 while there are four remotes), for the servers it starts itself beside the
 * suite's (playwright.config.ts).
 */
export const portBlock = (base: number) =>
  Object.fromEntries([
    ...appNames.map((name, index) => [apps[name].portEnv, base + index]),
    [api.portEnv, base + appNames.length],
  ]) as Record<PortVariable, number>;

/** This process's environment with those ports in it. */
export const envWithPorts = (ports: Record<string, number>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
});
