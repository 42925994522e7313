import { useState, useSyncExternalStore } from 'react';
import { i18n } from '@thrive/i18n';
import { localizedPath, paths } from '@thrive/platform';
import { Button, EMERGENCY_NUMBER, useDocumentTitle, useSiteSettings } from '@thrive/ui';
import ui from '../common/Section.module.css';
import styles from './SafetyPlanPage.module.css';
import {
  helplineLines,
  PLAN_STEPS,
  planAsText,
  type PlanStep,
  planStore,
  STEP_MAX_LENGTH,
} from './safetyPlan';
import { SafetyPlanSync } from './SafetyPlanSync';
import './catalog';

const heading = (step: PlanStep) => i18n._(`marketing.calm.plan.step.${step}`);
const headings = () =>
  Object.fromEntries(PLAN_STEPS.map((step) => [step, heading(step)])) as Record<PlanStep, string>;

type Status = 'saved' | 'notSaved' | 'shared' | 'copied' | 'shareFailed' | null;

/**
 * My safety plan (issue 45), one tap from the crisis help: the seven steps of a safety plan,
 * written by the reader and kept in this browser only (no account, nothing sent; the service
 * worker keeps the page, so it opens and saves offline). It prints as plain text and shares as
 * text (the Web Share API, else the clipboard). Read once hydrated (planStore), so the
 * prerendered page (the empty form) and the first client render agree.
 */
export default function SafetyPlanPage() {
  useDocumentTitle(i18n._('marketing.calm.plan.title'));
  const { helplines } = useSiteSettings();
  const plan = useSyncExternalStore(
    planStore.subscribe,
    planStore.snapshot,
    planStore.serverSnapshot,
  );
  const [status, setStatus] = useState<Status>(null);

  const change = (step: PlanStep, text: string) => {
    setStatus(planStore.save({ ...plan, [step]: text }) ? 'saved' : 'notSaved');
  };

  const lines = helplineLines(
    i18n._('marketing.calm.plan.emergency', { number: EMERGENCY_NUMBER }),
    helplines,
  );
  const text = () => planAsText(i18n._('marketing.calm.plan.heading'), plan, headings(), lines);

  const share = async () => {
    const shareText = text();
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: i18n._('marketing.calm.plan.heading'), text: shareText });
        setStatus('shared');
        return;
      }
      await navigator.clipboard.writeText(shareText);
      setStatus('copied');
    } catch (error) {
      // The reader closed the share sheet: nothing to say.
      if ((error as DOMException | null)?.name === 'AbortError') return;
      setStatus('shareFailed');
    }
  };

  return (
    <section className={`${ui.section} ${styles.plan}`} aria-labelledby="plan-heading">
      <div className={ui.narrow}>
        <h1 id="plan-heading" className={ui.pageTitle}>
          {i18n._('marketing.calm.plan.heading')}
        </h1>
        <p className={ui.lead}>{i18n._('marketing.calm.plan.lead')}</p>
        <p className={styles.private}>
          <strong>{i18n._('marketing.calm.plan.privateTitle')}</strong>{' '}
          {i18n._('marketing.calm.plan.privateText')}
        </p>
        <noscript>
          <p className={styles.private}>{i18n._('marketing.calm.plan.noScript')}</p>
        </noscript>

        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          {PLAN_STEPS.map((step, index) => (
            <div key={step} className={styles.step}>
              <label htmlFor={`plan-${step}`} className={styles.label}>
                {index + 1}. {heading(step)}
              </label>
              <p id={`plan-${step}-hint`} className={styles.hint}>
                {i18n._(`marketing.calm.plan.hint.${step}`)}
              </p>
              {step === 'professionals' && (
                <ul className={styles.helplines}>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              <textarea
                id={`plan-${step}`}
                className={styles.text}
                aria-describedby={`plan-${step}-hint`}
                rows={3}
                maxLength={STEP_MAX_LENGTH}
                value={plan[step]}
                onChange={(event) => change(step, event.target.value)}
              />
            </div>
          ))}
        </form>

        <p role="status" className={styles.status}>
          {status && i18n._(`marketing.calm.plan.status.${status}`)}
        </p>
        <div className={styles.actions}>
          <Button type="button" onClick={() => window.print()}>
            {i18n._('marketing.calm.plan.print')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void share()}>
            {i18n._('marketing.calm.plan.share')}
          </Button>
        </div>
        <SafetyPlanSync store={planStore} />
        <p>
          <a href={localizedPath(paths.grounding, i18n.locale)}>
            {i18n._('marketing.calm.plan.groundingLink')}
          </a>
        </p>
      </div>

      {/* What a printer gets: the plan as text, not the boxes of the form. */}
      <div className={styles.printed} aria-hidden="true">
        <p className={styles.printedTitle}>{i18n._('marketing.calm.plan.heading')}</p>
        {PLAN_STEPS.map((step, index) => (
          <div key={step}>
            <h2>
              {index + 1}. {heading(step)}
            </h2>
            {step === 'professionals' && lines.map((line) => <p key={line}>{line}</p>)}
            <p className={styles.printedText}>{plan[step]}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
