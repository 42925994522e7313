import { useEffect, useState } from 'react';
import { useHydrated } from '@thrive/ui';

/**
 * True once `element` has come within `margin` of the screen (at once where IntersectionObserver
 * is missing). What only matters there (a clip, a carousel's code) then stays off the data plan
 * of readers who never scroll that far, and off the page's first load.
 */
export function useNearView(element: HTMLElement | null, margin: string): boolean {
  // Starts false on the server and while hydrating, so the hydrating render matches the
  // prerendered HTML.
  const hydrated = useHydrated();
  const observable = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, observable, margin]);
  return near || (hydrated && !observable);
}
