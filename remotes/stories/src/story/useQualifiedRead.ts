/**
 * Reports a qualified read of the story for its writer's earnings (issue 43): for a signed-in
 * reader, the page asks the API to start a read as it shows the story, then reports it once the
 * story has been on screen (the tab visible) for the seconds the API named. Hidden time does not
 * count. The API checks the time on its own clock and counts one read per reader, story and day;
 * a report that fails is simply not counted (the reader is never told: it is the writer's count).
 */
import { useEffect } from 'react';
import { useSignedInUser } from '@thrive/auth-store';
import { useHydrated } from '@thrive/ui';
import { storiesApi } from '../storiesApi';

export function useQualifiedRead(slug: string | null): void {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);

  useEffect(() => {
    if (!slug || !signedIn) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let token: string | null = null;
    let remainingMs = 0;
    let visibleSince = 0;

    const report = () => {
      timer = undefined;
      if (stopped || !token) return;
      stopped = true;
      storiesApi.read(slug, token).catch(() => undefined);
    };
    const resume = () => {
      if (stopped || !token || timer !== undefined || document.visibilityState !== 'visible')
        return;
      visibleSince = Date.now();
      timer = setTimeout(report, remainingMs);
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remainingMs = Math.max(0, remainingMs - (Date.now() - visibleSince));
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? resume() : pause());

    storiesApi.readStart(slug).then(
      (start) => {
        if (stopped) return;
        token = start.token;
        remainingMs = start.seconds * 1000;
        resume();
      },
      () => undefined,
    );
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [slug, signedIn]);
}
