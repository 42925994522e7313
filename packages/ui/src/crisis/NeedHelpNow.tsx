import { useId } from 'react';
import { i18n } from '@thrive/i18n';
import { HIDE_TOPICS_ID, localizedPath, paths } from '@thrive/platform';
import { useSiteSettings, type Helpline } from '../siteSettings';
import '../catalog';
import styles from './NeedHelpNow.module.css';

/** Nigeria's (and much of the world's) free emergency number. */
export const EMERGENCY_NUMBER = '112';

// Month names are the same words in Pidgin (docs/i18n/glossary-pcm.md); other languages will
// need them from a catalog.
/* eslint-disable lingui/no-unlocalized-strings */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/* eslint-enable lingui/no-unlocalized-strings */

/** '2026-11-20' → '20 November 2026', the same on the server and in every browser. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

function HelplineItem({ helpline }: { helpline: Helpline }) {
  return (
    <li className={styles.helpline}>
      <span className={styles.name}>{helpline.name}</span>{' '}
      <a className={styles.number} href={`tel:${helpline.number}`}>
        {helpline.number}
      </a>
      <span className={styles.details}>
        {helpline.hours} · {helpline.languages.join(', ')} · {i18n._('ui.crisis.numberChecked')}{' '}
        <time dateTime={helpline.lastVerified}>{formatDay(helpline.lastVerified)}</time>
      </span>
    </li>
  );
}

/**
 * "Need help now?": on every public page, whatever remote shows it and when a remote fails
 * (the shell places it). It lives in the UI kit so that the remotes' prerendered HTML, the
 * CSS inlined with it and the shell's hydrating render all use the same stable class names.
 * 112 always; one tap to a grounding exercise and to the reader's own safety plan (issue 45,
 * most people in crisis reach for those before a phone); the helplines a deployment lists (runtime config) in a disclosure. Plain
 * markup (a native <details>, no state), so it prerenders and costs almost no script.
 */
export function NeedHelpNow() {
  const { helplines } = useSiteSettings();
  const titleId = useId();
  return (
    <aside className={styles.block} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p className={styles.lead}>
          <strong id={titleId} className={styles.title}>
            {i18n._('ui.crisis.title')}
          </strong>{' '}
          <span className={styles.say}>{i18n._('ui.crisis.inDanger')}</span>{' '}
          <a className={styles.call} href={`tel:${EMERGENCY_NUMBER}`}>
            {i18n._('ui.crisis.call', { number: EMERGENCY_NUMBER })}
          </a>{' '}
          <span className={styles.say}>{i18n._('ui.crisis.free')}</span>
        </p>
        {/* Plain links (a full page load): the service worker keeps both pages, so each opens
            offline in one tap, before or without the page's script. */}
        <p className={styles.tools}>
          <a className={styles.tool} href={localizedPath(paths.grounding, i18n.locale)}>
            {i18n._('ui.crisis.grounding')}
          </a>{' '}
          <a className={styles.tool} href={localizedPath(paths.safetyPlan, i18n.locale)}>
            {i18n._('ui.crisis.safetyPlan')}
          </a>{' '}
          {/* Stories on themes the reader would rather not see, as one line (issue 45). */}
          <a
            className={styles.tool}
            href={`${localizedPath(paths.stories, i18n.locale)}#${HIDE_TOPICS_ID}`}
          >
            {i18n._('ui.crisis.hideTopics')}
          </a>
        </p>
        {helplines.length > 0 && (
          <details className={styles.more}>
            <summary>{i18n._('ui.crisis.helplines', { count: helplines.length })}</summary>
            <ul className={styles.list}>
              {helplines.map((helpline) => (
                <HelplineItem key={`${helpline.name}-${helpline.number}`} helpline={helpline} />
              ))}
            </ul>
          </details>
        )}
      </div>
    </aside>
  );
}
