import { useCallback, useMemo, useRef, useState } from 'react';
import TypeIt from 'typeit-react';
import { useHydrated, usePrefersReducedMotion } from '@thrive/ui';
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
  // Prerendered HTML and the hydrating render cannot know the reader's motion preference:
  // both show the first word, still, so the word never flashes empty before it applies.
  const hydrated = useHydrated();
  const instance = useRef<TypingInstance | null>(null);
  /** Index of the word being typed or erased (typeit says so before typing each one). */
  const current = useRef(0);
  /** Paused: the word shown, whole and still. Null while typing. */
  const [pausedOn, setPausedOn] = useState<number | null>(null);
  /** Which word a (re)started animation types first; bumped on resume to restart it. */
  const [startAt, setStartAt] = useState(0);
  const paused = pausedOn !== null;

  const togglePause = useCallback(() => {
    if (pausedOn === null) {
      // Freezing typeit mid-word could leave half a word, or nothing at all between two
      // words: show the word in progress whole and still instead.
      instance.current?.freeze();
      setPausedOn(current.current);
    } else {
      // Play goes on with the next word, typed from its first letter.
      setStartAt((pausedOn + 1) % words.length);
      setPausedOn(null);
    }
  }, [pausedOn, words.length]);

  // Stable across renders: typeit-react re-applies its options whenever the object changes.
  const options = useMemo(() => {
    const order = [...words.slice(startAt), ...words.slice(0, startAt)];
    return {
      strings: order,
      speed: typeSpeed,
      deleteSpeed: backSpeed,
      loop,
      breakLines: false,
      // Exact speeds: typeit otherwise varies them to look like a person typing.
      lifeLike: false,
      nextStringDelay: WORD_HOLD_MS,
      loopDelay: WORD_HOLD_MS,
      cursorChar: '|',
      beforeString: (text: string) => {
        const index = words.indexOf(text);
        if (index >= 0) current.current = index;
      },
    };
  }, [words, typeSpeed, backSpeed, loop, startAt]);

  let word;
  if (reduced || !hydrated) {
    word = (
      <span className={styles.word} data-typing="off">
        {words[0]}
      </span>
    );
  } else if (paused) {
    word = (
      <span className={styles.word} data-typing="paused">
        {words[pausedOn]}
      </span>
    );
  } else {
    word = (
      <TypeIt
        // A new instance per start word: resuming types the next word from the beginning.
        key={startAt}
        as="span"
        className={styles.word}
        data-typing="on"
        options={options}
        getAfterInit={(typeIt) => {
          instance.current = typeIt;
          return typeIt;
        }}
      />
    );
  }

  const pauseControl = reduced ? null : (
    <PauseButton paused={paused} onToggle={togglePause} what="typing animation" />
  );

  return { word, pauseControl, reduced };
}
