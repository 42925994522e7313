import { authStore, TOKEN_KEY, USER_KEY } from '@thrive/auth-store';

/** Logging in or out in one tab updates every other open tab of the site. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
      authStore.getState().rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
