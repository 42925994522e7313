import { useEffect, useState } from 'react';

/** SPEC section 9: the admin layout needs a window at least 1172 px wide. */
export const MIN_CONSOLE_WIDTH = 1172;

export function isWideEnough(width: number): boolean {
  return width >= MIN_CONSOLE_WIDTH;
}

/** The window's inner width, kept current as the window resizes. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
