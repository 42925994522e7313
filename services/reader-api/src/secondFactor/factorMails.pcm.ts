/**
 * factorMails.ts in Nigerian Pidgin (the words of docs/i18n/glossary-pcm.md). Not yet reviewed
 * by a native speaker (written by the team, 2026-12-07).
 */
import type { OutgoingMail } from '../core/mail/mailer.ts';
import { button, escapeHtml, layout, paragraph } from '../core/mail/templates.ts';
import type { FactorChange, FactorMailContext } from './factorMails.ts';

const LANG = 'pcm';
const signOff = '\n\nWith love,\nDi Thrive team';

const methodName = (method: 'passkey' | 'totp') =>
  method === 'passkey' ? 'one passkey' : 'one authenticator app';

function what(change: FactorChange): { subject: string; said: string; next: string } {
  switch (change.kind) {
    case 'added':
      return {
        subject: 'Dem add second factor to your Thrive account',
        said: `Dem just add ${methodName(change.method)} (“${change.label}”) as second factor for your Thrive account.`,
        next: 'If no be you, person fit dey use your account: log in, remove am, change your password and sign out your other devices.',
      };
    case 'removed':
      return {
        subject: 'Dem remove second factor from your Thrive account',
        said: `Dem just remove ${methodName(change.method)} (“${change.label}”) from di second factors of your Thrive account.`,
        next: 'If no be you, person fit dey use your account: log in, change your password, add your second factor again and sign out your other devices.',
      };
    case 'recovery-codes-replaced':
      return {
        subject: 'New recovery codes for your Thrive account',
        said: 'Dem just make new recovery codes for your Thrive account. Di old ones no go work again.',
        next: 'If no be you, person fit dey use your account: log in, make new codes, change your password and sign out your other devices.',
      };
    case 'recovery-code-used':
      return {
        subject: 'Person use recovery code for your Thrive account',
        said: `Person just use one of your recovery codes to log in to your Thrive account. ${change.left === 1 ? '1 code remain' : `${change.left} codes remain`}.`,
        next: 'If no be you, person get your password and one recovery code: log in, change your password, make new recovery codes and sign out your other devices.',
      };
    case 'locked':
      return {
        subject: 'We lock your authenticator app for your Thrive account',
        said: 'Person try too many wrong authenticator-app codes for your Thrive account, so we stop to accept codes from di app for now. Log in with passkey or recovery code instead; if you log in like dat, di app go work again.',
        next: 'If no be you, person get your password: after you log in, change am and sign out your other devices. No recovery code remain? Reset your password from di log in page, then ask us for help.',
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
  const hello = firstName ? `How far ${firstName},` : 'How far,';
  const text = `${hello}

${said}

If na you do am, nothing else to do.

${next} Your account: ${ctx.accountUrl}

You need help? Reach us for ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(said)),
      paragraph('If na you do am, nothing else to do.'),
      paragraph(escapeHtml(next)),
      button(ctx.accountUrl, 'Open my account'),
    ].join('\n'),
    LANG,
  );
  return { to, subject, text, html, kind: `second-factor-${change.kind}` };
}
