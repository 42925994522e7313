import { lazy, Suspense } from 'react';
import { AccountSection } from './AccountSection';
import { PUSH } from '@thrive/ui/src/push/pushCopy';

// Its own chunk (issue 46): the switches' code loads with this section only.
const PushSettings = lazy(() => import('@thrive/ui/src/push/PushSettings'));

/** "Notifications on this phone": one switch per kind (web push). */
export function PushSection() {
  return (
    <AccountSection title={PUSH.title} lead={PUSH.lead}>
      <Suspense fallback={<p>{PUSH.checking}</p>}>
        <PushSettings />
      </Suspense>
    </AccountSection>
  );
}
