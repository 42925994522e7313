import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { LoadingState } from '@thrive/ui';
import type { PagePresenceProps } from './PagePresence';

type PagePresenceComponent = ComponentType<PagePresenceProps>;

let loadedPresence: PagePresenceComponent | null = null;
let loadingPresence: Promise<PagePresenceComponent> | null = null;

/** Loads motion and the page transition once; later calls share the same promise. */
export function loadPagePresence(): Promise<PagePresenceComponent> {
  loadingPresence ??= import('./PagePresence').then((module) => {
    loadedPresence = module.default;
    return module.default;
  });
  return loadingPresence;
}

/** The first signs that the user is about to do something (and may leave the page). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The routed page, animated on page changes with motion's AnimatePresence (PagePresence).
 * The first page never animates, so motion is not part of the first load: it is fetched on
 * the user's first interaction, and transitions start with the first navigation after that
 * (a navigation before it has loaded just swaps the page). `useOutlet()` captures the page
 * element for this location, so a leaving page keeps rendering itself while it fades out.
 * It holds no state that changes right after hydration (PagePresence reads reduced motion):
 * a re-render here while the prerendered page is still hydrating would replace it.
 */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const [Presence, setPresence] = useState<PagePresenceComponent | null>(() => loadedPresence);
  // Switching to the animated tree remounts the page, so it only happens on a page change.
  const [animating, setAnimating] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);

  useEffect(() => {
    if (Presence) return;
    let active = true;
    const load = () => {
      void loadPagePresence()
        .then((component) => active && setPresence(() => component))
        .catch(() => undefined); // No transitions is fine; the pages still work.
    };
    if (loadedPresence) load();
    for (const event of INTENT_EVENTS)
      window.addEventListener(event, load, { once: true, passive: true });
    return () => {
      active = false;
      for (const event of INTENT_EVENTS) window.removeEventListener(event, load);
    };
  }, [Presence]);

  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (Presence && !animating) setAnimating(true);
  }

  // Each page is its own chunk; the header and footer stay while it loads.
  const page = <Suspense fallback={<LoadingState />}>{outlet}</Suspense>;
  if (Presence && animating) {
    return <Presence pathname={pathname}>{page}</Presence>;
  }
  return (
    <div key={pathname} data-page={pathname}>
      {page}
    </div>
  );
}
