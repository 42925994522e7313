import { useState } from 'react';
import { Button } from '@thrive/ui';
import styles from '../SignInPage.module.css';
import local from './secondFactor.module.css';
import { StepHeading } from './StepHeading';

/** The ten recovery codes, shown this once; the console opens when the admin says so. */
export function RecoveryCodesStep({
  codes,
  onContinue,
}: {
  codes: string[];
  onContinue: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied.');
    } catch {
      setCopied('Copying is blocked here: please write the codes down.');
    }
  };
  return (
    <>
      <StepHeading>Save your recovery codes</StepHeading>
      <p className={styles.lead}>
        If you lose your passkey or authenticator app, each code signs you in once. Keep them
        somewhere safe: they are shown only now.
      </p>
      <ol className={local.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.form}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy the codes
        </Button>
        <p role="status" className={local.note}>
          {copied}
        </p>
        <Button onClick={onContinue}>I have saved them: continue</Button>
      </div>
    </>
  );
}
