import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

export interface OptionalPartProps {
  /** What the page shows while the part's code arrives, and for good if it never does. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A part the page can do without: an enhancement whose code is fetched after hydration
 * (React.lazy). While it arrives the fallback shows; if it fails (the reader went offline, a
 * chunk refused) the fallback stays. Without this, a failed chunk reaches the remote's own
 * boundary and the whole page the reader was reading is replaced by an error panel.
 */
export function OptionalPart({ fallback, children }: OptionalPartProps) {
  return (
    <ErrorBoundary fallback={() => fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
