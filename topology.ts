/**
 * Where every part of the system listens, locally. One place, read by the rspack configs,
 * the start/dev scripts, the e2e suite and the benchmark. Every port can be overridden by
 * an environment variable of the same name.
 */
const port = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw ? Number.parseInt(raw, 10) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got "${raw}"`);
  }
  return value;
};

export const remoteNames = ['marketing', 'auth', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const ports = {
  shell: port('SHELL_PORT', 3000),
  marketing: port('MARKETING_PORT', 3001),
  auth: port('AUTH_PORT', 3002),
  admin: port('ADMIN_PORT', 3003),
  api: port('API_PORT', 4000),
};

export const origins = {
  publicSite: `http://localhost:${ports.shell}`,
  adminSite: `http://admin.localhost:${ports.shell}`,
  marketing: `http://localhost:${ports.marketing}`,
  auth: `http://localhost:${ports.auth}`,
  admin: `http://localhost:${ports.admin}`,
  api: `http://localhost:${ports.api}`,
};

/** The origins the site is served from: the only ones remotes and the API answer CORS for. */
export const siteOrigins = [origins.publicSite, origins.adminSite];
