import { BREACHED_PASSWORD, isBreachedPassword } from '../core/security/breachedPasswords/index.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../core/rules.ts';

/** An administrator's password: the readers' rules (length, not in the breached-password list). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (isBreachedPassword(password)) return BREACHED_PASSWORD;
  return null;
}
