/** The @font-face rules of built stylesheets: which to declare in the page, which to leave out. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '@thrive/platform/node';
import type { ShellFonts } from './shellFonts.ts';

/** An @font-face rule (global: for replace and matchAll). */
export const FONT_FACE = /@font-face\s*{[^}]*}/g;

/**
 * Families no production stylesheet declares: the site's own (packages/ui/src/fonts/fonts.css,
 * declared by the page), and react-multi-carousel's arrow icons, which no page uses (its
 * stylesheet declares `revicons`; the carousels draw their own arrows, `arrows={false}`).
 */
export function familiesLeftOut(): Set<string> {
  const fontsCss = readFileSync(path.join(rootDir, 'packages/ui/src/fonts/fonts.css'), 'utf8');
  return new Set([...fontFamilies(fontsCss), 'revicons']);
}

/** The family names of a stylesheet's @font-face rules, unquoted. */
export function fontFamilies(css: string): string[] {
  return [...css.matchAll(FONT_FACE)].flatMap(([face]) => {
    const family = /font-family\s*:\s*(['"]?)([^;'"}]+)\1/.exec(face)?.[2]?.trim();
    return family ? [family] : [];
  });
}

/**
 * The stylesheet without the @font-face rules of those families. Each rule becomes as many
 * spaces: the stylesheet's source map stays exact, and compressed it costs a few bytes.
 */
export function withoutFontFaces(css: string, families: Set<string>): string {
  return css.replace(FONT_FACE, (face) => {
    const [family] = fontFamilies(face);
    return family && families.has(family) ? ' '.repeat(face.length) : face;
  });
}

export function collectFontFaces(stylesheets: Record<string, string>): ShellFonts {
  const faces = new Set<string>();
  for (const [file, css] of Object.entries(stylesheets)) {
    for (const [face] of css.matchAll(FONT_FACE)) {
      faces.add(
        face.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, _quote: string, url: string) =>
          /^(data:|[a-z]+:|\/)/i.test(url)
            ? match
            : `url(${new URL(url, `http://site.invalid/${file}`).pathname})`,
        ),
      );
    }
  }
  // A face with a url() is a file to download; one with local() sources only is a fallback.
  const isWebFont = (face: string) => /url\(/.test(face);
  const webFonts = [...faces].filter(isWebFont).join('');
  // The Latin subset every page uses (the naira file serves one character, when it appears).
  const preload = [...webFonts.matchAll(/url\((\/[^)]*inter-latin[^)]*\.woff2)\)/g)].map(
    (m) => m[1]!,
  );
  return {
    fallbacks: [...faces].filter((face) => !isWebFont(face)).join(''),
    webFonts,
    preload: [...new Set(preload)],
  };
}
