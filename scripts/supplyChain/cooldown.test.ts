/**
 * Issue 23 (ASVS 15.2.1 / 15.1.2): the workspace holds new dependency versions back for a day
 * (pnpm's minimumReleaseAge), read by pnpm itself from pnpm-workspace.yaml.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

it('pnpm installs no version younger than a day (minimumReleaseAge ≥ 1440 minutes)', () => {
  const answer = spawnSync('pnpm', ['config', 'get', 'minimumReleaseAge'], {
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  expect(answer.status).toBe(0);
  expect(Number(answer.stdout.trim())).toBeGreaterThanOrEqual(1440);
}, 60_000);
