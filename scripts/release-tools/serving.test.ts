import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENVIRONMENT_ENV, PLATFORM_DIR_ENV } from '@thrive/platform';

// The platform folder is read when @thrive/platform/node loads: set it first, then import.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-serving-'));
process.env[PLATFORM_DIR_ENV] = dataDir;
process.env[ENVIRONMENT_ENV] = 'staging';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('serves a new revision at the next request, and the same config while there is none', async () => {
  const { currentRuntimeConfig } = await import('./serving');
  const { commitRevision, current } = await import('./environments');
  const configure = (allowedOrigins: string[]) => {
    const before = current('staging');
    commitRevision('staging', before.revision, {
      change: { action: 'configure' },
      releases: before.releases,
      settings: { stagingOverrides: { enabled: true, allowedOrigins } },
    });
  };

  expect(currentRuntimeConfig().stagingOverrides.enabled).toBe(false);
  configure(['https://a.example']);
  const first = currentRuntimeConfig();
  expect(first.stagingOverrides.allowedOrigins).toEqual(['https://a.example']);
  expect(currentRuntimeConfig()).toBe(first);
  // Twice within one clock tick: the folder's time may not move, the number does.
  configure(['https://b.example']);
  configure(['https://c.example']);
  expect(currentRuntimeConfig().stagingOverrides.allowedOrigins).toEqual(['https://c.example']);
});
