import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without the web platform pieces ky (and other fetch users) need. Node 20 has them
 * all; copy Node's into the jsdom window so tests exercise the real ky code paths.
 */
export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const g = this.global as unknown as Record<string, unknown>;
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'Blob',
      'structuredClone',
      'DOMException',
    ] as const;
    for (const name of names) {
      g[name] = (globalThis as unknown as Record<string, unknown>)[name];
    }
    // jsdom's crypto has no `subtle` (the proof-of-work solver hashes with it): use Node's.
    Object.defineProperty(g, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}
