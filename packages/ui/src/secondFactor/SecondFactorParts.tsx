/**
 * The parts of setting up a second factor that the admin console and the reader's account page
 * show alike: an authenticator app's setup key (grouped as apps show keys) with its otpauth://
 * link, and the ten recovery codes, shown once, with a copy button.
 */
import { i18n } from '@thrive/i18n';
import { useState } from 'react';
import { Button } from '../Button';
import styles from './SecondFactorParts.module.css';
import '../catalog';

/** Groups of four, as authenticator apps show keys: easier to type and to check. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface SetupKeyProps {
  /** The base32 secret. */
  secret: string;
  /** The same as an otpauth:// URI (opens an authenticator app on this device). */
  uri: string;
}

/** An authenticator app's new key: typed in by hand, or opened as a link on this device. */
export function SetupKey({ secret, uri }: SetupKeyProps) {
  return (
    <div className={styles.setupKey}>
      <p className={styles.secret}>
        <span className={styles.label}>{i18n._('ui.secondFactor.setupKey')}</span>
        <code data-testid="totp-secret">{groupedSecret(secret)}</code>
      </p>
      <p className={styles.note}>
        <a href={uri}>{i18n._('ui.secondFactor.openKey')}</a>
      </p>
      <details className={styles.uri}>
        <summary>{i18n._('ui.secondFactor.showLink')}</summary>
        <code>{uri}</code>
      </details>
    </div>
  );
}

/** The recovery codes, this once, with a way to copy them (the caller says what comes next). */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(i18n._('ui.secondFactor.copied'));
    } catch {
      setCopied(i18n._('ui.secondFactor.copyBlocked'));
    }
  };
  return (
    <>
      <ol className={styles.codes} aria-label={i18n._('ui.secondFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => void copy()}>
        {i18n._('ui.secondFactor.copy')}
      </Button>
      <p role="status" className={styles.note}>
        {copied}
      </p>
    </>
  );
}
