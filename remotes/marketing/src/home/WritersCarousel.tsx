import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { OptionalPart } from '@thrive/ui';
import { useNearView } from '../common/useNearView';
import { WRITERS_SECTION } from '../content/home';
import { WRITERS } from '../writers/writers';
import ui from '../common/Section.module.css';
import { WriterCard } from './WriterCard';
import styles from './WritersCarousel.module.css';

/**
 * The carousel library lays the cards out only in the browser (its server markup is an empty
 * track), so it is fetched once the page has hydrated and the section comes near the screen:
 * its 7 KB (brotli) are not on the path to a usable page, and a reader who never scrolls that
 * far never pays for them. Until then, and without JavaScript, the cards are a plain list.
 */
const WriterSlides = lazy(() => import('./WriterSlides'));

/** About a screen ahead on a phone: on 400 kbit/s the slides are there when the reader is. */
const NEAR_VIEW_MARGIN = '800px 0px';

/**
 * The cards in the page's own markup (prerendered, and what stays without JavaScript or when the
 * carousel's code cannot come): a list of links scrolled sideways, laid out as the carousel's
 * first view (one card on a phone, two from 768 px, as tall as the tallest card) with the room
 * of its controls under it, so nothing moves when the carousel takes its place.
 */
const writersList = (
  <>
    <ul className={`${styles.list} ${styles.plainList}`}>
      {WRITERS.map((writer) => (
        <li key={writer.id} className={styles.item}>
          <WriterCard writer={writer} />
        </li>
      ))}
    </ul>
    <div className={styles.controlsRoom} />
  </>
);

export interface WritersCarouselProps {
  /** For tests and server rendering: react-multi-carousel lays out nothing in jsdom otherwise. */
  ssr?: boolean;
  deviceType?: 'desktop' | 'tablet' | 'mobile';
}

/**
 * 'Our Writers': the cards in a carousel (WriterSlides) that never moves on its own. Slides out
 * of view are aria-hidden by the library; they are also made inert here so their links can't be
 * tabbed to.
 */
export function WritersCarousel({ ssr, deviceType }: WritersCarouselProps) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const near = useNearView(root, NEAR_VIEW_MARGIN);
  const attach = useCallback((element: HTMLDivElement | null) => {
    rootRef.current = element;
    setRoot(element);
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const sync = () => {
      root.querySelectorAll<HTMLElement>('.react-multi-carousel-item').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <section className={`${ui.section} ${styles.section}`} aria-labelledby="writers-heading">
      <div className={ui.container}>
        <div className={styles.head}>
          <div>
            <h2 id="writers-heading" className={ui.title}>
              {WRITERS_SECTION.heading}
            </h2>
            <p className={ui.lead}>{WRITERS_SECTION.lead}</p>
          </div>
        </div>
        <div
          ref={attach}
          className={styles.carousel}
          role="group"
          aria-roledescription="carousel"
          aria-label={WRITERS_SECTION.cardsLabel}
        >
          {near ? (
            // Offline or refused, the list stays; the page around it is kept.
            <OptionalPart fallback={writersList}>
              <WriterSlides ssr={ssr} deviceType={deviceType} />
            </OptionalPart>
          ) : (
            writersList
          )}
        </div>
      </div>
    </section>
  );
}
