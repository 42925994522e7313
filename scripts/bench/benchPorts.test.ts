import { benchPortEnv } from './benchPorts';

describe('bench ports', () => {
  it('shifts the contract ports by 5 so a running `pnpm start` keeps its own', () => {
    expect(benchPortEnv({})).toEqual({
      SHELL_PORT: '3005',
      MARKETING_PORT: '3006',
      AUTH_PORT: '3007',
      ADMIN_PORT: '3008',
      STORIES_PORT: '3009',
      API_PORT: '4005',
    });
  });

  it('starts from the environment’s ports (a worktree’s .env.ports) and a chosen offset', () => {
    const env = {
      SHELL_PORT: '5200',
      MARKETING_PORT: '5201',
      AUTH_PORT: '5202',
      ADMIN_PORT: '5203',
      API_PORT: '5204',
    };
    expect(benchPortEnv(env)).toMatchObject({ SHELL_PORT: '5205', API_PORT: '5209' });
    expect(benchPortEnv({ ...env, BENCH_PORT_OFFSET: '0' })).toMatchObject({ SHELL_PORT: '5200' });
  });

  it('refuses an offset that is not a small whole number', () => {
    expect(() => benchPortEnv({ BENCH_PORT_OFFSET: 'x' })).toThrow(/BENCH_PORT_OFFSET/);
  });
});
