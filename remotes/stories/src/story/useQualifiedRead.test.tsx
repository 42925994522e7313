import { act, render, waitFor } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import {
  json,
  mockApi,
  restoreFetch,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { useQualifiedRead } from './useQualifiedRead';

const TOKEN = 'reader-token-0123456789abcdef';
const START = '7.1764536000000.signature-of-the-server-0123456789abcdefghijk';

function Story({ slug }: { slug: string }) {
  useQualifiedRead(slug);
  return <h1>A story</h1>;
}

let calls: RecordedCall[];
beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  mockApi((call) => {
    calls.push(call);
    return call.url.endsWith('/reads/start')
      ? json(200, { token: START, seconds: 30 })
      : json(200, { counted: true });
  });
});
afterEach(() => {
  act(() => authStore.getState().clear());
  jest.useRealTimers();
  restoreFetch();
});

const signIn = () =>
  act(() =>
    authStore
      .getState()
      .setSession(TOKEN, { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' }),
  );
const reports = () => calls.filter((c) => c.url.endsWith('/stories/rest/reads'));
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

it("a signed-in reader's read is started on the server and reported after 30 s on the page, once", async () => {
  signIn();
  render(<Story slug="rest" />);
  await waitFor(() =>
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringMatching(/\/stories\/rest\/reads\/start$/),
    ]),
  );
  await wait(29_000);
  expect(reports()).toEqual([]);
  await wait(1_000);
  expect(reports()).toHaveLength(1);
  expect(reports()[0]!.body).toEqual({ token: START });
  await wait(120_000);
  expect(reports()).toHaveLength(1);
});

it('time with the tab hidden does not count', async () => {
  signIn();
  render(<Story slug="rest" />);
  await waitFor(() => expect(calls).toHaveLength(1));
  await wait(20_000);
  setVisibility('hidden');
  await wait(60_000);
  expect(reports()).toEqual([]);
  setVisibility('visible');
  await wait(9_000);
  expect(reports()).toEqual([]);
  await wait(1_000);
  expect(reports()).toHaveLength(1);
});

it('a signed-out reader reports nothing', async () => {
  render(<Story slug="rest" />);
  await wait(60_000);
  expect(calls).toEqual([]);
});
