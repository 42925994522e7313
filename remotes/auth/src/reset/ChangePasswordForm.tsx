import { i18n } from '@thrive/i18n';
import { Button, Form, PasswordField, textOf, useFormValues, useHydrated } from '@thrive/ui';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { NewPasswordField } from '../frame/NewPasswordField';
import form from '../frame/Form.module.css';
import { FALLBACK } from '../messages';
import { changePassword } from '../readerApi';

const readChange = (values: FormData) => ({
  oldPassword: textOf(values, 'oldPassword'),
  newPassword: textOf(values, 'newPassword'),
});

export interface ChangePasswordFormProps {
  /** The password was changed (the server has ended every session, this one too). */
  onChanged: () => void;
}

/**
 * The signed-in password change (SPEC: Reset Password, Old Password and New Password, Next):
 * the /reset page's signed-in variant and the account page's "Change password" section.
 */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const [{ oldPassword, newPassword }, onValues] = useFormValues(readChange, {
    oldPassword: '',
    newPassword: '',
  });
  const change = useApiAction(FALLBACK.reset);
  const hydrated = useHydrated();
  const canSubmit = oldPassword !== '' && newPassword.length >= MIN_PASSWORD_LENGTH;

  // The submitted values, not the state: a submit made before hydration is replayed as soon as
  // the form is React's, possibly before the adopted values have reached the state.
  const onSubmit = async (values: FormData) => {
    const submitted = readChange(values);
    if (submitted.oldPassword === '' || submitted.newPassword.length < MIN_PASSWORD_LENGTH) return;
    const outcome = await change.run(() =>
      changePassword(submitted.oldPassword, submitted.newPassword),
    );
    if (outcome.ok) onChanged();
  };

  return (
    <>
      <Form
        formId="change-password"
        className={form.form}
        onSubmit={(values) => void onSubmit(values)}
        onValues={onValues}
      >
        <PasswordField
          label={i18n._('auth.field.oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
        />
        <NewPasswordField
          label={i18n._('auth.field.newPassword')}
          name="newPassword"
          value={newPassword}
        />
        <Button
          type="submit"
          block
          className={form.submit}
          disabled={hydrated && !canSubmit}
          busy={change.busy}
          busyLabel={i18n._('auth.action.saving')}
        >
          {i18n._('auth.action.next')}
        </Button>
      </Form>
      {change.error && <ErrorModal message={change.error} onClose={change.dismissError} />}
    </>
  );
}
