/** Loose on purpose: the server has the final say; this catches typos like a missing '@' or dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Phone numbers as people type them in Nigeria: digits, optionally a leading '+'. */
export function sanitisePhone(value: string): string {
  const trimmed = value.trimStart();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/\D/g, '');
}
