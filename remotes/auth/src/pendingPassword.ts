/**
 * The password typed on the sign-up (or login) form, handed to the code screen in this tab's
 * memory only: never navigation state (browsers keep `history.state` in session history, on
 * disk) and never storage. A reload forgets it, and the code screen then asks for it again.
 */
let pending: { email: string; password: string } | null = null;

const normalise = (email: string) => email.trim().toLowerCase();

export function rememberPassword(email: string, password: string): void {
  pending = { email: normalise(email), password };
}

/** The password remembered for `email`, if this tab still has it. */
export function recalledPassword(email: string): string | null {
  return pending && pending.email === normalise(email) ? pending.password : null;
}

export function forgetPassword(): void {
  pending = null;
}
