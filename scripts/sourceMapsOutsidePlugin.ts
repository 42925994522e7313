/**
 * Source maps never stay in a build folder that is served (issue 40, L2): once a compilation
 * has written its files, every `*.map` under the build folder (the app's own and those of the
 * shared fallback builds Module Federation writes inside it) moves to the sibling folder
 * `<build>-sourcemaps/` (same relative paths), which no server serves. Production builds make
 * hidden maps (no reference in the code); the release tools keep them with the release.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

function mapsUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mapsUnder(full, base);
    return entry.name.endsWith('.map') ? [path.relative(base, full)] : [];
  });
}

/** Moves every source map under `buildDir` to `mapsDir`; answers the moved paths. */
export function moveSourceMaps(buildDir: string, mapsDir: string): string[] {
  const moved = mapsUnder(buildDir);
  for (const file of moved) {
    const to = path.join(mapsDir, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(path.join(buildDir, file), to);
  }
  return moved;
}

export class SourceMapsOutsidePlugin {
  readonly name = 'SourceMapsOutsidePlugin';
  /** `buildDir`: the app's build folder; `mapsDir`: where its maps go (never served). */
  constructor(
    private readonly buildDir: string,
    private readonly mapsDir: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap(this.name, () => {
      moveSourceMaps(this.buildDir, this.mapsDir);
    });
  }
}
