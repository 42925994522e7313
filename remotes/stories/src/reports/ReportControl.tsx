import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type OwnReport,
  type ReportReason,
  type ReportTarget,
} from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import { Button, Form, TextAreaField, textOf, useHydrated, useSubmission } from '@thrive/ui';
import { storiesApi } from '../storiesApi';
import { CrisisHelp } from '../ask/CrisisHelp';
import { REPORTS } from './reportsCopy';
import styles from './ReportControl.module.css';

/** The no-JavaScript form of each page that shows report controls (publicForms.ts). */
export type ReportFormId = 'report' | 'report-ask';

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/**
 * "Report this story / answer / comment": a native disclosure holding a real form (it opens
 * and posts without JavaScript; a submit before hydration is replayed once, and offline the
 * report waits in the form outbox with the session). A self-harm report shows the crisis help:
 * the reader may be worried about someone, or about themselves.
 */
export function ReportControl({
  target,
  id,
  formId = 'report',
}: {
  target: ReportTarget;
  id: number;
  formId?: ReportFormId;
}) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  const legendId = useId();
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [logIn, setLogIn] = useState(false);
  const [selfHarm, setSelfHarm] = useState(false);
  const { submission, submit } = useSubmission<{ report: OwnReport }>(REPORTS.failed);

  const onSubmit = (data: FormData) => {
    if (!signedIn) return setLogIn(true);
    setLogIn(false);
    const reason = textOf(data, 'reason');
    if (!isReason(reason)) return setReasonError(REPORTS.chooseReason);
    setReasonError(null);
    setSelfHarm(reason === 'self_harm');
    const details = textOf(data, 'details').trim();
    void submit(() =>
      storiesApi.report({ target, id, reason, ...(details ? { details } : {}) }, REPORTS.failed),
    );
  };

  const done = submission.state === 'sent' || submission.state === 'saved';
  return (
    <details className={styles.report}>
      <summary className={styles.summary}>{REPORTS.open(target)}</summary>
      {selfHarm && done && <CrisisHelp />}
      {submission.state === 'sent' && (
        <p role="status" className={styles.note}>
          {REPORTS.sent}
        </p>
      )}
      {submission.state === 'saved' && (
        <p role="status" className={styles.note}>
          {REPORTS.savedOffline}
        </p>
      )}
      {!done && (
        <Form
          formId={formId}
          withSession
          hiddenFields={{ target, id: String(id) }}
          onSubmit={onSubmit}
          aria-label={REPORTS.open(target)}
          error={submission.state === 'failed' ? submission.message : null}
          errorTitle={REPORTS.errorTitle}
          footer={
            <Button
              type="submit"
              variant="secondary"
              busy={submission.state === 'sending'}
              busyLabel={REPORTS.sending}
            >
              {REPORTS.submit}
            </Button>
          }
        >
          <fieldset
            className={styles.reasons}
            aria-describedby={reasonError ? `${legendId}-error` : undefined}
          >
            <legend id={legendId}>{REPORTS.why}</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className={styles.reason}>
                <input type="radio" name="reason" value={reason} /> {REPORTS.reason(reason)}
              </label>
            ))}
            <p id={`${legendId}-error`} className={styles.error} data-field-errors="reason">
              {reasonError}
            </p>
          </fieldset>
          <TextAreaField
            label={REPORTS.details}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            hint={REPORTS.detailsHint}
          />
          {logIn && (
            <p role="status" className={styles.note}>
              {REPORTS.logIn} <Link to={paths.login}>{REPORTS.logInLink}</Link>
            </p>
          )}
        </Form>
      )}
    </details>
  );
}
