import Carousel, { type ButtonGroupProps, type ResponsiveType } from 'react-multi-carousel';
import {
  getOriginalCounterPart,
  getOriginalIndexLookupTableByClones,
} from 'react-multi-carousel/lib/utils/clones';
import 'react-multi-carousel/lib/styles.css';
import { WRITER_SLIDES, WRITERS } from '../writers/writers';
import { WriterCard } from './WriterCard';
import type { WritersCarouselProps } from './WritersCarousel';
import styles from './WritersCarousel.module.css';

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
      aria-label={direction === 'previous' ? WRITER_SLIDES.previous : WRITER_SLIDES.next}
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
 * The carousel's controls under the slides, in the order they are seen: previous, one dot
 * per writer, next. One element in that order, so Tab goes the way the eye does (the
 * library would put its dots before the button group).
 */
function Controls({ previous, next, goToSlide, carouselState }: ButtonGroupProps) {
  const slides = WRITERS.length;
  // In infinite mode the library keeps clones before and after the writers: the position of
  // writer 0 and the lookup from any position to its writer come from its own helpers.
  let activeWriter = 0;
  let firstWriterSlide = 0;
  if (carouselState) {
    const lookup = getOriginalIndexLookupTableByClones(carouselState.slidesToShow, [...WRITERS]);
    activeWriter = lookup[carouselState.currentSlide] ?? 0;
    firstWriterSlide = getOriginalCounterPart(0, carouselState, [...WRITERS]);
  }
  return (
    <div className={styles.controls}>
      <ArrowButton direction="previous" onClick={() => previous?.()} />
      <ul className={styles.dots}>
        {Array.from({ length: slides }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.dot}
              onClick={() => goToSlide?.(firstWriterSlide + index)}
              aria-label={WRITER_SLIDES.show(index + 1, slides)}
              aria-current={index === activeWriter ? 'true' : undefined}
            >
              <span aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ArrowButton direction="next" onClick={() => next?.()} />
    </div>
  );
}

/**
 * The writer cards in react-multi-carousel: infinite, draggable and swipeable, with previous/next
 * arrows and dots. Its own module, loaded after hydration (see WritersCarousel); until then the
 * same cards are a plain list of the same size (WritersList).
 */
export default function WriterSlides({ ssr, deviceType }: WritersCarouselProps) {
  return (
    <Carousel
      responsive={WRITERS_RESPONSIVE}
      infinite
      draggable
      swipeable
      // Arrows and dots: our own, under the slides, in reading order (see Controls).
      arrows={false}
      customButtonGroup={<Controls />}
      renderButtonGroupOutside
      showDots={false}
      // The library's keyboard control listens on the whole window; the arrow buttons
      // are enough, and arrow keys keep working in text fields.
      keyBoardControl={false}
      ssr={ssr}
      deviceType={deviceType}
      containerClass={styles.list}
      itemClass={styles.item}
    >
      {WRITERS.map((writer) => (
        <WriterCard key={writer.id} writer={writer} />
      ))}
    </Carousel>
  );
}
