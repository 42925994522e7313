import { i18n } from '@thrive/i18n';
import { PasswordField } from '@thrive/ui';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_TOO_SHORT } from '../messages';

export interface NewPasswordFieldProps {
  label: string;
  name: string;
  /** The password as typed so far (the input itself is uncontrolled; its form reports it). */
  value: string;
  /** What the input starts with (a draft restored from this tab's memory). */
  defaultValue?: string;
  onBlur?: () => void;
  /**
   * Whether a too-short password shows as an error yet; until then the length rule stays a
   * hint (sign-up waits until the reader has left the field).
   */
  judged?: boolean;
}

/** A password being chosen: the length rule as a hint, or as the error once it is broken. */
export function NewPasswordField({
  label,
  name,
  value,
  defaultValue,
  onBlur,
  judged = true,
}: NewPasswordFieldProps) {
  const tooShort = judged && value.length > 0 && value.length < MIN_PASSWORD_LENGTH;
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      hint={tooShort ? undefined : i18n._('auth.password.hint', { min: MIN_PASSWORD_LENGTH })}
      error={tooShort ? PASSWORD_TOO_SHORT() : null}
      defaultValue={defaultValue}
      onBlur={onBlur}
    />
  );
}
