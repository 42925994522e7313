/**
 * The e-mails of an e-mail change in Nigerian Pidgin (issue 26), as emailChangeMails.ts, with
 * the words of docs/i18n/glossary-pcm.md. Not yet reviewed by a native speaker (written by the
 * team, 2026-11-27).
 */
import type { OutgoingMail } from '../../core/mail/mailer.ts';
import {
  BRAND_SOFT,
  button,
  escapeHtml,
  layout,
  paragraph,
  type MailContext,
} from '../../core/mail/templates.ts';

const LANG = 'pcm';
const signOff = '\n\nWith love,\nDi Thrive team';

export function emailChangeCodeMail(to: string, code: string, ctx: MailContext): OutgoingMail {
  const title = 'Confirm your new e-mail address';
  const text = `Your Thrive confirm code na: ${code}

How far,

Person wey don log in to Thrive account ask make we use dis address for di account. Put dis code for di account page to confirm am. E go work for 10 minutes, and you fit use am only one time.

You no ask for dis? No worry, you fit leave dis e-mail: nothing go change if nobody put di code.

You need help? Reach us for ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph('How far,'),
      paragraph(
        'Person wey don log in to Thrive account ask make we use dis address for di account. Put dis code for di account page to confirm am:',
      ),
      `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px">${code}</p>`,
      paragraph('E go work for 10 minutes, and you fit use am only one time.'),
      paragraph(
        'You no ask for dis? No worry, you fit leave dis e-mail: nothing go change if nobody put di code.',
      ),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: `${code} na your Thrive confirm code`,
    text,
    html,
    kind: 'email-change-code',
  };
}

export function emailChangeAddressTakenMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'Dis address don already get Thrive account';
  const text = `How far,

Person wey don log in to another Thrive account ask make we move am to dis address. Dis address don already get im own Thrive account, so nothing change.

If na you, log in to di account of dis address for ${ctx.siteUrl}/login instead. If no be you, you fit leave dis e-mail.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('How far,'),
      paragraph(
        'Person wey don log in to another Thrive account ask make we move am to dis address. Dis address don already get im own Thrive account, so nothing change.',
      ),
      paragraph('If na you, log in to di account of dis address instead.'),
      button(`${ctx.siteUrl}/login`, 'Log in'),
    ].join('\n'),
    LANG,
  );
  return { to, subject: title, text, html, kind: 'email-change-taken' };
}

export function emailChangedMail(
  to: string,
  firstName: string,
  newEmail: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'Your e-mail address don change';
  const text = `How far ${firstName},

Di e-mail address of your Thrive account just change to ${newEmail}, and we don log out every other device wey dey inside am.

If na you, nothing else dey to do.

If no be you, tell us now-now for ${ctx.siteUrl}/help.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`How far ${escapeHtml(firstName)},`),
      paragraph(
        `Di e-mail address of your Thrive account just change to <strong>${escapeHtml(newEmail)}</strong>, and we don log out every other device wey dey inside am.`,
      ),
      paragraph('If na you, nothing else dey to do.'),
      paragraph('If no be you, tell us now-now.'),
      button(`${ctx.siteUrl}/help`, 'Get help'),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: 'Your Thrive e-mail address don change',
    text,
    html,
    kind: 'email-changed',
  };
}
