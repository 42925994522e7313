/** Test helpers for code that calls the API through the shared client (jest only). */
import { configureApi } from '../apiClient';

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

const realFetch = globalThis.fetch;

/** The base URL tests point the shared client at. */
export const TEST_API = 'http://api.test/api/v1';

/**
 * Replaces fetch with `respond` and records every call. Like a real server it reads the
 * request body first (ky waits for that; see packages/api-client's tests).
 */
export function mockApi(
  respond: (call: RecordedCall) => Response | Promise<Response>,
): RecordedCall[] {
  configureApi({ baseUrl: TEST_API, timeoutMs: 5_000 });
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call = {
      url: request.url,
      method: request.method,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return calls;
}

export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Silences (and exposes) the 'API Error:' log the client writes on every failure. */
export function silenceApiErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
