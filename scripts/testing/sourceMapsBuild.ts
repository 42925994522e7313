/**
 * For sourceMapsOutsidePlugin.test.ts (rspack is an ES module Jest cannot load): builds a tiny
 * app with the plugin into `<dir>/dist` with hidden source maps, and says which files each
 * folder holds and where the apps' production config sends its maps, as one JSON line.
 *
 *   tsx scripts/testing/sourceMapsBuild.ts <dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { createRemoteConfig } from '../../rspack.base.ts';
import { SourceMapsOutsidePlugin } from '../sourceMapsOutsidePlugin.ts';

const dir = path.resolve(process.argv[2]!);
const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => fs.statSync(path.join(folder, file)).isFile())
        .sort()
    : [];

const src = path.join(dir, 'src');
fs.mkdirSync(src, { recursive: true });
fs.writeFileSync(path.join(src, 'index.js'), 'import("./page.js").then((m) => m.run());');
fs.writeFileSync(path.join(src, 'page.js'), 'export const run = () => console.log("page");');
const buildDir = path.join(dir, 'dist');
const mapsDir = path.join(dir, 'dist-sourcemaps');
const stats = await new Promise<Stats>((resolve, reject) =>
  rspack(
    {
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      devtool: 'hidden-source-map',
      output: { path: buildDir, filename: 'assets/[name].js', chunkFilename: 'assets/[name].js' },
      plugins: [new SourceMapsOutsidePlugin(buildDir, mapsDir)],
    },
    (error, result) =>
      error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
  ),
);

const config = createRemoteConfig('admin')(undefined, { mode: 'production' });
const plugin = config.plugins?.find((p) => p instanceof SourceMapsOutsidePlugin) as
  { buildDir: string; mapsDir: string } | undefined;
console.log(
  JSON.stringify({
    errors: stats.hasErrors(),
    built: filesUnder(buildDir),
    maps: filesUnder(mapsDir),
    appConfig: {
      outputPath: config.output?.path,
      plugin: plugin ? { buildDir: plugin.buildDir, mapsDir: plugin.mapsDir } : null,
    },
  }),
);
