import { Button, RecoveryCodeList } from '@thrive/ui';
import styles from '../SignInPage.module.css';
import { StepHeading } from './StepHeading';

/** The ten recovery codes, shown this once; the console opens when the admin says so. */
export function RecoveryCodesStep({
  codes,
  onContinue,
}: {
  codes: string[];
  onContinue: () => void;
}) {
  return (
    <>
      <StepHeading>Save your recovery codes</StepHeading>
      <p className={styles.lead}>
        If you lose your passkey or authenticator app, each code signs you in once. Keep them
        somewhere safe: they are shown only now.
      </p>
      <div className={styles.form}>
        <RecoveryCodeList codes={codes} />
        <Button onClick={onContinue}>I have saved them: continue</Button>
      </div>
    </>
  );
}
