import { useEffect, useState } from 'react';
import type { ModerationSpeed } from '@thrive/admin-contract';
import { adminApi } from '../api/adminApi';

/** How often every console page checks for urgent items waiting too long. */
export const URGENT_CHECK_MS = 60_000;

/** The moderation-speed figures, read now and every URGENT_CHECK_MS (null until known). */
export function useModerationSpeed(): ModerationSpeed | null {
  const [speed, setSpeed] = useState<ModerationSpeed | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      adminApi
        .get<ModerationSpeed>(
          '/admin/moderation-speed',
          'The moderation figures could not be loaded.',
        )
        .then(
          (answer) => current && setSpeed(answer),
          // A missed check is tried again at the next one; what is shown stays.
          () => undefined,
        );
    void read();
    const timer = setInterval(() => void read(), URGENT_CHECK_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);
  return speed;
}

/** '4 min', '1 h 5 min', '40 s' */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
