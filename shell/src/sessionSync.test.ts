import { authStore } from '@thrive/auth-store';
import { syncSessionAcrossTabs } from './sessionSync';

describe('syncSessionAcrossTabs', () => {
  afterEach(() => {
    localStorage.clear();
    authStore.getState().clear();
  });

  it('picks up a login and a logout made in another tab', () => {
    const stop = syncSessionAcrossTabs();
    // Another tab writes storage; this tab only receives the storage event.
    localStorage.setItem('authToken', 'from-other-tab');
    localStorage.setItem('authUser', JSON.stringify({ first_name: 'Ada' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authUser' }));
    expect(authStore.getState().user?.first_name).toBe('Ada');

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(authStore.getState().token).toBeNull();
    stop();
  });

  it('ignores unrelated keys', () => {
    const stop = syncSessionAcrossTabs();
    localStorage.setItem('authToken', 't');
    localStorage.setItem('authUser', JSON.stringify({ first_name: 'Ada' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(authStore.getState().token).toBeNull();
    stop();
  });
});
