import type { ImgHTMLAttributes } from 'react';
import { useHydrated } from '../pageHead';
import styles from './DeferredImage.module.css';

/**
 * An image below a phone's first screen whose file waits until the page is interactive.
 * `loading="lazy"` alone is not enough on the readers' links: Chromium fetches lazy images
 * within a few screens of the viewport as soon as the page is laid out, and on 400 kbit/s
 * those files share the link with the scripts the page needs to hydrate.
 *
 * Until hydration the `<img>` has its size, class and alt text (still the accessible name,
 * not painted) but no file; then it gets its `src`, lazy as before. Without JavaScript the
 * `<noscript>` copy is the one shown (DeferredImage.module.css hides the empty one). A page
 * kept as the server sent it (its remote failed to load) gets its files from
 * showDeferredImages.
 */
const DEFERRED_SRC = 'data-deferred-src';

/** Gives every deferred image in `root` that has none its file (a page no React will hydrate). */
export function showDeferredImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]:not([src])`))
    image.src = image.getAttribute(DEFERRED_SRC)!;
}

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
        src={hydrated ? src : undefined}
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
