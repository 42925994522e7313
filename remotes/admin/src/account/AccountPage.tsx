import { useDocumentTitle } from '@thrive/ui';
import { useAdminSession } from '../session/adminSession';
import { SecondFactorsSection } from './SecondFactorsSection';
import { SessionsSection } from './SessionsSection';
import styles from './AccountPage.module.css';

/** /account: the signed-in admin's own sessions and second factors (issue 23). */
export default function AccountPage() {
  useDocumentTitle('Account & security · Admin');
  const email = useAdminSession((s) => s.email);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Account &amp; security</h1>
        <p className={styles.lead}>
          Your admin account{email ? `, ${email}` : ''}: where it is signed in, and how you prove it
          is you.
        </p>
      </header>
      <SessionsSection />
      <SecondFactorsSection />
    </div>
  );
}
