import { i18n } from '@thrive/i18n';
import { useId, useState } from 'react';
import { post } from '@thrive/api-client';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TextField } from '../form/Field';
import { Form, textOf } from '../form/Form';
import styles from './AppLaunchOptIn.module.css';
import '../catalog';

/** The API list of readers who asked to hear, once, when the app is out (double opt-in). */
export const APP_UPDATES_PATH = '/app-updates';

export const APP_LAUNCH_OPT_IN = {
  get label() {
    return i18n._('ui.app.optIn.label');
  },
  get button() {
    return i18n._('ui.app.optIn.button');
  },
  get busy() {
    return i18n._('ui.app.optIn.busy');
  },
  /** SPEC section 8: every failed call opens this modal with the server's `error`. */
  get errorTitle() {
    return i18n._('ui.app.optIn.errorTitle');
  },
  get fallbackError() {
    return i18n._('ui.app.optIn.fallbackError');
  },
  get required() {
    return i18n._('ui.app.optIn.required');
  },
  get format() {
    return i18n._('ui.app.optIn.format');
  },
};

/** Loose on purpose: the server has the final say; this catches a missing '@' or dot. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * "Tell me when it's out": one e-mail field, POST /app-updates {email}. The answer is the
 * API's own words (it sends a link to confirm first); a failure opens the spec's error modal
 * and keeps what was typed.
 */
export function AppLaunchOptIn({ lead }: { lead?: string }) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const leadId = useId();

  const onSubmit = async (values: FormData, form: HTMLFormElement) => {
    if (busy) return;
    const value = textOf(values, 'email').trim();
    const problem = !value
      ? APP_LAUNCH_OPT_IN.required
      : !looksLikeEmail(value)
        ? APP_LAUNCH_OPT_IN.format
        : null;
    setFieldError(problem);
    if (problem) {
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await post<{ message?: unknown }>(
        APP_UPDATES_PATH,
        { email: value },
        APP_LAUNCH_OPT_IN.fallbackError,
      );
      // Never a success without the server's answer.
      if (typeof result?.message !== 'string' || !result.message) {
        throw new Error(APP_LAUNCH_OPT_IN.fallbackError);
      }
      setAnswer(result.message);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : APP_LAUNCH_OPT_IN.fallbackError,
      );
    } finally {
      setBusy(false);
    }
  };

  if (answer) {
    return (
      <p className={styles.answer} role="status">
        {answer}
      </p>
    );
  }

  return (
    <Form
      formId="app-updates"
      className={styles.form}
      onSubmit={(values, form) => void onSubmit(values, form)}
      aria-label={i18n._('ui.app.optIn.formLabel')}
      aria-describedby={lead ? leadId : undefined}
    >
      {lead && (
        <p id={leadId} className={styles.lead}>
          {lead}
        </p>
      )}
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label={APP_LAUNCH_OPT_IN.label}
          type="email"
          name="email"
          autoComplete="email"
          error={fieldError}
        />
        <Button
          type="submit"
          className={styles.button}
          busy={busy}
          busyLabel={APP_LAUNCH_OPT_IN.busy}
        >
          {APP_LAUNCH_OPT_IN.button}
        </Button>
      </div>
      {failure && (
        <Modal
          title={APP_LAUNCH_OPT_IN.errorTitle}
          tone="error"
          onClose={() => setFailure(null)}
          actions={<Button onClick={() => setFailure(null)}>{i18n._('ui.app.close')}</Button>}
        >
          <p>{failure}</p>
        </Modal>
      )}
    </Form>
  );
}
