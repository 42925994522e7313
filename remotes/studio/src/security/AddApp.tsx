import { useState } from 'react';
import { Button, Form, SetupKey, TextField, textOf, useSubmission } from '@thrive/ui';
import { FACTOR } from '../copy';
import { factorsApi, type AppSetup } from './factorsApi';
import { SECURITY } from './securityCopy';
import styles from './SecurityPage.module.css';

/** A new authenticator app: its key (typed in or opened), confirmed by the first code it shows. */
export function AddApp({
  setup,
  onAdded,
  onCancel,
}: {
  setup: AppSetup;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const [codeError, setCodeError] = useState<string | undefined>();
  const { submission, submit } = useSubmission<unknown>(FACTOR.failed);

  const onSubmit = (values: FormData) => {
    const code = textOf(values, 'code').replace(/\D/g, '');
    if (!code) return setCodeError(FACTOR.enterAppCode);
    setCodeError(undefined);
    void submit(() => factorsApi.confirmApp(setup.ticket, code, FACTOR.failed)).then(
      (ok) => ok && onAdded(),
    );
  };

  return (
    <Form
      formId="studio-add-app"
      className={`${styles.form} ${styles.panel}`}
      aria-labelledby="studio-add-app-title"
      onSubmit={onSubmit}
      error={submission.state === 'failed' ? submission.message : null}
      errorTitle={SECURITY.addApp}
    >
      <h2 id="studio-add-app-title" className={styles.subheading}>
        {SECURITY.addApp}
      </h2>
      <p>{FACTOR.appNote}</p>
      <SetupKey secret={setup.secret} uri={setup.uri} />
      <TextField
        label={FACTOR.appCode}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={codeError}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={submission.state === 'sending'} busyLabel={SECURITY.checking}>
          {SECURITY.confirmApp}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {SECURITY.cancel}
        </Button>
      </div>
    </Form>
  );
}
