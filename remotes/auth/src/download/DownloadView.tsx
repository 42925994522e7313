import { i18n } from '@thrive/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppAvailability } from '@thrive/ui';
import { AuthFrame } from '../frame/AuthFrame';
import form from '../frame/Form.module.css';
import { GET_STARTED_HEADING, WELCOME } from '../messages';
import styles from './Download.module.css';
import { InstallOnThisPhone } from './InstallOnThisPhone';
import { LeadOn } from './LeadOn';
import { PhoneIllustration } from './PhoneIllustration';
import { paths } from '@thrive/platform';

export interface DownloadViewProps {
  /** The reader's first name; without one the greeting is a plain "Welcome!". */
  firstName: string | null;
  lead: string;
  /** The page's own action (log out, or log in). */
  actions: ReactNode;
}

/** The welcome page both download routes show (SPEC section 2). */
export function DownloadView({ firstName, lead, actions }: DownloadViewProps) {
  return (
    <AuthFrame
      heading={firstName ? WELCOME(firstName) : i18n._('auth.download.welcome')}
      lead={lead}
      wide
      site
    >
      <LeadOn />
      <div className={styles.body}>
        <div className={styles.copy}>
          <h2 className={styles.subheading}>{GET_STARTED_HEADING()}</h2>
          <p className={styles.text}>{i18n._('auth.download.body')}</p>
          <AppAvailability />
          <InstallOnThisPhone />
        </div>
        <PhoneIllustration className={styles.phone} />
      </div>
      <div className={styles.footer}>
        <p className={styles.help}>
          {i18n._('auth.download.support')}{' '}
          <Link to={paths.help} className={form.link}>
            {i18n._('auth.download.contact')}
          </Link>
        </p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </AuthFrame>
  );
}
