/** The shell build's fonts.json (see fontFacesPlugin.ts), read by the shell's server. */
export const FONTS_FILE = 'fonts.json';

export interface ShellFonts {
  /** @font-face rules, URLs relative to the site's root. */
  css: string;
  /** Font files worth a preload hint (the Latin subset every page uses). */
  preload: string[];
}
