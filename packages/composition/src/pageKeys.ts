import { NOT_FOUND_PATH } from './contract.ts';

/** The page key a path is looked up by: React Router matches paths case-insensitively and
 * with a trailing slash, so the server and the browser's preparePage do too. */
export const pageKeyOf = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * A page key with `:parameters` (`/stories/:slug`) that matches the path, as React Router
 * matches it: same number of segments, each literal equal, each parameter non-empty.
 */
export function patternKeyFor(keys: readonly string[], key: string): string | undefined {
  const segments = key.split('/');
  return keys.find((pattern) => {
    if (!pattern.includes('/:') || pattern.includes('?')) return false;
    const parts = pattern.toLowerCase().split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}

/** The key of the page that answers a path: its own, a `:parameter` page, or the not-found page. */
export function pageKeyFor(keys: readonly string[], path: string): string | undefined {
  const exact = pageKeyOf(path);
  if (keys.includes(exact)) return exact;
  return patternKeyFor(keys, exact) ?? (keys.includes(NOT_FOUND_PATH) ? NOT_FOUND_PATH : undefined);
}
