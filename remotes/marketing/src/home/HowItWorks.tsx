import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { DeferredImage, useDataSaver, usePrefersReducedMotion } from '@thrive/ui';
import clip from '../assets/video/how-it-works.webm';
import poster from '../assets/video/how-it-works-poster.webp';
import { PauseButton } from '../common/PauseButton';
import { useNearView } from '../common/useNearView';
import { HOW_IT_WORKS } from '../content/home';
import ui from '../common/Section.module.css';
import styles from './HowItWorks.module.css';

/** Start fetching the clip (240 KB) when it is this close to the screen. */
const NEAR_VIEW_MARGIN = '300px 0px';

/**
 * The 'How it works' clip: silent, looping, autoplaying (muted and inline, so phones allow
 * it) once it is near the screen. It has a pause/play button, and under
 * prefers-reduced-motion it does not autoplay. With the data saver on, only its still shows
 * and not a byte of the clip is fetched until the reader presses Play. The steps it shows are
 * also written out beside it (the text alternative).
 */
export function HowItWorks() {
  const reduced = usePrefersReducedMotion();
  const dataSaver = useDataSaver();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [figure, setFigure] = useState<HTMLElement | null>(null);
  const near = useNearView(figure, NEAR_VIEW_MARGIN);
  const [playing, setPlaying] = useState(false);
  const [playPressed, setPlayPressed] = useState(false);
  const held = dataSaver && !playPressed;
  // The clip's source exists only once it may load: near the screen, and not held back.
  const load = near && !held;
  const stepsId = useId();

  // React sets `muted` only as a property; some browsers need the attribute to allow autoplay.
  const setVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video) {
      video.muted = true;
      video.defaultMuted = true;
      video.setAttribute('muted', '');
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !load) return;
    if (reduced && !playPressed) {
      video.pause();
      return;
    }
    // Autoplay can still be refused (browser policy): the button then says Play.
    video.play()?.catch(() => setPlaying(false));
  }, [load, reduced, playPressed]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (held) {
      // The effect above plays it once its source is in.
      setPlayPressed(true);
      return;
    }
    if (video.paused) video.play()?.catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <section
      id="how-it-works"
      className={`${ui.section} ${styles.section}`}
      aria-labelledby="how-heading"
      tabIndex={-1}
    >
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="how-heading" className={ui.title}>
            {HOW_IT_WORKS.heading}
          </h2>
          <p className={ui.lead}>{HOW_IT_WORKS.lead}</p>
          <ol id={stepsId} className={styles.steps}>
            {HOW_IT_WORKS.steps.map((step, index) => (
              <li key={step.title}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.stepBody}>{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <figure className={styles.media} ref={setFigure}>
          <div className={styles.frame}>
            {/* A still of the clip, lazy like any image below the first screen (a video's
                poster is fetched with the page, on a slow link beside the scripts it needs). The
                video covers it once it has frames. */}
            <DeferredImage className={styles.still} src={poster} alt="" />
            <video
              ref={setVideo}
              className={styles.video}
              autoPlay={!reduced && !held}
              muted
              loop
              playsInline
              width={640}
              height={360}
              preload={load && !reduced ? 'auto' : 'none'}
              aria-label={HOW_IT_WORKS.videoLabel}
              aria-describedby={stepsId}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
            >
              {load && <source src={clip} type="video/webm" />}
            </video>
          </div>
          <figcaption className={styles.caption}>
            <span>
              {HOW_IT_WORKS.caption}
              {/* In the markup until Play, shown by the stylesheet while the data saver is on:
                  the page may be used without its scripts then (the shell's loader holds them
                  back), and the note must be there from the first paint. */}
              {!playPressed && <span className={styles.held}>{HOW_IT_WORKS.videoHeld}</span>}
            </span>
            <PauseButton paused={!playing} onToggle={toggle} what="video" />
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
