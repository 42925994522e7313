/**
 * Where every part listens and which origins it is reached on, derived from the apps table and
 * an environment (ports overridable by each app's port variable, SHELL_PORT, MARKETING_PORT…,
 * and API_PORT). Pure: the caller passes the environment (`@thrive/platform/node` passes
 * `process.env`), so this also runs in the browser for the contract's defaults.
 */
import { ADMIN_HOST_LABEL, api, apps, type AppName, type RemoteName } from './apps';

export type Environment = Record<string, string | undefined>;
export type Ports = Record<AppName | 'api', number>;

function readPort(env: Environment, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return value;
}

export function portsFrom(env: Environment): Ports {
  const ports = { api: readPort(env, api.portEnv, api.defaultPort) } as Ports;
  for (const [name, app] of Object.entries(apps) as [AppName, (typeof apps)[AppName]][]) {
    ports[name] = readPort(env, app.portEnv, app.defaultPort);
  }
  return ports;
}

export interface Origins extends Record<RemoteName, string> {
  publicSite: string;
  adminSite: string;
  api: string;
}

/** The local origins of a set of ports: the site on both hosts, each remote, the API. */
export function originsOf(ports: Ports): Origins {
  const origins = {
    publicSite: `http://localhost:${ports.shell}`,
    adminSite: `http://${ADMIN_HOST_LABEL}.localhost:${ports.shell}`,
    api: `http://localhost:${ports.api}`,
  } as Origins;
  for (const name of Object.keys(ports) as (AppName | 'api')[]) {
    if (name !== 'shell' && name !== 'api') origins[name] = `http://localhost:${ports[name]}`;
  }
  return origins;
}

/** The contract's ports and origins (no environment overrides). */
export const defaultPorts: Ports = portsFrom({});
export const defaultOrigins: Origins = originsOf(defaultPorts);
