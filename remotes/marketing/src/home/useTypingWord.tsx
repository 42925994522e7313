import { lazy, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OptionalPart, useDataSaver, usePrefersReducedMotion } from '@thrive/ui';
import { PauseButton } from '../common/PauseButton';
import { TYPING_PAUSE_WHAT } from '../content/home';
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

/**
 * typeit-react runs only after hydration (the prerendered page shows the first word, still), so
 * its code is fetched then, off the path to a usable page (on 400 kbit/s every KB before
 * hydration is 20 ms more), and never while the data saver holds the animation.
 */
const TypeIt = lazy(() => import('typeit-react'));

/** How long a finished word stays before it is erased (and before the loop restarts). */
export const WORD_HOLD_MS = 1600;

/**
 * Types each word, erases it and types the next, forever (typeit-react). Purely visual: the
 * heading it sits in carries the full sentence for assistive technology. It has a pause
 * button (it moves for more than 5 s) and under prefers-reduced-motion shows the first word,
 * still. With the data saver on it starts paused (the library is not even fetched); the
 * reader's Play wins.
 */
export function useTypingWord({ words, typeSpeed, backSpeed, loop }: TypingWordProps) {
  const reduced = usePrefersReducedMotion();
  // Prerendered HTML and the hydrating render cannot know the reader's motion preference: both
  // show the first word, still, so the word never flashes empty before it applies. The animation
  // starts once hydrated (an effect), as a transition: while typeit's code arrives React keeps
  // the still word on screen instead of committing a fallback, which would hold back the rest of
  // the page's hydration for React's 300 ms fallback throttle (FALLBACK_THROTTLE_MS).
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  const instance = useRef<TypingInstance | null>(null);
  /** Index of the word being typed or erased (typeit says so before typing each one). */
  const current = useRef(0);
  const dataSaver = useDataSaver();
  /** Paused by the reader: the word shown, whole and still. Null otherwise. */
  const [pausedOn, setPausedOn] = useState<number | null>(null);
  /** The reader pressed Play: the data saver no longer holds the animation. */
  const [played, setPlayed] = useState(false);
  /** Which word a (re)started animation types first; bumped on resume to restart it. */
  const [startAt, setStartAt] = useState(0);
  const stillOn = pausedOn ?? (dataSaver && !played ? 0 : null);
  const paused = stillOn !== null;

  const togglePause = useCallback(() => {
    if (stillOn === null) {
      // Freezing typeit mid-word could leave half a word, or nothing at all between two
      // words: show the word in progress whole and still instead.
      instance.current?.freeze();
      setPausedOn(current.current);
    } else {
      // Play goes on with the next word, typed from its first letter.
      setStartAt((stillOn + 1) % words.length);
      setPausedOn(null);
      setPlayed(true);
    }
  }, [stillOn, words.length]);

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
  if (reduced || !started) {
    word = (
      <span className={styles.word} data-typing="off">
        {words[0]}
      </span>
    );
  } else if (paused) {
    word = (
      <span className={styles.word} data-typing="paused">
        {words[stillOn]}
      </span>
    );
  } else {
    word = (
      // While its code arrives (or if it never does), the word it will type first, still.
      <OptionalPart
        fallback={
          <span className={styles.word} data-typing="off">
            {words[startAt]}
          </span>
        }
      >
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
      </OptionalPart>
    );
  }

  const pauseControl = reduced ? null : (
    <PauseButton paused={paused} onToggle={togglePause} what={TYPING_PAUSE_WHAT()} />
  );

  return { word, pauseControl, reduced };
}
