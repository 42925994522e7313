import { useCallback, useMemo, useRef, useState } from 'react';
import TypeIt from 'typeit-react';
import { usePrefersReducedMotion } from '@thrive/ui';
import { PauseButton } from '../common/PauseButton';
import styles from './TypingWord.module.css';

/** The parts of a TypeIt instance this component drives (typeit's own type is not exported by typeit-react). */
interface TypingInstance {
  freeze: () => void;
  unfreeze: () => void;
}

export interface TypingWordProps {
  words: readonly string[];
  /** Milliseconds per typed character. */
  typeSpeed: number;
  /** Milliseconds per deleted character. */
  backSpeed: number;
  loop: boolean;
  className?: string;
}

/** How long a finished word stays before it is erased (and before the loop restarts). */
export const WORD_HOLD_MS = 1600;

/**
 * Types each word, erases it and types the next, forever (typeit-react). Purely visual: the
 * heading it sits in carries the full sentence for assistive technology. It has a pause
 * button (it moves for more than 5 s) and under prefers-reduced-motion shows the first word,
 * still.
 */
export function useTypingWord({ words, typeSpeed, backSpeed, loop }: TypingWordProps) {
  const reduced = usePrefersReducedMotion();
  const instance = useRef<TypingInstance | null>(null);
  const [paused, setPaused] = useState(false);

  const togglePause = useCallback(() => {
    const pausing = !paused;
    // Typing stops at its next step; the blinking cursor is hidden meanwhile (see the CSS).
    if (pausing) instance.current?.freeze();
    else instance.current?.unfreeze();
    setPaused(pausing);
  }, [paused]);

  // Stable across renders: typeit-react re-applies its options whenever the object changes.
  const options = useMemo(
    () => ({
      strings: [...words],
      speed: typeSpeed,
      deleteSpeed: backSpeed,
      loop,
      breakLines: false,
      // Exact speeds: typeit otherwise varies them to look like a person typing.
      lifeLike: false,
      nextStringDelay: WORD_HOLD_MS,
      loopDelay: WORD_HOLD_MS,
      cursorChar: '|',
    }),
    [words, typeSpeed, backSpeed, loop],
  );

  const word = reduced ? (
    <span className={styles.word} data-typing="off">
      {words[0]}
    </span>
  ) : (
    <span className={paused ? styles.paused : undefined}>
      <TypeIt
        as="span"
        className={styles.word}
        data-typing="on"
        options={options}
        getAfterInit={(typeIt) => {
          instance.current = typeIt;
          return typeIt;
        }}
      />
    </span>
  );

  const pauseControl = reduced ? null : (
    <PauseButton paused={paused} onToggle={togglePause} what="typing animation" />
  );

  return { word, pauseControl, reduced };
}
