/**
 * The e-mails Thrive sends, each as plain text and HTML, in the product's warm voice.
 * Everything a person typed is HTML-escaped before it goes into the HTML part.
 */
import type { OutgoingMail } from './mailer.ts';

export interface MailContext {
  /** Public site origin for links, e.g. http://localhost:3000. */
  siteUrl: string;
}

export const BRAND = '#1b5e4a';
export const BRAND_SOFT = '#e3f1eb';
const TEXT = '#1d1d1f';
export const MUTED = '#545458';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${TEXT}">${html}</p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The footer line under every e-mail, per language. */
const FOOTER: Record<string, string> = {
  en: 'With care, the Thrive team<br>Real stories, real support, for every season of your mind.',
  pcm: 'With love, di Thrive team<br>True stories, true support, for every season of your mind.',
};

/** The e-mail's frame; `lang` is its language (the reader's: templates.pcm.ts for Pidgin). */
export function layout(title: string, bodyHtml: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#faf8f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf8f4">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #d9d6cf">
<tr><td style="padding:24px 32px;background:${BRAND};border-radius:16px 16px 0 0;color:#ffffff;font-size:22px;font-weight:700;letter-spacing:0.5px">Thrive</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.5;color:${MUTED}">${FOOTER[lang] ?? FOOTER.en}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const signOff = '\n\nWith care,\nThe Thrive team';

/**
 * The sign-up code. It greets nobody by name: the name was typed by whoever filled in the form,
 * and the address is not verified yet, so a name here would let anyone put their words in
 * mail to any address.
 */
export function verificationCodeMail(to: string, code: string, ctx: MailContext): OutgoingMail {
  const title = 'Verify your e-mail address';
  // The code comes first so it is the first 6-digit number in the text.
  const text = `Your Thrive verification code is: ${code}

Hi there,

Enter this code on the confirmation screen to finish creating your account. It works for 10 minutes and can be used once.

Welcome to Thrive: a community where young people share real stories about mental health and wellbeing, and find people who understand. We're really glad you're here.

Didn't sign up? Someone may have typed your address by mistake. You can safely ignore this e-mail: nothing happens unless the code is entered.

Need a hand? Reach us at ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hi there,'),
      paragraph('Here is your verification code:'),
      `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND}">${code}</p>`,
      paragraph(
        'Enter it on the confirmation screen to finish creating your account. The code works for 10 minutes and can be used once.',
      ),
      paragraph(
        'Welcome to Thrive: a community where young people share real stories about mental health and wellbeing, and find people who understand. We’re really glad you’re here.',
      ),
      paragraph(
        `<span style="color:${MUTED}">Didn’t sign up? Someone may have typed your address by mistake. You can safely ignore this e-mail: nothing happens unless the code is entered.</span>`,
      ),
    ].join('\n'),
  );
  return { to, subject: `${code} is your Thrive verification code`, text, html, kind: 'verify' };
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'You already have a Thrive account';
  const loginUrl = `${ctx.siteUrl}/login`;
  const text = `Hi ${firstName},

Someone, hopefully you, just tried to create a Thrive account with this e-mail address. Good news: you already have one, so there is nothing new to set up.

Log in here: ${loginUrl}

If this wasn't you, you can ignore this e-mail. Your account is safe and nothing has changed.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(
        'Someone, hopefully you, just tried to create a Thrive account with this e-mail address. Good news: you already have one, so there is nothing new to set up.',
      ),
      button(loginUrl, 'Log in to Thrive'),
      paragraph(
        `<span style="color:${MUTED}">If this wasn’t you, you can ignore this e-mail. Your account is safe and nothing has changed.</span>`,
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: 'You already have a Thrive account',
    text,
    html,
    kind: 'already-registered',
  };
}

export interface ContactDetails {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
}

/**
 * The acknowledgement to whoever used the contact form. It carries nothing the sender typed
 * (no name, subject or message): the form must not let anyone send our e-mail with their text
 * to an address of their choice.
 */
export function contactAcknowledgementMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'We got your message';
  const text = `Hello,

Thank you for reaching out to Thrive. A real person on our team will read your message and reply to this address, usually within two working days.

Didn't write to us? Someone may have typed your address by mistake; you can ignore this e-mail.

If you are in crisis or thinking about harming yourself, please don't wait for our reply: contact your local emergency number or a crisis line near you right away.

More ways to get help: ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'Thank you for reaching out to Thrive. A real person on our team will read your message and reply to this address, usually within two working days.',
      ),
      paragraph(
        `<span style="color:${MUTED}">Didn’t write to us? Someone may have typed your address by mistake; you can ignore this e-mail.</span>`,
      ),
      paragraph(
        '<strong>If you are in crisis</strong> or thinking about harming yourself, please don’t wait for our reply: contact your local emergency number or a crisis line near you right away.',
      ),
      button(`${ctx.siteUrl}/help`, 'More ways to get help'),
    ].join('\n'),
  );
  return { to, subject: 'We got your message', text, html, kind: 'contact-received' };
}

/** The copy of a contact message for the support inbox. */
export function contactNotificationMail(inbox: string, details: ContactDetails): OutgoingMail {
  const subject = `Contact form: ${details.subject ?? 'New message'} (from ${details.name})`;
  const rows: Array<[string, string]> = [
    ['Name', details.name],
    ['E-mail', details.email],
    ['Phone', details.phone ?? '—'],
    ['Subject', details.subject ?? '—'],
  ];
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${details.message}\n`;
  const html = layout(
    'New contact message',
    `<table role="presentation" style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${TEXT}">${rows
      .map(
        ([k, v]) =>
          `<tr><th align="left" style="padding-right:16px">${k}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join(
        '',
      )}</table><p style="white-space:pre-wrap;font-size:15px;line-height:1.6;color:${TEXT}">${escapeHtml(details.message)}</p>`,
  );
  return { to: inbox, subject, text, html, kind: 'contact' };
}

// ---- Double opt-in lists (newsletter, app updates) -------------------------------------

export type ListName = 'newsletter' | 'app-updates';

export const LIST_COPY: Record<
  ListName,
  { name: string; confirmSubject: string; confirmWhat: string; welcomeSubject: string }
> = {
  newsletter: {
    name: 'the Thrive newsletter',
    confirmSubject: 'Please confirm your Thrive newsletter subscription',
    confirmWhat:
      'Someone (we hope you) asked to receive the Thrive newsletter at this address: new stories from our community, gentle tips for looking after your mind, and news about the app.',
    welcomeSubject: 'Welcome to the Thrive newsletter',
  },
  'app-updates': {
    name: 'the Thrive app launch notice',
    confirmSubject: 'Please confirm: tell me when the Thrive app is out',
    confirmWhat:
      'Someone (we hope you) asked us to e-mail this address once when the Thrive app is available for Android and iPhone.',
    welcomeSubject: 'You’re on the list for the Thrive app',
  },
};

/** RFC 2369 + RFC 8058 headers: mail clients offer a one-click unsubscribe that POSTs here. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function subscriptionConfirmMail(
  to: string,
  list: ListName,
  confirmUrl: string,
): OutgoingMail {
  const copy = LIST_COPY[list];
  const title = 'Confirm your subscription';
  const text = `Hello,

${copy.confirmWhat}

To confirm, open this link (it works for 7 days):
${confirmUrl}

Didn't ask for this? Ignore this e-mail: without your confirmation we will not write to you again.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(escapeHtml(copy.confirmWhat)),
      button(confirmUrl, 'Confirm my subscription'),
      paragraph(
        `<span style="color:${MUTED}">The link works for 7 days. Didn’t ask for this? Ignore this e-mail: without your confirmation we will not write to you again.</span>`,
      ),
    ].join('\n'),
  );
  return { to, subject: copy.confirmSubject, text, html, kind: `${list}-confirm` };
}

export function subscriptionWelcomeMail(
  to: string,
  list: ListName,
  links: { unsubscribePage: string; oneClick: string },
  ctx: MailContext,
): OutgoingMail {
  const copy = LIST_COPY[list];
  const isNewsletter = list === 'newsletter';
  const title = isNewsletter ? 'You’re on the list' : 'We’ll tell you when the app is out';
  const body = isNewsletter
    ? 'Thanks for confirming your subscription to the Thrive newsletter. Every so often we’ll share new stories from our community, gentle tips for looking after your mind, and news about the app. No spam, ever.'
    : 'Thanks for confirming. We’ll send you one e-mail when the Thrive app is available for Android and iPhone, and nothing else.';
  const text = `Hello,

${body.replace(/’/g, "'")}

Visit us any time: ${ctx.siteUrl}

Changed your mind? Unsubscribe with one click: ${links.unsubscribePage}${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(body),
      button(ctx.siteUrl, 'Visit Thrive'),
      paragraph(
        `<span style="color:${MUTED}">Changed your mind? <a href="${escapeHtml(links.unsubscribePage)}" style="color:${BRAND}">Unsubscribe from ${escapeHtml(copy.name)}</a>.</span>`,
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: copy.welcomeSubject,
    text,
    html,
    kind: `${list}-welcome`,
    headers: listUnsubscribeHeaders(links.oneClick),
  };
}

// ---- Account deletion ---------------------------------------------------------------------

export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Sent to the address of a deletion request: nothing happens unless its owner confirms. */
export function deletionConfirmMail(to: string, confirmUrl: string): OutgoingMail {
  const title = 'Confirm your account deletion request';
  const text = `Hello,

Someone asked us to delete the Thrive account of this e-mail address, with everything linked to it. We only do that when the owner of this inbox confirms.

To confirm the deletion, open this link (it works for 24 hours):
${confirmUrl}

Once you confirm, your account and its data are deleted 7 days later; until then you can still cancel.

Didn't ask for this? Ignore this e-mail: nothing will be deleted, and the request lapses in 24 hours.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'Someone asked us to delete the Thrive account of this e-mail address, with everything linked to it. We only do that when the owner of this inbox confirms.',
      ),
      button(confirmUrl, 'Confirm account deletion'),
      paragraph(
        'The link works for 24 hours. Once you confirm, your account and its data are deleted 7 days later; until then you can still cancel.',
      ),
      paragraph(
        `<span style="color:${MUTED}">Didn’t ask for this? Ignore this e-mail: nothing will be deleted, and the request lapses in 24 hours.</span>`,
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: 'Confirm your Thrive account deletion',
    text,
    html,
    kind: 'deletion-confirm',
  };
}

/** Sent once the owner confirmed: when the deletion happens, and how to cancel it before then. */
export function deletionScheduledMail(to: string, dueBy: Date, cancelUrl: string): OutgoingMail {
  const due = formatDate(dueBy);
  const title = 'Your account will be deleted';
  const text = `Hello,

You confirmed your request: your Thrive account and the data linked to it will be deleted on ${due}.

What gets deleted: your profile and account data, your content and files, your activity history and settings, and related metadata and logs. This can't be undone. Anything the law or fraud prevention requires us to keep is kept only until that period ends.

Changed your mind? Cancel the deletion before ${due} with this link:
${cancelUrl}

Thank you for being part of Thrive. Wherever your journey takes you next, we wish you well.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        `You confirmed your request: your Thrive account and the data linked to it will be deleted on <strong>${escapeHtml(due)}</strong>.`,
      ),
      paragraph(
        'What gets deleted: your profile and account data, your content and files, your activity history and settings, and related metadata and logs. This can’t be undone. Anything the law or fraud prevention requires us to keep is kept only until that period ends.',
      ),
      paragraph(`Changed your mind? Cancel the deletion before ${escapeHtml(due)}:`),
      button(cancelUrl, 'Cancel the deletion'),
      paragraph(
        'Thank you for being part of Thrive. Wherever your journey takes you next, we wish you well.',
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: `Your Thrive account will be deleted on ${due}`,
    text,
    html,
    kind: 'deletion-scheduled',
  };
}

export function deletionCancelledMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'Your account deletion is cancelled';
  const text = `Hello,

The deletion of your Thrive account has been cancelled. Your account and your data stay as they are.

We're glad you're staying: ${ctx.siteUrl}${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'The deletion of your Thrive account has been cancelled. Your account and your data stay as they are.',
      ),
      button(ctx.siteUrl, 'Visit Thrive'),
    ].join('\n'),
  );
  return {
    to,
    subject: 'Your Thrive account deletion is cancelled',
    text,
    html,
    kind: 'deletion-cancelled',
  };
}

/** The final notice, sent when the deletion has been carried out. */
export function deletionCompletedMail(to: string): OutgoingMail {
  const title = 'Your account has been deleted';
  const text = `Hello,

As you asked, your Thrive account and the data linked to this e-mail address have been deleted: your profile and account data, your sign-in sessions and codes, your subscriptions and the messages you sent us through our forms. Only what the law requires us to keep is kept, and only until that period ends.

You are always welcome back.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'As you asked, your Thrive account and the data linked to this e-mail address have been deleted: your profile and account data, your sign-in sessions and codes, your subscriptions and the messages you sent us through our forms. Only what the law requires us to keep is kept, and only until that period ends.',
      ),
      paragraph('You are always welcome back.'),
    ].join('\n'),
  );
  return {
    to,
    subject: 'Your Thrive account has been deleted',
    text,
    html,
    kind: 'deletion-completed',
  };
}

/** The code for a forgotten password (the code is in the subject, as for verification). */
export function passwordResetCodeMail(
  to: string,
  firstName: string,
  code: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'Reset your password';
  const text = `Your Thrive password reset code is: ${code}

Hi ${firstName},

Someone, hopefully you, asked to reset the password of your Thrive account. Enter this code on the reset screen and choose a new password. It works for 10 minutes and can be used once.

Didn't ask for this? You can ignore this e-mail: your password stays the same unless the code is entered.

Need a hand? Reach us at ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(
        'Someone, hopefully you, asked to reset the password of your Thrive account. Here is your code:',
      ),
      `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND}">${code}</p>`,
      paragraph(
        'Enter it on the reset screen and choose a new password. The code works for 10 minutes and can be used once.',
      ),
      paragraph(
        `<span style="color:${MUTED}">Didn’t ask for this? You can ignore this e-mail: your password stays the same unless the code is entered.</span>`,
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: `${code} is your Thrive password reset code`,
    text,
    html,
    kind: 'password-reset',
  };
}

/** Tells the owner their password changed and every device was signed out. */
export function passwordChangedMail(to: string, firstName: string, ctx: MailContext): OutgoingMail {
  const title = 'Your password was changed';
  const resetUrl = `${ctx.siteUrl}/reset`;
  const text = `Hi ${firstName},

The password of your Thrive account was just changed, and every device signed in to it was signed out.

If this was you, there is nothing else to do: log in with your new password.

If it wasn't you, reset your password now at ${resetUrl} and tell us at ${ctx.siteUrl}/help.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(
        'The password of your Thrive account was just changed, and every device signed in to it was signed out.',
      ),
      paragraph('If this was you, there is nothing else to do: log in with your new password.'),
      paragraph('If it wasn’t you, reset your password now and let us know.'),
      button(resetUrl, 'Reset my password'),
    ].join('\n'),
  );
  return { to, subject: 'Your Thrive password was changed', text, html, kind: 'password-changed' };
}

/**
 * After the sign-up code: the account is ready, what to do first. Greets by name: the address
 * is verified now, and the name is the account's own.
 */
export function welcomeMail(to: string, firstName: string, ctx: MailContext): OutgoingMail {
  const title = `Welcome to Thrive, ${firstName}`;
  const storiesUrl = `${ctx.siteUrl}/stories`;
  const askUrl = `${ctx.siteUrl}/ask`;
  const text = `Hi ${firstName},

Your Thrive account is ready. You are part of a community where young people share real stories about mental health and wellbeing.

Read stories from people who have been there: ${storiesUrl}

Ask a question, openly or anonymously: ${askUrl}

If you ever feel you are in danger, please don't wait: the helplines on every page of Thrive are free, and someone will listen.

Need a hand? Reach us at ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(firstName)},`),
      paragraph(
        'Your Thrive account is ready. You are part of a community where young people share real stories about mental health and wellbeing.',
      ),
      button(storiesUrl, 'Read stories'),
      paragraph(
        `Have something on your mind? <a href="${escapeHtml(askUrl)}" style="color:${BRAND}">Ask a question</a>, openly or anonymously.`,
      ),
      paragraph(
        `<span style="color:${MUTED}">If you ever feel you are in danger, please don’t wait: the helplines on every page of Thrive are free, and someone will listen.</span>`,
      ),
    ].join('\n'),
  );
  return { to, subject: `Welcome to Thrive, ${firstName}`, text, html, kind: 'welcome' };
}
