/**
 * The e-mails that tell a person their second factors changed (issue 40, M1; ASVS 5.0 6.3.7):
 * a factor added or removed, new recovery codes, a recovery code used, the authenticator app
 * locked after too many wrong codes. Each one says what to do if it was not them. The words
 * are the API's catalogs' (`mail.factor.*`): readers get theirs in their language, admins English.
 */
import type { OutgoingMail } from '../core/mail/mailer.ts';
import {
  button,
  escapeHtml,
  layout,
  paragraph,
  signOffIn,
  type MailContext,
} from '../core/mail/templates.ts';
import type { WordValues, Words } from '../core/words/catalogs.ts';

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

/** The words of a change (never a code or secret): `mail.factor.<kind>.*` in the catalogs. */
function what(i18n: Words, change: FactorChange): { subject: string; said: string; next: string } {
  const key = {
    added: 'added',
    removed: 'removed',
    'recovery-codes-replaced': 'recoveryCodesReplaced',
    'recovery-code-used': 'recoveryCodeUsed',
    locked: 'locked',
  }[change.kind];
  const values: WordValues =
    change.kind === 'added' || change.kind === 'removed'
      ? { method: i18n._(`mail.factor.method.${change.method}`), label: change.label }
      : change.kind === 'recovery-code-used'
        ? { left: change.left }
        : {};
  return {
    subject: i18n._(`mail.factor.${key}.subject`),
    said: i18n._(`mail.factor.${key}.said`, values),
    next: i18n._(`mail.factor.${key}.next`),
  };
}

/** The e-mail of a change, in the language of `i18n` (a reader's; admins' in English). */
export function factorChangeMail(
  i18n: Words,
  to: string,
  firstName: string | undefined,
  change: FactorChange,
  ctx: FactorMailContext,
): OutgoingMail {
  const { subject, said, next } = what(i18n, change);
  const hello = firstName ? i18n._('mail.helloName', { name: firstName }) : i18n._('mail.hello');
  const text =
    i18n._('mail.factor.text', {
      hello,
      said,
      next,
      accountUrl: ctx.accountUrl,
      helpUrl: `${ctx.siteUrl}/help`,
    }) + signOffIn(i18n.locale);
  const html = layout(
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(said)),
      paragraph(i18n._('mail.factor.ifYou')),
      paragraph(escapeHtml(next)),
      button(ctx.accountUrl, i18n._('mail.factor.button')),
    ].join('\n'),
    i18n.locale,
  );
  return { to, subject, text, html, kind: `second-factor-${change.kind}` };
}
