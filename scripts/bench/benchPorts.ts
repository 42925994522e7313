/**
 * The bench's own ports: each port of the environment (SHELL_PORT, MARKETING_PORT, AUTH_PORT,
 * ADMIN_PORT, API_PORT, as `.env.ports` or the contract's defaults give them) shifted by
 * BENCH_PORT_OFFSET (default 5). So `pnpm bench` never meets a `pnpm start` of the same
 * environment (3000-3003/4000 → 3005-3008/4005; a worktree's 5200… → 5205…), stays below the
 * fault-isolation and journey test ports (auth + 10…12), and BENCH_PORT_OFFSET=0 benches on
 * the environment's own ports.
 */
import { api, apps, portsFrom, type Environment } from '@thrive/platform';

export const PORT_OFFSET_ENV = 'BENCH_PORT_OFFSET';
const DEFAULT_OFFSET = 5;

/** The port variables to set for the bench's servers (and every module reading the ports). */
export function benchPortEnv(env: Environment): Record<string, string> {
  const raw = env[PORT_OFFSET_ENV]?.trim();
  const offset = raw ? Number(raw) : DEFAULT_OFFSET;
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000)
    throw new Error(`${PORT_OFFSET_ENV} must be a whole number 0-1000, got "${raw}"`);
  const ports = portsFrom(env);
  const result: Record<string, string> = { [api.portEnv]: String(ports.api + offset) };
  for (const [name, app] of Object.entries(apps)) {
    result[app.portEnv] = String(ports[name as keyof typeof ports] + offset);
  }
  return result;
}
