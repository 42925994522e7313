import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

export const SITE_NAME = 'Thrive';

/**
 * What a page puts in the document head. The browser gets the title from `useDocumentTitle`;
 * a remote's build-time prerender collects it through `PageHeadContext` (the shell's server
 * then writes it into the first HTML response, so link previews and tabs show the page).
 */
export interface PageHead {
  title?: string;
}

/** Set only while prerendering: `useDocumentTitle` reports the page's title to it. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** The full title for a page: "Page · Thrive", or the site name alone. */
export const documentTitle = (page?: string) => (page ? `${page} · ${SITE_NAME}` : SITE_NAME);

/** Sets the document title for a route: "Page · Thrive", or the site name alone. */
export function useDocumentTitle(page?: string): void {
  const recordHead = useContext(PageHeadContext);
  recordHead?.({ title: documentTitle(page) });
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

const noSubscription = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in
 * every render that is not a hydration. Anything that depends on the browser alone (the
 * stored session, navigation state) renders its neutral form until this is true, so the
 * hydrating render matches the server's HTML and no hydration error occurs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
