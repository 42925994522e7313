import { useState, type FormEvent } from 'react';
import { useSignedInUser } from '@thrive/auth-store';
import { i18n } from '@thrive/i18n';
import { Button, PasswordField } from '@thrive/ui';
import type { PlanStore } from './safetyPlan';
import styles from './SafetyPlanPage.module.css';
import './catalog';

/** Shortest passphrase accepted: it is the only thing between the copy and a reader. */
export const PASSPHRASE_MIN_LENGTH = 10;

type Outcome = 'kept' | 'restored' | 'missing' | 'wrongPassphrase' | 'tooShort' | 'working';

/**
 * Optional: an encrypted copy of the plan in the signed-in reader's account (issue 45), sealed
 * in the browser with a passphrase the reader chooses (AES-GCM, a PBKDF2 key), so the server
 * keeps only ciphertext. Only for a signed-in reader (read after hydration), and only on a tap:
 * nothing is sent otherwise. The API module loads with this step, not with the page.
 */
export function SafetyPlanSync({ store }: { store: PlanStore }) {
  const user = useSignedInUser();
  const [passphrase, setPassphrase] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;

  const run = async (action: 'keep' | 'open') => {
    setError(null);
    if (passphrase.length < PASSPHRASE_MIN_LENGTH) {
      setOutcome('tooShort');
      return;
    }
    setOutcome('working');
    const failed = i18n._('marketing.calm.sync.failed');
    try {
      const sync = await import('./safetyPlanApi');
      if (action === 'keep') {
        await sync.keepSealedPlan(store.snapshot(), passphrase, failed);
        setOutcome('kept');
        return;
      }
      const opened = await sync.openKeptPlan(passphrase, failed);
      if ('plan' in opened) store.save(opened.plan);
      setOutcome(
        'plan' in opened ? 'restored' : 'missing' in opened ? 'missing' : 'wrongPassphrase',
      );
    } catch (caught) {
      setOutcome(null);
      setError(caught instanceof Error ? caught.message : failed);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('keep');
  };

  return (
    <details className={styles.sync}>
      <summary>{i18n._('marketing.calm.sync.title')}</summary>
      <p>{i18n._('marketing.calm.sync.explain')}</p>
      <form onSubmit={onSubmit} className={styles.syncForm}>
        <PasswordField
          label={i18n._('marketing.calm.sync.passphrase')}
          hint={i18n._('marketing.calm.sync.passphraseHint', { min: PASSPHRASE_MIN_LENGTH })}
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          error={
            outcome === 'tooShort'
              ? i18n._('marketing.calm.sync.tooShort', { min: PASSPHRASE_MIN_LENGTH })
              : null
          }
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={outcome === 'working'}>
            {i18n._('marketing.calm.sync.keep')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={outcome === 'working'}
            onClick={() => void run('open')}
          >
            {i18n._('marketing.calm.sync.open')}
          </Button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {error ??
          (outcome && outcome !== 'tooShort'
            ? i18n._(`marketing.calm.sync.outcome.${outcome}`)
            : '')}
      </p>
    </details>
  );
}
