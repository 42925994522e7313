/**
 * Test harness for the auth pages: the remote's real route tree inside a memory router, a
 * probe for where navigation ended up, and a fetch mock at the ky boundary.
 */
import { configureApi } from '@thrive/api-client';
import { authStore } from '@thrive/auth-store';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';

export const API_BASE = 'http://api.test/api/v1';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Reply = Response | Promise<Response>;
export type Handler = (request: SentRequest) => Reply;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces fetch. Like a real fetch it reads the request body first (ky waits for that), then
 * answers with the handler registered for the path; unknown paths get a 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.text();
    const entry: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1', ''),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('authorization'),
    };
    sent.push(entry);
    const handler = handlers[entry.path];
    return handler ? handler(entry) : json(404, { error: 'Not found' });
  }) as typeof fetch;
  return sent;
}

/** A reply that never arrives until `resolve` is called: for "in progress" states. */
export function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Shows where the router is, and with what state (for pages outside this remote). */
function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <div
      data-testid="location"
      data-pathname={pathname}
      data-state={JSON.stringify(state ?? null)}
    />
  );
}

export function currentLocation() {
  const probe = screen.getByTestId('location');
  return {
    pathname: probe.dataset.pathname,
    state: JSON.parse(probe.dataset.state ?? 'null') as unknown,
  };
}

/** Renders the remote at `path` with navigation `state`, with fake timers driving userEvent. */
export function renderAt(path: string, state?: unknown) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <App />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

export const ada = {
  id: 'u-1',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  premium: false,
  created_at: '2025-09-20T10:00:00.000Z',
};

let consoleError: jest.SpyInstance;

/** Fresh store, API base and fake timers for every test; console.error captured. */
export function setupAuthTests() {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    authStore.getState().clear();
    configureApi({ baseUrl: API_BASE, timeoutMs: 5_000 });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });
  return { consoleError: () => consoleError };
}
