import type { ReactNode } from 'react';
import { AnimatePresence, domAnimation, LazyMotion, m } from 'motion/react';
import { usePrefersReducedMotion } from '@thrive/ui';

/** Page-change timings: 0.1 s out + 0.2 s in, inside the spec's 0.2–0.3 s. */
export const PAGE_TRANSITION = { exit: 0.1, enter: 0.2 } as const;

export interface PagePresenceProps {
  pathname: string;
  children: ReactNode;
}

/**
 * The motion half of the page transition (loaded on demand, see AnimatedOutlet): the
 * leaving page fades out, then the new one fades and rises in. Instant under reduced motion.
 */
export default function PagePresence({ pathname, children }: PagePresenceProps) {
  const reduced = usePrefersReducedMotion();
  return (
    // LazyMotion + `m` keep motion to the DOM animation features this needs.
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence mode="wait">
        <m.div
          key={pathname}
          data-page={pathname}
          data-transition="motion"
          initial={{ opacity: 0, y: reduced ? 0 : 12 }}
          animate={{
            opacity: 1,
            y: 0,
            transition: { duration: reduced ? 0 : PAGE_TRANSITION.enter, ease: 'easeOut' },
          }}
          exit={{ opacity: 0, transition: { duration: reduced ? 0 : PAGE_TRANSITION.exit } }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
