/**
 * Fonts are declared by the page itself. In the shell's build this plugin emits `fonts.json`:
 * every @font-face rule of its stylesheets (with root-relative URLs) and the Latin file to
 * preload. The shell's server inlines them into each page, so text is set in Inter (or its
 * size-matched fallback) from the first paint, without waiting for the shell's script to load
 * the stylesheet that declares the fonts.
 *
 * In production every app's stylesheets then leave those faces out: a stylesheet loaded at
 * hydration that declares a font face again (the same rule is a new face to the browser) makes
 * it lay out every line of the page once more, a long task on a phone for nothing.
 */
import { rspack, type Compiler } from '@rspack/core';
import { collectFontFaces, familiesLeftOut, withoutFontFaces } from './fontFaces.ts';
import { FONTS_FILE } from './shellFonts.ts';

const NAME = 'ThriveFontFaces';

interface FontFacesOptions {
  /** Emit fonts.json (the shell, whose server declares the fonts in every page). */
  emitFontsFile: boolean;
  /** Leave the page's font faces out of the stylesheets (production: every page is composed). */
  leaveOutPageFonts: boolean;
}

export class FontFacesPlugin {
  constructor(private readonly options: FontFacesOptions) {}

  apply(compiler: Compiler): void {
    const families = this.options.leaveOutPageFonts ? familiesLeftOut() : null;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, before the files' content hashes and Subresource Integrity are
        // taken (a stylesheet changed after its SRI hash was recorded would be refused).
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        (assets) => {
          const stylesheets: Record<string, string> = {};
          for (const [file, source] of Object.entries(assets)) {
            if (file.endsWith('.css')) stylesheets[file] = source.source().toString();
          }
          if (this.options.emitFontsFile) {
            compilation.emitAsset(
              FONTS_FILE,
              new rspack.sources.RawSource(JSON.stringify(collectFontFaces(stylesheets))),
            );
          }
          if (!families) return;
          for (const [file, css] of Object.entries(stylesheets)) {
            const kept = withoutFontFaces(css, families);
            if (kept !== css) compilation.updateAsset(file, new rspack.sources.RawSource(kept));
          }
        },
      );
    });
  }
}
