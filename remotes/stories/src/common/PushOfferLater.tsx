import { lazy, Suspense } from 'react';
import type { PushKind } from '@thrive/reader-contract/community';

// Its own chunk, fetched only when a reader has just asked or followed (issue 46): the push
// code adds nothing to any page's first load.
const PushOffer = lazy(() => import('@thrive/ui/src/push/PushOffer'));

/** The push offer ("Get a notification when it is answered?"), loaded when shown. */
export function PushOfferLater({ kind }: { kind: PushKind }) {
  return (
    <Suspense fallback={null}>
      <PushOffer kind={kind} />
    </Suspense>
  );
}
