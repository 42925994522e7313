/**
 * The e-mails that tell a person their second factors changed (issue 40, M1; ASVS 5.0 6.3.7):
 * a factor added or removed, new recovery codes, a recovery code used, the authenticator app
 * locked after too many wrong codes. Each one says what to do if it was not them. English;
 * factorMails.pcm.ts is the Pidgin twin (readers get theirs in their language, admins English).
 */
import type { OutgoingMail } from '../core/mail/mailer.ts';
import {
  button,
  escapeHtml,
  layout,
  paragraph,
  signOff,
  type MailContext,
} from '../core/mail/templates.ts';

/** What changed, as the e-mail tells it (never a code or secret). */
export type FactorChange =
  | { kind: 'added'; method: 'passkey' | 'totp'; label: string }
  | { kind: 'removed'; method: 'passkey' | 'totp'; label: string }
  | { kind: 'recovery-codes-replaced' }
  | { kind: 'recovery-code-used'; left: number }
  | { kind: 'locked' };

export interface FactorMailContext extends MailContext {
  /** Where the person manages their second factors and sessions (the account page). */
  accountUrl: string;
}

const methodName = (method: 'passkey' | 'totp') =>
  method === 'passkey' ? 'a passkey' : 'an authenticator app';

function what(change: FactorChange): { subject: string; said: string; next: string } {
  switch (change.kind) {
    case 'added':
      return {
        subject: 'A second factor was added to your Thrive account',
        said: `${methodName(change.method)} (“${change.label}”) was just added as a second factor of your Thrive account.`,
        next: 'If it wasn’t you, someone may be using your account: sign in, remove it, change your password and sign out your other devices.',
      };
    case 'removed':
      return {
        subject: 'A second factor was removed from your Thrive account',
        said: `${methodName(change.method)} (“${change.label}”) was just removed from the second factors of your Thrive account.`,
        next: 'If it wasn’t you, someone may be using your account: sign in, change your password, add your second factor again and sign out your other devices.',
      };
    case 'recovery-codes-replaced':
      return {
        subject: 'New recovery codes for your Thrive account',
        said: 'New recovery codes were just made for your Thrive account. The old ones no longer work.',
        next: 'If it wasn’t you, someone may be using your account: sign in, make new codes, change your password and sign out your other devices.',
      };
    case 'recovery-code-used':
      return {
        subject: 'A recovery code was used on your Thrive account',
        said: `One of your recovery codes was just used to sign in to your Thrive account. ${change.left === 1 ? '1 code is' : `${change.left} codes are`} left.`,
        next: 'If it wasn’t you, someone has your password and a recovery code: sign in, change your password, make new recovery codes and sign out your other devices.',
      };
    case 'locked':
      return {
        subject: 'Your authenticator app was locked on your Thrive account',
        said: 'Too many wrong authenticator-app codes were tried on your Thrive account, so we stopped accepting codes from the app for now. Sign in with a passkey or a recovery code instead; signing in that way unlocks the app again.',
        next: 'If it wasn’t you, someone has your password: after you sign in, change it and sign out your other devices. No recovery code left? Reset your password from the sign-in page, then ask us for help.',
      };
  }
}

export function factorChangeMail(
  to: string,
  firstName: string | undefined,
  change: FactorChange,
  ctx: FactorMailContext,
): OutgoingMail {
  const { subject, said, next } = what(change);
  const hello = firstName ? `Hi ${firstName},` : 'Hi there,';
  const text = `${hello}

${said}

If this was you, there is nothing else to do.

${next} Your account: ${ctx.accountUrl}

Need a hand? Reach us at ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(said)),
      paragraph('If this was you, there is nothing else to do.'),
      paragraph(escapeHtml(next)),
      button(ctx.accountUrl, 'Open my account'),
    ].join('\n'),
  );
  return { to, subject, text, html, kind: `second-factor-${change.kind}` };
}
