import { Button, Modal, PasswordField, useDocumentTitle } from '@thrive/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, RESET_REDIRECT_DELAY_MS } from '../constants';
import { AuthFrame } from '../frame/AuthFrame';
import form from '../frame/Form.module.css';
import { PASSWORD_TOO_SHORT, RESET_SUCCESS_BODY, RESET_SUCCESS_TITLE } from '../messages';

/**
 * Reset Password (SPEC sections 2 and 4). The spec defines no server call for it: Next only
 * shows the success modal, whose Continue goes to /login after RESET_REDIRECT_DELAY_MS.
 */
export default function Reset() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [done, setDone] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const tooShort = newPassword.length > 0 && newPassword.length < MIN_PASSWORD_LENGTH;
  const canSubmit = oldPassword !== '' && newPassword.length >= MIN_PASSWORD_LENGTH;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) setDone(true);
  };

  const proceed = () => {
    if (redirecting) return;
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
  };

  const stay = () => {
    clearTimeout(redirectTimer.current);
    setRedirecting(false);
    setDone(false);
  };

  return (
    <AuthFrame heading="Reset Password" lead="Enter your current password, then choose a new one.">
      <form className={form.form} onSubmit={onSubmit}>
        <PasswordField
          label="Old Password"
          name="old_password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <PasswordField
          label="New Password"
          name="new_password"
          autoComplete="new-password"
          hint={tooShort ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={tooShort ? PASSWORD_TOO_SHORT : null}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <Button type="submit" block className={form.submit} disabled={!canSubmit}>
          Next
        </Button>
      </form>
      <p className={form.switch}>
        Remembered it?{' '}
        <Link to="/login" className={form.link}>
          Back to login
        </Link>
      </p>
      {done && (
        <Modal
          title={RESET_SUCCESS_TITLE}
          tone="success"
          onClose={stay}
          actions={
            <Button onClick={proceed} busy={redirecting} busyLabel="Taking you to login…">
              Continue
            </Button>
          }
        >
          <p>{RESET_SUCCESS_BODY}</p>
        </Modal>
      )}
    </AuthFrame>
  );
}
