import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import Carousel, {
  type ButtonGroupProps,
  type DotProps,
  type ResponsiveType,
} from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import { VisuallyHidden } from '@thrive/ui';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { WRITERS_SECTION } from '../content/home';
import { WRITERS, type WriterCard } from '../content/writers';
import ui from '../common/Section.module.css';
import styles from './WritersCarousel.module.css';
import { paths } from '@thrive/platform';

/** Cards per view by width (SPEC section 9): 1 at 220–768 px, 2 at 768–1024 px and 1024–3000 px. */
export const WRITERS_RESPONSIVE: ResponsiveType = {
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 2 },
  tablet: { breakpoint: { max: 1024, min: 768 }, items: 2 },
  mobile: { breakpoint: { max: 768, min: 220 }, items: 1 },
};

function ArrowButton({
  direction,
  onClick,
}: {
  direction: 'previous' | 'next';
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.arrow}
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous writers' : 'Next writers'}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * The previous/next arrows, drawn under the slides at either end of the dots (the library's
 * own arrows sit on top of the cards and cover their text on phones).
 */
function Arrows({ previous, next }: ButtonGroupProps) {
  return (
    <div className={styles.arrows}>
      <ArrowButton direction="previous" onClick={() => previous?.()} />
      <ArrowButton direction="next" onClick={() => next?.()} />
    </div>
  );
}

function Dot({ index = 0, active = false, onClick }: DotProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.dot}
        onClick={onClick}
        aria-label={`Show writer ${index + 1} of ${WRITERS.length}`}
        aria-current={active ? 'true' : undefined}
      >
        <span aria-hidden="true" />
      </button>
    </li>
  );
}

function Card({ writer }: { writer: WriterCard }) {
  return (
    <article className={styles.card} style={{ backgroundColor: writer.bgColor }}>
      <div className={styles.cardTop}>
        <InitialsAvatar name={writer.name} size={64} background="#ffffff" />
        <div>
          <h3 className={styles.name}>{writer.name}</h3>
          <p className={styles.role}>{writer.role}</p>
        </div>
      </div>
      <p className={styles.description}>{writer.description}</p>
      <Link to={paths.signup} className={styles.read}>
        Start Reading<VisuallyHidden> stories by {writer.name}</VisuallyHidden>
      </Link>
    </article>
  );
}

export interface WritersCarouselProps {
  /** For tests and server rendering: react-multi-carousel lays out nothing in jsdom otherwise. */
  ssr?: boolean;
  deviceType?: 'desktop' | 'tablet' | 'mobile';
}

/**
 * 'Our Writers' (react-multi-carousel): infinite, draggable and swipeable, with previous/next
 * arrows and dots.
 * It never moves on its own. Slides out of view are aria-hidden by the library; they are
 * also made inert here so their links can't be tabbed to.
 */
export function WritersCarousel({ ssr, deviceType }: WritersCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);

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
          ref={rootRef}
          className={styles.carousel}
          role="group"
          aria-roledescription="carousel"
          aria-label="Writer cards"
        >
          <Carousel
            responsive={WRITERS_RESPONSIVE}
            infinite
            draggable
            swipeable
            // Previous/next arrows: our own, outside the slides (see Arrows).
            arrows={false}
            customButtonGroup={<Arrows />}
            renderButtonGroupOutside
            showDots
            renderDotsOutside
            // The library's keyboard control listens on the whole window; the arrow buttons
            // are enough, and arrow keys keep working in text fields.
            keyBoardControl={false}
            ssr={ssr}
            deviceType={deviceType}
            customDot={<Dot />}
            containerClass={styles.list}
            itemClass={styles.item}
            dotListClass={styles.dots}
          >
            {WRITERS.map((writer) => (
              <Card key={writer.id} writer={writer} />
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
