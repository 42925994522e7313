import { createAuthStore, TOKEN_KEY, USER_KEY } from './authStore';

const ada = { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' };

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts logged out when nothing is stored', () => {
    const store = createAuthStore();
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('persists a session under authToken and authUser', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-123', ada);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(ada);
    expect(TOKEN_KEY).toBe('authToken');
    expect(USER_KEY).toBe('authUser');
  });

  it('restores the stored session on load', () => {
    localStorage.setItem('authToken', 'tok-456');
    localStorage.setItem('authUser', JSON.stringify(ada));
    const store = createAuthStore();
    expect(store.getState().token).toBe('tok-456');
    expect(store.getState().user).toEqual(ada);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a non-object', '"Ada"'],
    ['an array', '[]'],
    ['a user without first_name', '{"email":"a@b.c"}'],
  ])('treats %s in authUser as logged out', (_label, raw) => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('authUser', raw);
    const store = createAuthStore();
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('treats a user without a token as logged out', () => {
    localStorage.setItem('authUser', JSON.stringify(ada));
    expect(createAuthStore().getState().user).toBeNull();
  });

  it('clear() removes both keys and the in-memory session', () => {
    const store = createAuthStore();
    store.getState().setSession('tok', ada);
    store.getState().clear();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });

  it('rehydrate() picks up a session written by another tab', () => {
    const store = createAuthStore();
    localStorage.setItem('authToken', 'other-tab');
    localStorage.setItem('authUser', JSON.stringify(ada));
    store.getState().rehydrate();
    expect(store.getState().token).toBe('other-tab');
  });
});
