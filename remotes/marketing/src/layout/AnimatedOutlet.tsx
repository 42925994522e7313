import { Suspense } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { AnimatePresence, m } from 'motion/react';
import { LoadingState, usePrefersReducedMotion } from '@thrive/ui';

/** Page-change timings: 0.1 s out + 0.2 s in, inside the spec's 0.2–0.3 s. */
export const PAGE_TRANSITION = { exit: 0.1, enter: 0.2 } as const;

/**
 * The routed page with an enter/exit animation. `useOutlet()` captures the page element for
 * this location, so the leaving page keeps rendering itself while it fades out. Under
 * prefers-reduced-motion pages swap instantly.
 */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const reduced = usePrefersReducedMotion();
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={pathname}
        data-page={pathname}
        initial={{ opacity: 0, y: reduced ? 0 : 12 }}
        animate={{
          opacity: 1,
          y: 0,
          transition: { duration: reduced ? 0 : PAGE_TRANSITION.enter, ease: 'easeOut' },
        }}
        exit={{ opacity: 0, transition: { duration: reduced ? 0 : PAGE_TRANSITION.exit } }}
      >
        {/* Each page is its own chunk; the header and footer stay while it loads. */}
        <Suspense fallback={<LoadingState />}>{outlet}</Suspense>
      </m.div>
    </AnimatePresence>
  );
}
