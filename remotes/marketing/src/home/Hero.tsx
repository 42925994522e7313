import { Link } from 'react-router-dom';
import { buttonClassName, VisuallyHidden } from '@thrive/ui';
import heroArt from '../assets/illustrations/hero.svg';
import { HERO, TYPING } from '../content/home';
import { useTypingWord } from './useTypingWord';
import ui from '../common/Section.module.css';
import styles from './Hero.module.css';
import { paths } from '@thrive/platform';

/** 'Changing lives, one story/answer/consult at a time', typed; Get Started → /signup. */
export function Hero() {
  const { word, pauseControl } = useTypingWord(TYPING);
  const sentence = `${HERO.headingBefore} ${TYPING.words.join(', ')} ${HERO.headingAfter}`;
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={ui.eyebrow}>{HERO.eyebrow}</p>
          <h1 id="hero-heading" className={styles.heading}>
            <VisuallyHidden>{sentence}</VisuallyHidden>
            <span aria-hidden="true">
              {HERO.headingBefore} <span className={styles.wordLine}>{word}</span>{' '}
              {HERO.headingAfter}
            </span>
          </h1>
          <p className={styles.lead}>{HERO.lead}</p>
          <div className={styles.actions}>
            <Link to={paths.signup} className={`${buttonClassName('primary')} ${styles.cta}`}>
              {HERO.cta}
            </Link>
            <a href="#how-it-works" className={buttonClassName('secondary')}>
              {HERO.secondaryCta}
            </a>
          </div>
          {/* Always there, so the page does not move when reduced motion (no animation, no
              button) applies right after hydration. */}
          <div className={styles.pause}>{pauseControl}</div>
        </div>
        <div className={styles.art}>
          <img src={heroArt} width={560} height={500} alt={HERO.imageAlt} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
