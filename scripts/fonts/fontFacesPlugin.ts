/**
 * Emits `fonts.json` in the shell's build: every @font-face rule of its stylesheets (with
 * root-relative URLs) and the Latin file to preload. The shell's server inlines them into
 * each page, so text is set in Inter (or its size-matched fallback) from the first paint,
 * without waiting for the shell's script to load the stylesheet that declares the fonts.
 */
import { rspack, type Compiler } from '@rspack/core';
import { FONTS_FILE, type ShellFonts } from './shellFonts.ts';

const NAME = 'ThriveFontFaces';

export function collectFontFaces(stylesheets: Record<string, string>): ShellFonts {
  const faces = new Set<string>();
  for (const [file, css] of Object.entries(stylesheets)) {
    for (const [face] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
      faces.add(
        face.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, _quote: string, url: string) =>
          /^(data:|[a-z]+:|\/)/i.test(url)
            ? match
            : `url(${new URL(url, `http://site.invalid/${file}`).pathname})`,
        ),
      );
    }
  }
  const css = [...faces].join('');
  const preload = [...css.matchAll(/url\((\/[^)]*inter-latin[^)]*\.woff2)\)/g)].map((m) => m[1]!);
  return { css, preload: [...new Set(preload)] };
}

export class FontFacesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const stylesheets: Record<string, string> = {};
          for (const [file, source] of Object.entries(assets)) {
            if (file.endsWith('.css')) stylesheets[file] = source.source().toString();
          }
          compilation.emitAsset(
            FONTS_FILE,
            new rspack.sources.RawSource(JSON.stringify(collectFontFaces(stylesheets))),
          );
        },
      );
    });
  }
}
