/**
 * Emits the public host's web app manifest (webManifest.ts) and its committed PNG icons into the
 * shell's build: `manifest.webmanifest` and `icons/<file>.png`.
 */
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';
import path from 'node:path';
import { APP_ICONS, APP_ICONS_PATH, WEB_MANIFEST_PATH, webManifest } from './webManifest';

const NAME = 'ThriveWebManifest';

export class WebManifestPlugin {
  /**
   * @param iconsDir shell/src/install/icons, where the PNGs are
   * @param themeCss packages/ui/src/theme.css, where the colour tokens are
   */
  constructor(
    private readonly iconsDir: string,
    private readonly themeCss: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.themeCss);
          const manifest = webManifest(readFileSync(this.themeCss, 'utf8'));
          compilation.emitAsset(
            WEB_MANIFEST_PATH.slice(1),
            new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
          for (const icon of APP_ICONS) {
            const file = path.join(this.iconsDir, icon.file);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(
              `${APP_ICONS_PATH.slice(1)}${icon.file}`,
              new rspack.sources.RawSource(readFileSync(file)),
            );
          }
        },
      );
    });
  }
}
