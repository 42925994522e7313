import { useEffect } from 'react';

export const SITE_NAME = 'Thrive';

/** Sets the document title for a route: "Page · Thrive", or the site name alone. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
