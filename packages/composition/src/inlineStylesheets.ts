/**
 * A composed page holds the complete rules of every stylesheet its hydration loads (the shell's
 * startup stylesheets, then the remote's entry and page stylesheets, in the order the runtimes
 * add them) in one inline <style>, and names each file with a disabled
 * `<link rel="stylesheet">`. A disabled link is not fetched, and rspack's CSS runtime counts a
 * link to a chunk's stylesheet without its own loading mark as loaded: the page's scripts then
 * start without downloading the rules the page already has (on a slow link they arrived twice,
 * and hydration waited for the second copy).
 */
import { FONT_FACE } from './fonts/fontFaces.ts';

/** Marks the disabled links that stand for inlined stylesheets. */
export const INLINED_STYLESHEET_ATTRIBUTE = 'data-inlined';

/**
 * A built stylesheet as it goes into a page: without its source map comment and @font-face
 * rules (the shell declares and preloads the fonts once), each relative url() resolved against
 * the file's own address and written by `address` (a page's URL is not the stylesheet's).
 */
export function inlinableCss(
  css: string,
  fileUrl: URL,
  address: (url: URL) => string = (url) => url.href,
): string {
  return css
    .replace(FONT_FACE, '')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote: string, url: string) =>
      /^(data:|[a-z]+:|#)/i.test(url)
        ? match
        : `url(${quote}${address(new URL(url, fileUrl))}${quote})`,
    );
}

/**
 * The shell's stylesheets ready to inline, by the path its loader names; null for one that
 * cannot be read (it then loads as a file, and is read again for the next page).
 */
export function shellStylesheetReader(
  read: ((href: string) => Promise<string>) | undefined,
  log: (message: string) => void,
): (href: string) => Promise<string | null> {
  // Content-hashed file names: one text per name.
  const texts = new Map<string, Promise<string | null>>();
  return (href) => {
    if (!read) return Promise.resolve(null);
    let text = texts.get(href);
    if (!text) {
      text = read(href).then(
        (css) =>
          inlinableCss(
            css,
            new URL(href, 'https://shell.invalid/'),
            // Root-relative: the page's own origin serves the shell's files.
            (url) => `${url.pathname}${url.search}${url.hash}`,
          ),
        (error: unknown) => {
          texts.delete(href);
          log(`Shell stylesheet ${href} unreadable, left to load as a file: ${String(error)}`);
          return null;
        },
      );
      texts.set(href, text);
    }
    return text;
  };
}
