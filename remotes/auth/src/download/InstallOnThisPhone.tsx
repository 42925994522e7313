import { i18n } from '@thrive/i18n';
import { Button } from '@thrive/ui';
import {
  installOption,
  promptInstall,
  subscribeInstallOption,
  type InstallOption,
} from '@thrive/platform/installOffer';
import { useId, useState, useSyncExternalStore } from 'react';
import styles from './InstallOnThisPhone.module.css';

/** On the server and in the render that hydrates the page, nothing: the browser decides. */
const serverOption = (): InstallOption => 'none';

/**
 * "Install Thrive on this phone" on the download pages (issue 46), beside the store badges:
 * the browser's own install where it offers one (`beforeinstallprompt`, kept by the shell's
 * page until now), the two steps to add it to the home screen on iOS (where no browser offers
 * it), nothing where the browser cannot install or Thrive already runs installed.
 */
export function InstallOnThisPhone() {
  const option = useSyncExternalStore(subscribeInstallOption, installOption, serverOption);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const headingId = useId();

  const install = async () => {
    setBusy(true);
    try {
      setAccepted((await promptInstall()) === 'accepted');
    } catch (error) {
      console.warn('The browser did not show its install sheet.', error);
    } finally {
      setBusy(false);
    }
  };

  if (accepted) {
    return (
      <p role="status" className={styles.install}>
        {i18n._('auth.download.install.accepted')}
      </p>
    );
  }
  if (option === 'prompt') {
    return (
      <div className={styles.install}>
        <Button onClick={() => void install()} busy={busy}>
          {i18n._('auth.download.install.button')}
        </Button>
        <p className={styles.lead}>{i18n._('auth.download.install.lead')}</p>
      </div>
    );
  }
  if (option === 'ios-steps') {
    return (
      <section className={styles.install} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {i18n._('auth.download.install.button')}
        </h3>
        <ol className={styles.steps}>
          <li>{i18n._('auth.download.install.iosShare')}</li>
          <li>{i18n._('auth.download.install.iosAdd')}</li>
        </ol>
      </section>
    );
  }
  return null;
}
