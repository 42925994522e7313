/**
 * The e-mails of an e-mail change: the code to the new address, the notice to the old one. The
 * words are the API's catalogs' (`mail.emailChange.*`); each function takes its language's first.
 */
import type { OutgoingMail } from '../../core/mail/mailer.ts';
import {
  BRAND_SOFT,
  button,
  escapeHtml,
  layout,
  paragraph,
  signOffIn,
  tagged,
  type MailContext,
} from '../../core/mail/templates.ts';
import type { Words } from '../../core/words/catalogs.ts';

/**
 * The code that proves the new address. It greets nobody by name and carries nothing the
 * requester typed but the address itself: the address may be anyone's.
 */
export function emailChangeCodeMail(
  i18n: Words,
  to: string,
  code: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.emailChange.code.title');
  const text =
    i18n._('mail.emailChange.code.text', { code, helpUrl: `${ctx.siteUrl}/help` }) +
    signOffIn(i18n.locale);
  const html = layout(
    title,
    [
      paragraph(i18n._('mail.hello')),
      paragraph(i18n._('mail.emailChange.code.asked')),
      `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px">${code}</p>`,
      paragraph(i18n._('mail.emailChange.code.worksFor')),
      paragraph(i18n._('mail.emailChange.code.notYou')),
    ].join('\n'),
    i18n.locale,
  );
  const subject = i18n._('mail.emailChange.code.subject', { code });
  return { to, subject, text, html, kind: 'email-change-code' };
}

/**
 * Sent instead of a code when the new address already belongs to an account: the request is
 * answered alike, so whether an address has an account is never revealed to the requester.
 */
export function emailChangeAddressTakenMail(
  i18n: Words,
  to: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.emailChange.taken.title');
  const loginUrl = `${ctx.siteUrl}/login`;
  const text = i18n._('mail.emailChange.taken.text', { loginUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    [
      paragraph(i18n._('mail.hello')),
      paragraph(i18n._('mail.emailChange.taken.asked')),
      paragraph(i18n._('mail.emailChange.taken.ifYou')),
      button(loginUrl, i18n._('mail.emailChange.taken.logIn')),
    ].join('\n'),
    i18n.locale,
  );
  return { to, subject: title, text, html, kind: 'email-change-taken' };
}

/** Tells the old address its account moved, and that every other device was signed out. */
export function emailChangedMail(
  i18n: Words,
  to: string,
  firstName: string,
  newEmail: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.emailChange.changed.title');
  const helpUrl = `${ctx.siteUrl}/help`;
  const text =
    i18n._('mail.emailChange.changed.text', { name: firstName, newEmail, helpUrl }) +
    signOffIn(i18n.locale);
  const changed = i18n._('mail.emailChange.changed.changed', { newEmail: escapeHtml(newEmail) });
  const html = layout(
    title,
    [
      paragraph(i18n._('mail.helloName', { name: escapeHtml(firstName) })),
      paragraph(tagged(changed, (inner) => `<strong>${inner}</strong>`)),
      paragraph(i18n._('mail.emailChange.changed.ifYou')),
      paragraph(i18n._('mail.emailChange.changed.ifNotYou')),
      button(helpUrl, i18n._('mail.emailChange.changed.button')),
    ].join('\n'),
    i18n.locale,
  );
  const subject = i18n._('mail.emailChange.changed.subject');
  return { to, subject, text, html, kind: 'email-changed' };
}
