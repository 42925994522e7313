import { i18n } from '@thrive/i18n';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '@thrive/auth-store';
import { ACCOUNT_LINKS, AccountLinks, type AccountLinksProps } from './AccountLinks';
import { Logo } from '../brand/Logo';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { VisuallyHidden } from '../Status';
import status from '../Status.module.css';
import '../catalog';

export interface FrameBarProps {
  /** The frame's own classes: where the brand and the two account areas sit and look. */
  classNames: { brand?: string; language?: string; account?: string; compactAccount?: string };
  /** What a signed-out visitor sees in the account area (AccountLinks). */
  signedOut?: AccountLinksProps['signedOut'];
  /** What sits between the brand and the account area (a remote's navigation). */
  children?: ReactNode;
}

/**
 * The top bar of a remote's own frame (the account pages, the stories pages): a brand link
 * home, the account area in a wide and a compact copy (the frame's CSS shows one) and the
 * logged-out note. The account area has a fixed place and size: the prerendered bar is signed
 * out, and a stored session fills it in after hydration without moving anything else. Once the
 * reader logs out the Log out button is gone: the note says so, and focus goes to the brand
 * link rather than being lost.
 */
export function FrameBar({ classNames, signedOut, children }: FrameBarProps) {
  const user = useSignedInUser();
  const brandRef = useRef<HTMLAnchorElement>(null);
  const [loggedOutNote, setLoggedOutNote] = useState('');
  const onLoggedOut = useCallback(() => {
    setLoggedOutNote(ACCOUNT_LINKS.logout.done);
    brandRef.current?.focus();
  }, []);

  return (
    <>
      <Link to="/" className={classNames.brand} ref={brandRef}>
        <Logo />
        <VisuallyHidden> {i18n._('ui.brand.homePage')}</VisuallyHidden>
      </Link>
      {children}
      <LanguageSwitch className={classNames.language} />
      <div className={classNames.account}>
        <AccountLinks signedOut={signedOut} onLoggedOut={onLoggedOut} />
      </div>
      <div className={classNames.compactAccount}>
        <AccountLinks signedOut={signedOut} onLoggedOut={onLoggedOut} layout="compact" />
      </div>
      <p className={status.visuallyHidden} role="status">
        {/* Only while signed out: a new sign-in retires the old note. */}
        {user ? '' : loggedOutNote}
      </p>
    </>
  );
}
