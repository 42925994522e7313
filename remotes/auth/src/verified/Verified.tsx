import { i18n } from '@thrive/i18n';
import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import { paths } from '@thrive/platform';
import { AuthFrame } from '../frame/AuthFrame';
import { EMAIL_VERIFIED_TITLE, VERIFIED_WITHOUT_SESSION } from '../messages';

/**
 * Where the e-mail code lands when sent without JavaScript (the shell's server verified it):
 * there is no session in the browser, so the spec's Continue leads on to the app page.
 */
export default function Verified() {
  useDocumentTitle(EMAIL_VERIFIED_TITLE());
  return (
    <AuthFrame heading={EMAIL_VERIFIED_TITLE()} lead={VERIFIED_WITHOUT_SESSION()} site>
      <p>
        <Link to="/download2" className={buttonClassName('primary')}>
          {i18n._('auth.action.continue')}
        </Link>{' '}
        <Link to={paths.login}>{i18n._('auth.action.login')}</Link>
      </p>
    </AuthFrame>
  );
}
