import { useId, useState } from 'react';
import { privateQuestionLink } from '@thrive/reader-contract/content';
import { Button } from '@thrive/ui';
import { PRIVATE_LINK } from './askCopy';
import styles from './AskPage.module.css';

/**
 * A signed-out asker's private link, shown this once with a way to copy it: the only way back
 * to a question asked without an account.
 */
export function PrivateLinkBox({ privateKey }: { privateKey: string }) {
  const id = useId();
  const [said, setSaid] = useState('');
  const link = privateQuestionLink(window.location.origin, privateKey);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid(PRIVATE_LINK.copied);
    } catch {
      setSaid(PRIVATE_LINK.copyBlocked);
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.privateLink}>
      <h2 id={`${id}-heading`}>{PRIVATE_LINK.heading}</h2>
      <p>{PRIVATE_LINK.lead}</p>
      <label htmlFor={`${id}-link`}>{PRIVATE_LINK.label}</label>
      <input
        id={`${id}-link`}
        className={styles.privateLinkField}
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {PRIVATE_LINK.copy}
      </Button>
      <p role="status" className={styles.meta}>
        {said}
      </p>
    </section>
  );
}
