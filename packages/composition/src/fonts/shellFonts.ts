/** The shell build's fonts.json (see fontFacesPlugin.ts), read by the shell's server. */
export const FONTS_FILE = 'fonts.json';

export interface ShellFonts {
  /** @font-face rules of the size-matched local fallbacks: they apply from the first paint. */
  fallbacks: string;
  /**
   * @font-face rules of the web font files, URLs relative to the site's root. On a first visit
   * they apply once the page has what it needs to become interactive (see WEB_FONTS_ATTRIBUTE).
   */
  webFonts: string;
  /** The web font files worth a preload where the fonts apply at once (a fast connection). */
  preload: string[];
}

/**
 * The attribute of the page's web-font stylesheet, its value a hash of the rules. The sheet is
 * written with media="not all": on a 400 kbit/s link the 39 KB Latin file shared the link with
 * the scripts the page needs to become interactive and held them up by most of a second, while
 * the size-matched fallbacks look the same. The shell's loader switches the sheet on once the
 * page has loaded and records the hash. An inline script in index.html switches it on before
 * the first paint, and preloads the files, when the files are cached (a later visit) or the
 * connection is fast (`navigator.connection`: not 2G/3G, no data saver), where the font costs
 * the scripts nothing and switching it on later would only lay the page out twice.
 */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
/** The localStorage key under which the loader records the hash of the web fonts it loaded. */
export const WEB_FONTS_STORAGE_KEY = 'thrive-web-fonts';
