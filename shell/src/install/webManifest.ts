/**
 * The public host's web app manifest (issue 46), built with the shell into
 * `dist/manifest.webmanifest` beside its icons, served by the page server (scripts/serve.ts,
 * public host only) and linked from every public page's head (@thrive/composition). Its colours
 * are the design tokens of the UI kit's theme.css.
 */
import { APP_ICONS_PATH } from '@thrive/composition';

export { APP_ICONS_PATH, WEB_MANIFEST_PATH } from '@thrive/composition';

export interface AppIcon {
  /** The SVG it is rendered from (renderAppIcons.ts), in ./icons. */
  source: 'icon.svg' | 'maskable.svg';
  /** The committed PNG, in ./icons, served under APP_ICONS_PATH. */
  file: string;
  size: 192 | 512;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = ([192, 512] as const).flatMap((size) => [
  { source: 'icon.svg', file: `thrive-${size}.png`, size, purpose: 'any' } as const,
  {
    source: 'maskable.svg',
    file: `thrive-maskable-${size}.png`,
    size,
    purpose: 'maskable',
  } as const,
]);

/** A colour token of theme.css (`--color-brand: #1b5e4a;` → `#1b5e4a`). */
export function designToken(css: string, name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!found?.[1]) throw new Error(`theme.css has no colour token --${name}`);
  return found[1];
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppIcon['purpose'] }[];
}

/** @param themeCss the UI kit's packages/ui/src/theme.css, where the colour tokens are. */
export function webManifest(themeCss: string): WebManifest {
  return {
    id: '/',
    name: 'Thrive',
    short_name: 'Thrive',
    // One manifest in the source language (lang): each page's head carries its own language.
    description:
      // eslint-disable-next-line lingui/no-unlocalized-strings
      'Real stories, answers and consultations for your mental health and wellness. Start, Soar, Thrive.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: designToken(themeCss, 'color-brand'),
    background_color: designToken(themeCss, 'color-bg'),
    icons: APP_ICONS.map((icon) => ({
      src: `${APP_ICONS_PATH}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
