import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@thrive/ui';
import styles from './Marquee.module.css';

export interface MarqueeProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Accessible name of the row, e.g. 'Testimonials, first row'. */
  label: string;
  /** Seconds for one full cycle. */
  durationSeconds: number;
  direction?: 'left' | 'right';
  /** Paused from outside (the section's pause button). */
  paused?: boolean;
  /** The reader pressed Play: the data saver's hold does not apply to this row. */
  playRequested?: boolean;
  className?: string;
  itemClassName?: string;
}

/**
 * A row that scrolls forever. The list is rendered twice so the loop has no seam; the copy is
 * hidden from assistive technology and made inert so it can't be focused. The row pauses while
 * hovered or focused, when `paused` is set, and never moves under prefers-reduced-motion (the
 * items then simply wrap).
 */
export function Marquee<T>({
  items,
  renderItem,
  getKey,
  label,
  durationSeconds,
  direction = 'left',
  paused = false,
  playRequested = false,
  className,
  itemClassName,
}: MarqueeProps<T>) {
  const reduced = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const list = (copy: 'original' | 'duplicate') => (
    <ul
      className={styles.track}
      data-copy={copy}
      aria-hidden={copy === 'duplicate' ? true : undefined}
      inert={copy === 'duplicate' ? true : undefined}
    >
      {items.map((item) => (
        <li key={getKey(item)} className={itemClassName}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      role="group"
      aria-label={label}
      // Focusable so keyboard users can stop the row by moving to it, as a mouse user can by
      // hovering over it.
      tabIndex={reduced ? undefined : 0}
      className={[
        styles.marquee,
        direction === 'right' ? styles.right : '',
        reduced ? styles.still : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-paused={reduced || paused || hovered || focused ? 'true' : 'false'}
      data-motion={reduced ? 'reduced' : 'full'}
      // With the data saver on, the page's head holds every `data-marquee=""` row still from the
      // first paint (@thrive/composition dataSaver.ts); one the reader set moving is left alone.
      data-marquee={playRequested ? 'played' : ''}
      style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {list('original')}
      {!reduced && list('duplicate')}
    </div>
  );
}
