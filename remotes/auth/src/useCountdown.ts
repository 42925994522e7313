import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (a `Date.now()` time), re-rendering on each whole second
 * and exactly at the deadline. Computed from the clock, so a throttled background tab
 * still shows the right value when it wakes.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = deadline - current;
      // Wake on the next whole second of the countdown, so the deadline itself is never late.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  return Math.max(0, deadline - now);
}
