/**
 * The small pieces of markup the composer writes into a page (composer.ts): escaped text and
 * JSON, the page's language, its alternate languages, its fonts and runtime config.
 */
import { createHash } from 'node:crypto';
import {
  alternateLocales,
  languageTag,
  localizedPath,
  SOURCE_LOCALE,
  type Locale,
  type RuntimeConfig,
} from '@thrive/platform';
import { RUNTIME_CONFIG_ELEMENT_ID } from './prerendered.ts';
import { WEB_FONTS_ATTRIBUTE, type ShellFonts } from './fonts/shellFonts.ts';

/**
 * Without JavaScript nothing on a page moves on its own: the pause buttons that WCAG 2.2.2 asks
 * for on moving content (marquees, turning rings) need JavaScript, so CSS animations are held
 * still and those buttons (`data-needs-js`) are hidden rather than shown inert.
 */
export const NO_SCRIPT_MOTION =
  '<noscript><style data-no-script>*,*::before,*::after{animation-play-state:paused!important}[data-needs-js]{visibility:hidden}</style></noscript>';

/** The element after #root whose parsing unblocks the first paint of a composed page. */
export const PAGE_END_ID = 'thrive-page-end';

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script type="application/json">: nothing can close the element early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page's language on its <html> element (its tag: en-XA for the pseudo-locale). */
export const withLang = (html: string, code: string) =>
  html.replace(/<html([^>]*)>/, (_tag, attributes: string) =>
    /\blang="[^"]*"/.test(attributes)
      ? `<html${attributes.replace(/\blang="[^"]*"/, `lang="${languageTag(code)}"`)}>`
      : `<html lang="${languageTag(code)}"${attributes}>`,
  );

/**
 * The page's other languages for search engines and link previews: an `hreflang` alternate per
 * offered locale (itself included, as Google asks) and x-default (the source locale's). A
 * pseudo-locale page names the languages too, but no page names it (alternateLocales).
 */
export function alternates(origin: string, path: string, locale: Locale): string[] {
  const offered = alternateLocales();
  if (offered.length < 2) return [`<meta property="og:locale" content="${locale.ogLocale}">`];
  const href = (code: string) => escapeHtml(`${origin}${localizedPath(path, code)}`);
  return [
    ...offered.map(
      ({ code }) => `<link rel="alternate" hreflang="${languageTag(code)}" href="${href(code)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(SOURCE_LOCALE)}">`,
    `<meta property="og:locale" content="${locale.ogLocale}">`,
    ...offered
      .filter(({ code }) => code !== locale.code)
      .map(({ ogLocale }) => `<meta property="og:locale:alternate" content="${ogLocale}">`),
  ];
}

/** CSS inside <style>: `<` (never needed outside CSS strings) as its CSS escape. */
export const cssText = (css: string) => css.replace(/</g, '\\3c ');

/** The runtime config, inlined for the browser (read instead of /config.json). */
export const configScript = (config: RuntimeConfig) =>
  `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;

/**
 * The size-matched fallbacks apply from the first paint; on a slow connection the web fonts
 * wait until the page's scripts have arrived, else a script switches them on at once
 * (WEB_FONTS_ATTRIBUTE). Without JavaScript nothing competes with them: they apply at once.
 */
export const fontHead = (fonts: ShellFonts | null) =>
  fonts
    ? `<style data-fonts>${cssText(fonts.fallbacks)}</style>` +
      `<style ${WEB_FONTS_ATTRIBUTE}="${contentHash(fonts.webFonts)}" data-preload="${escapeHtml(fonts.preload.join(' '))}" media="not all">${cssText(fonts.webFonts)}</style>` +
      `<noscript><style>${cssText(fonts.webFonts)}</style></noscript>`
    : '';
