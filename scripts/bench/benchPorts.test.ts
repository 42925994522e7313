import { api, apps, appNames, defaultPorts } from '@thrive/platform';
import { benchPortEnv, DEFAULT_BENCH_PORT_OFFSET } from './benchPorts';

describe('bench ports', () => {
  it('shifts the contract ports by 100 so a running `pnpm start` keeps its own', () => {
    expect(benchPortEnv({})).toMatchObject({
      SHELL_PORT: '3100',
      MARKETING_PORT: '3101',
      AUTH_PORT: '3102',
      ADMIN_PORT: '3103',
      STORIES_PORT: '3104',
      API_PORT: '4100',
    });
  });

  it('moves every app of the table and the API, and nothing else', () => {
    const bench = benchPortEnv({});
    expect(Object.keys(bench).sort()).toEqual(
      [...appNames.map((name) => apps[name].portEnv), api.portEnv].sort(),
    );
    for (const name of appNames) {
      expect(bench[apps[name].portEnv]).toBe(
        String(defaultPorts[name] + DEFAULT_BENCH_PORT_OFFSET),
      );
    }
  });

  it('never lands on a port of `pnpm start`, nor on the next free ports the next remotes take', () => {
    const appPorts = appNames.map((name) => defaultPorts[name]);
    const nextRemotes = Array.from({ length: 20 }, (_, i) => Math.max(...appPorts) + 1 + i);
    const taken = new Set([...Object.values(defaultPorts), ...nextRemotes]);
    for (const [variable, port] of Object.entries(benchPortEnv({}))) {
      expect([variable, taken.has(Number(port))]).toEqual([variable, false]);
    }
  });

  it('starts from the environment’s ports (a worktree’s .env.ports) and a chosen offset', () => {
    const env = {
      SHELL_PORT: '5200',
      MARKETING_PORT: '5201',
      AUTH_PORT: '5202',
      ADMIN_PORT: '5203',
      API_PORT: '5204',
    };
    expect(benchPortEnv(env)).toMatchObject({ SHELL_PORT: '5300', API_PORT: '5304' });
    expect(benchPortEnv({ ...env, BENCH_PORT_OFFSET: '5' })).toMatchObject({
      SHELL_PORT: '5205',
      API_PORT: '5209',
    });
    expect(benchPortEnv({ ...env, BENCH_PORT_OFFSET: '0' })).toMatchObject({ SHELL_PORT: '5200' });
  });

  it('refuses an offset that is not a small whole number', () => {
    expect(() => benchPortEnv({ BENCH_PORT_OFFSET: 'x' })).toThrow(/BENCH_PORT_OFFSET/);
  });
});
