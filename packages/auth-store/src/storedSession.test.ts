import { createStoredSession } from './storedSession';

const options = {
  field: 'member' as const,
  tokenKey: 'testToken',
  whoKey: 'testMember',
  encode: (member: { id: number }) => JSON.stringify(member),
  decode: (stored: string) => JSON.parse(stored) as { id: number },
};

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('keeps the token and who is signed in under its own keys, and clears both', () => {
  const session = createStoredSession(options);
  expect(session.getState()).toMatchObject({ token: null, member: null });
  session.getState().signIn('token-1', { id: 7 });
  expect(session.getState()).toMatchObject({ token: 'token-1', member: { id: 7 } });
  expect(localStorage.getItem('testToken')).toBe('token-1');
  expect(localStorage.getItem('testMember')).toBe('{"id":7}');
  // Another store made from the same keys (a reload) reads the same session.
  expect(createStoredSession(options).getState()).toMatchObject({ member: { id: 7 } });
  session.getState().clear();
  expect(session.getState()).toMatchObject({ token: null, member: null });
  expect(localStorage.getItem('testToken')).toBeNull();
  expect(localStorage.getItem('testMember')).toBeNull();
});

it('reads a half-kept or unreadable session as signed out', () => {
  localStorage.setItem('testToken', 'token-2');
  expect(createStoredSession(options).getState()).toMatchObject({ token: null, member: null });
  localStorage.setItem('testMember', '{not json');
  expect(createStoredSession(options).getState()).toMatchObject({ token: null, member: null });
});

it('follows another tab signing in and out', () => {
  const session = createStoredSession(options);
  localStorage.setItem('testToken', 'token-3');
  localStorage.setItem('testMember', '{"id":9}');
  window.dispatchEvent(new StorageEvent('storage', { key: 'testToken' }));
  expect(session.getState()).toMatchObject({ token: 'token-3', member: { id: 9 } });
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  expect(session.getState()).toMatchObject({ token: null, member: null });
});

it('keeps the session in memory when storage is blocked', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  const session = createStoredSession(options);
  session.getState().signIn('token-4', { id: 1 });
  expect(session.getState()).toMatchObject({ token: 'token-4', member: { id: 1 } });
});
