/** The e-mails of an e-mail change: the code to the new address, the notice to the old one. */
import type { OutgoingMail } from '../../core/mail/mailer.ts';
import {
  BRAND_SOFT,
  button,
  escapeHtml,
  layout,
  paragraph,
  signOff,
  type MailContext,
} from '../../core/mail/templates.ts';

/**
 * The code that proves the new address. It greets nobody by name and carries nothing the
 * requester typed but the address itself: the address may be anyone's.
 */
export function emailChangeCodeMail(to: string, code: string, ctx: MailContext): OutgoingMail {
  const title = 'Confirm your new e-mail address';
  const text = `Your Thrive confirmation code is: ${code}

Hi there,

Someone signed in to a Thrive account asked to use this address for it. Enter this code on the account page to confirm. It works for 10 minutes and can be used once.

Didn't ask for this? You can safely ignore this e-mail: nothing changes unless the code is entered.

Need a hand? Reach us at ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hi there,'),
      paragraph(
        'Someone signed in to a Thrive account asked to use this address for it. Enter this code on the account page to confirm:',
      ),
      `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px">${code}</p>`,
      paragraph('It works for 10 minutes and can be used once.'),
      paragraph(
        'Didn’t ask for this? You can safely ignore this e-mail: nothing changes unless the code is entered.',
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: `${code} is your Thrive confirmation code`,
    text,
    html,
    kind: 'email-change-code',
  };
}

/**
 * Sent instead of a code when the new address already belongs to an account: the request is
 * answered alike, so whether an address has an account is never revealed to the requester.
 */
export function emailChangeAddressTakenMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'This address already has a Thrive account';
  const text = `Hi there,

Someone signed in to another Thrive account asked to move it to this address. This address already has its own Thrive account, so nothing was changed.

If that was you, log in to the account of this address at ${ctx.siteUrl}/login instead. If it wasn't, you can ignore this e-mail.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hi there,'),
      paragraph(
        'Someone signed in to another Thrive account asked to move it to this address. This address already has its own Thrive account, so nothing was changed.',
      ),
      paragraph('If that was you, log in to the account of this address instead.'),
      button(`${ctx.siteUrl}/login`, 'Log in'),
    ].join('\n'),
  );
  return { to, subject: title, text, html, kind: 'email-change-taken' };
}

/** Tells the old address its account moved, and that every other device was signed out. */
export function emailChangedMail(
  to: string,
  firstName: string,
  newEmail: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'Your e-mail address was changed';
  const text = `Hi ${firstName},

The e-mail address of your Thrive account was just changed to ${newEmail}, and every other device signed in to it was signed out.

If this was you, there is nothing else to do.

If it wasn't you, tell us at once at ${ctx.siteUrl}/help.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(
        `The e-mail address of your Thrive account was just changed to <strong>${escapeHtml(newEmail)}</strong>, and every other device signed in to it was signed out.`,
      ),
      paragraph('If this was you, there is nothing else to do.'),
      paragraph('If it wasn’t you, tell us at once.'),
      button(`${ctx.siteUrl}/help`, 'Get help'),
    ].join('\n'),
  );
  return {
    to,
    subject: 'Your Thrive e-mail address was changed',
    text,
    html,
    kind: 'email-changed',
  };
}
