/**
 * The bench's own ports: each port of the environment (every app's port variable and API_PORT,
 * as `.env.ports` or the contract's defaults give them) shifted by BENCH_PORT_OFFSET (default
 * 100). So `pnpm bench` never meets a `pnpm start` of the same environment (3000-3004/4000 →
 * 3100-3104/4100; a worktree's 5200… → 5300…), nor the next remotes, which take the next free
 * ports after the contract's (3005, 3006, …; a shift by the number of apps would put the bench's
 * shell on the fifth remote's 3005), nor the e2e suite's own servers (auth + 10…47, api + 10).
 * BENCH_PORT_OFFSET=0 benches on the environment's own ports.
 */
import { api, apps, portsFrom, type Environment } from '@thrive/platform';

export const PORT_OFFSET_ENV = 'BENCH_PORT_OFFSET';
/** Room for a hundred apps on the contract's ports before the bench's shell. */
export const DEFAULT_BENCH_PORT_OFFSET = 100;

/** The port variables to set for the bench's servers (and every module reading the ports). */
export function benchPortEnv(env: Environment): Record<string, string> {
  const raw = env[PORT_OFFSET_ENV]?.trim();
  const offset = raw ? Number(raw) : DEFAULT_BENCH_PORT_OFFSET;
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000)
    throw new Error(`${PORT_OFFSET_ENV} must be a whole number 0-1000, got "${raw}"`);
  const ports = portsFrom(env);
  const result: Record<string, string> = { [api.portEnv]: String(ports.api + offset) };
  for (const [name, app] of Object.entries(apps)) {
    result[app.portEnv] = String(ports[name as keyof typeof ports] + offset);
  }
  return result;
}
