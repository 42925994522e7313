import type { ImgHTMLAttributes } from 'react';
import { useHydrated } from '../pageHead';
import styles from './DeferredImage.module.css';

const DEFERRED_SRC = 'data-deferred-src';

/**
 * The stand-in file of an image waiting for its own: an empty SVG of the image's proportions
 * (no request), so the image lays out exactly as it will with its file, whatever its CSS does
 * with its height (an `<img>` with no file at all is laid out as its alt text).
 */
const standIn = (width?: number | string, height?: number | string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Number(width) || 1} ${Number(height) || 1}"/>`,
  )}`;

/** Gives every deferred image in `root` still waiting its own file (a page no React hydrates). */
export function showDeferredImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]`))
    if (image.getAttribute('src')?.startsWith('data:'))
      image.src = image.getAttribute(DEFERRED_SRC)!;
}

/**
 * An image below a phone's first screen whose file waits until the page is interactive.
 * `loading="lazy"` alone is not enough on the readers' links: Chromium fetches lazy images
 * within a few screens of the viewport as soon as the page is laid out, and on 400 kbit/s
 * those files share the link with the scripts the page needs to hydrate.
 *
 * Until hydration the `<img>` has its size, class and alt text (its accessible name) and an
 * empty stand-in file of its proportions; then it gets its own, lazy as before. Without
 * JavaScript the `<noscript>` copy is the one shown (DeferredImage.module.css hides the other).
 * A page kept as the server sent it (its remote failed to load) gets its files from
 * showDeferredImages.
 */
export function DeferredImage({
  className,
  src,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const hydrated = useHydrated();
  const attributes = { loading: 'lazy', decoding: 'async', ...image } as const;
  return (
    <>
      <img
        {...attributes}
        className={[styles.deferred, className].filter(Boolean).join(' ')}
        src={hydrated ? src : standIn(image.width, image.height)}
        {...{ [DEFERRED_SRC]: src }}
      />
      {!hydrated && (
        <noscript>
          <img {...attributes} className={className} src={src} />
        </noscript>
      )}
    </>
  );
}
