/**
 * The form descriptors a remote publishes in its prerender/routes.json (`forms`), read by the
 * shell's server for the remote that owns a page. Revalidated after a couple of seconds, like
 * the composer's copy of the same file: a remote redeploy is picked up without a shell change.
 */
import {
  formPathMatches,
  remoteForPath,
  type FormDescriptor,
  type RuntimeConfig,
} from '@thrive/platform';
import { ROUTES_FILE, type PrerenderRoutes } from '@thrive/composition/server';

/** The forms of a page (its path without the locale prefix), their messages in `locale`. */
export type FormsOfPage = (
  config: RuntimeConfig,
  path: string,
  locale?: string,
) => Promise<FormDescriptor[] | null>;

// What the shell's server accepts from a remote: an API path, and a redirect to its own site.
const SAFE_ENDPOINT = /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
const SAFE_REDIRECT = /^\/(?![/\\])[A-Za-z0-9/_-]*$/;

/** A descriptor the server can act on without trusting the remote with more than its forms. */
export function isUsableDescriptor(form: FormDescriptor): boolean {
  return (
    typeof form.id === 'string' &&
    typeof form.path === 'string' &&
    SAFE_ENDPOINT.test(form.endpoint) &&
    Array.isArray(form.fields) &&
    (!('redirect' in form.success) ||
      [form.success.redirect, ...Object.values(form.success.byAnswer?.redirects ?? {})].every(
        (path) => typeof path === 'string' && SAFE_REDIRECT.test(path),
      ))
  );
}

export function remoteFormsReader(
  options: { fetch?: typeof fetch; revalidateAfterMs?: number; timeoutMs?: number } = {},
): FormsOfPage {
  const fetchJson = options.fetch ?? fetch;
  const revalidateAfterMs = options.revalidateAfterMs ?? 2000;
  const cache = new Map<string, { routes: PrerenderRoutes; at: number }>();
  // A locale the remote's build did not offer: its source locale's forms.
  const formsOf = (routes: PrerenderRoutes, path: string, locale: string | undefined) =>
    ((locale && routes.localeForms?.[locale]) || routes.forms || [])
      .filter(isUsableDescriptor)
      .filter((form) => formPathMatches(form.path, path));

  return async (config, path, locale) => {
    const owner = remoteForPath(path, config.hosts.public);
    if (!owner) return null;
    const url = new URL(ROUTES_FILE, new URL('.', config.remotes[owner].manifest)).href;
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < revalidateAfterMs) {
      return formsOf(cached.routes, path, locale);
    }
    try {
      const response = await fetchJson(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 1500),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const routes = (await response.json()) as PrerenderRoutes;
      cache.set(url, { routes, at: Date.now() });
      return formsOf(routes, path, locale);
    } catch {
      // The remote is unreachable: keep what it published last, if anything.
      return cached ? formsOf(cached.routes, path, locale) : null;
    }
  };
}
