import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { FONT_FACE } from '../fonts/fontFaces.ts';
import { REMOTE_BASE } from '../contract.ts';

/**
 * Rules kept whatever the markup: Beasties matches a rule by its selector with pseudo-classes
 * removed, so one that starts with `:where(…)` or `:is(…)` matched nothing and was dropped. The
 * UI kit's `:where(h1, p, …) { overflow-wrap: anywhere }` was missing from every prerendered
 * page until the remote's own stylesheets arrived: a longer language's words spilled past a
 * phone's window for as long as the scripts took to load.
 */
const KEEP_PSEUDO_LED_RULES = [/^:(where|is)\(/];

/** Rewrites url(...) in a stylesheet from dist/<file> to absolute URLs under REMOTE_BASE. */
function absoluteUrls(css: string, file: string): string {
  const base = new URL(file, REMOTE_BASE);
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote: string, url: string) =>
    /^(data:|[a-z]+:|#)/i.test(url) ? match : `url(${quote}${new URL(url, base).href}${quote})`,
  );
}

/** Only the rules the page's markup uses, from the stylesheets (under dist) it loads. */
export async function criticalCss(
  html: string,
  stylesheets: string[],
  dist: string,
): Promise<string> {
  const css = stylesheets
    .map((file) => absoluteUrls(readFileSync(path.join(dist, file), 'utf8'), file))
    .join('\n')
    // Fonts are the shell's: it declares and preloads them once for every remote.
    .replace(FONT_FACE, '')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
  const beasties = new Beasties({
    path: dist,
    logLevel: 'warn',
    reduceInlineStyles: true,
    mergeStylesheets: true,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    allowRules: KEEP_PSEUDO_LED_RULES,
  });
  const document = await beasties.process(
    `<!doctype html><html><head><style>${css}</style></head><body><div id="root">${html}</div></body></html>`,
  );
  return [...document.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
}
