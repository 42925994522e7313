import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@thrive/ui';
import { BecomeWriter } from './BecomeWriter';
import { DownloadSection } from './DownloadSection';
import { FaqAccordion } from './FaqAccordion';
import { ReturningReader } from '../returning/ReturningReader';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Newsletter } from './Newsletter';
import { Pillars } from './Pillars';
import { PremiumSection } from './PremiumSection';
import { Testimonials } from './Testimonials';
import { WritersCarousel } from './WritersCarousel';
import styles from './HomePage.module.css';

/** The sections below the first screen, in the spec's order. */
const BELOW_THE_FOLD = [
  Pillars,
  HowItWorks,
  WritersCarousel,
  BecomeWriter,
  PremiumSection,
  FaqAccordion,
  Testimonials,
  Newsletter,
];

/** Links like /#faq and /#download land on their section, also when arriving from another page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
}

/** Home (SPEC section 2), its sections in the spec's order. */
export default function HomePage() {
  useDocumentTitle();
  useScrollToHash();
  return (
    <>
      <ReturningReader />
      <Hero />
      <DownloadSection />
      <div className={styles.belowTheFold}>
        {BELOW_THE_FOLD.map((Section, index) => (
          // Each section is a Suspense boundary of its own: React hydrates and commits it apart
          // from the first screen and from the others, so no single task (a tap waits for it)
          // hydrates the whole long page. Nothing here suspends; the markup is unchanged.
          <Suspense key={index}>
            <Section />
          </Suspense>
        ))}
      </div>
    </>
  );
}
