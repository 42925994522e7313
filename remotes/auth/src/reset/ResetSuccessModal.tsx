import { i18n } from '@thrive/i18n';
import { Button, Modal } from '@thrive/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RESET_REDIRECT_DELAY_MS } from '../constants';
import { RESET_SUCCESS_BODY, RESET_SUCCESS_TITLE } from '../messages';

/**
 * The spec's success modal after a password reset or change (SPEC section 4): 'Password Reset
 * Successful' / 'Proceed to login'; Continue goes to /login after 1 s.
 */
export function ResetSuccessModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const proceed = () => {
    if (redirecting) return;
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
  };
  const stay = () => {
    clearTimeout(redirectTimer.current);
    setRedirecting(false);
    onClose();
  };

  return (
    <Modal
      title={RESET_SUCCESS_TITLE()}
      tone="success"
      onClose={stay}
      actions={
        <Button onClick={proceed} busy={redirecting} busyLabel={i18n._('auth.resetSuccess.busy')}>
          {i18n._('auth.action.continue')}
        </Button>
      }
    >
      <p>{RESET_SUCCESS_BODY()}</p>
    </Modal>
  );
}
