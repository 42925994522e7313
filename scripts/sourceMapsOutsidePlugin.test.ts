/**
 * Issue 40, L2: a production build leaves no source map in its (served) build folder; the maps
 * go to the sibling `<build>-sourcemaps/` folder, which no server serves. The build runs in a
 * child process (rspack is an ES module Jest cannot load): testing/sourceMapsBuild.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '@thrive/platform/node';

let temp: string;
let result: {
  errors: boolean;
  built: string[];
  maps: string[];
  appConfig: { outputPath: string; plugin: { buildDir: string; mapsDir: string } | null };
};

beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-maps-'));
  const tsx = pathToFileURL(path.join(rootDir, 'node_modules/tsx/dist/loader.mjs')).href;
  const run = spawnSync(
    process.execPath,
    ['--import', tsx, path.join(__dirname, 'testing/sourceMapsBuild.ts'), temp],
    { cwd: rootDir, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stdout}\n${run.stderr}`);
  result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}, 60_000);

afterAll(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

it('moves every map a build writes out of the build folder into its sibling', () => {
  expect(result.errors).toBe(false);
  const scripts = result.built.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(result.built.filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(result.maps).toEqual(scripts.map((file) => `${file}.map`).sort());
});

it('is part of every production build of the apps, writing to the build folder’s sibling', () => {
  const { outputPath, plugin } = result.appConfig;
  expect(plugin).toEqual({ buildDir: outputPath, mapsDir: `${outputPath}-sourcemaps` });
});
