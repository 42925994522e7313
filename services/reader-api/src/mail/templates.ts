/**
 * The e-mails Thrive sends, each as plain text and HTML, in the product's warm voice.
 * Everything a person typed is HTML-escaped before it goes into the HTML part.
 */
import type { OutgoingMail } from './mailer.ts';

export interface MailContext {
  /** Public site origin for links, e.g. http://localhost:3000. */
  siteUrl: string;
}

const BRAND = '#1b5e4a';
const BRAND_SOFT = '#e3f1eb';
const TEXT = '#1d1d1f';
const MUTED = '#545458';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${TEXT}">${html}</p>`;

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
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
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.5;color:${MUTED}">With care, the Thrive team<br>Real stories, real support, for every season of your mind.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const signOff = '\n\nWith care,\nThe Thrive team';

export function verificationCodeMail(
  to: string,
  firstName: string,
  code: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'Verify your e-mail address';
  // The code comes first so it is the first 6-digit number in the text, whatever the name holds.
  const text = `Your Thrive verification code is: ${code}

Hi ${firstName},

Enter this code on the confirmation screen to finish creating your account. It works for 10 minutes and can be used once.

Welcome to Thrive: a community where young people share real stories about mental health and wellbeing, and find people who understand. We're really glad you're here.

Didn't sign up? Someone may have typed your address by mistake. You can safely ignore this e-mail: nothing happens unless the code is entered.

Need a hand? Reach us at ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(firstName)},`),
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

export function newsletterWelcomeMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'You’re on the list';
  const text = `Hello,

Thanks for subscribing to the Thrive newsletter. Every so often we'll share new stories from our community, gentle tips for looking after your mind, and news about the app.

No spam, ever. If you'd rather not hear from us, reply with "unsubscribe" and we'll take you off the list.

Visit us any time: ${ctx.siteUrl}${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'Thanks for subscribing to the Thrive newsletter. Every so often we’ll share new stories from our community, gentle tips for looking after your mind, and news about the app.',
      ),
      button(ctx.siteUrl, 'Visit Thrive'),
      paragraph(
        `<span style="color:${MUTED}">No spam, ever. If you’d rather not hear from us, reply with “unsubscribe” and we’ll take you off the list.</span>`,
      ),
    ].join('\n'),
  );
  return { to, subject: 'Welcome to the Thrive newsletter', text, html, kind: 'newsletter' };
}

export interface ContactDetails {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
}

export function contactAcknowledgementMail(
  details: ContactDetails,
  ctx: MailContext,
): OutgoingMail {
  const title = 'We got your message';
  const text = `Hi ${details.name},

Thank you for reaching out to Thrive. A real person on our team will read your message and reply to this address, usually within two working days.

Your message${details.subject ? ` ("${details.subject}")` : ''}:
${details.message}

If you are in crisis or thinking about harming yourself, please don't wait for our reply: contact your local emergency number or a crisis line near you right away.

More ways to get help: ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(details.name)},`),
      paragraph(
        'Thank you for reaching out to Thrive. A real person on our team will read your message and reply to this address, usually within two working days.',
      ),
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:${BRAND_SOFT};white-space:pre-wrap;font-size:15px;line-height:1.5;color:${TEXT}">${details.subject ? `<strong>${escapeHtml(details.subject)}</strong><br>` : ''}${escapeHtml(details.message)}</blockquote>`,
      paragraph(
        '<strong>If you are in crisis</strong> or thinking about harming yourself, please don’t wait for our reply: contact your local emergency number or a crisis line near you right away.',
      ),
    ].join('\n'),
  );
  return {
    to: details.email,
    subject: 'We got your message',
    text,
    html,
    kind: 'contact-received',
  };
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

export function deletionAcknowledgementMail(
  to: string,
  fullName: string,
  dueBy: Date,
  ctx: MailContext,
): OutgoingMail {
  const title = 'We received your account deletion request';
  const due = dueBy.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const text = `Hi ${fullName},

We received your request to delete your Thrive account. We'll verify the request and, if there is an account for this e-mail address, delete it by ${due}.

What gets deleted: your profile and account data, your content and files, your activity history and settings, and related metadata and logs. This can't be undone. Anything the law or fraud prevention requires us to keep is kept only until that period ends.

Changed your mind, or didn't ask for this? Reply to this e-mail or contact us at ${ctx.siteUrl}/help before ${due} and we'll stop the deletion.

Thank you for being part of Thrive. Wherever your journey takes you next, we wish you well.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`Hi ${escapeHtml(fullName)},`),
      paragraph(
        `We received your request to delete your Thrive account. We’ll verify the request and, if there is an account for this e-mail address, delete it by <strong>${escapeHtml(due)}</strong>.`,
      ),
      paragraph(
        'What gets deleted: your profile and account data, your content and files, your activity history and settings, and related metadata and logs. This can’t be undone. Anything the law or fraud prevention requires us to keep is kept only until that period ends.',
      ),
      paragraph(
        `Changed your mind, or didn’t ask for this? Reply to this e-mail or contact us before ${escapeHtml(due)} and we’ll stop the deletion.`,
      ),
      button(`${ctx.siteUrl}/help`, 'Contact us'),
      paragraph(
        'Thank you for being part of Thrive. Wherever your journey takes you next, we wish you well.',
      ),
    ].join('\n'),
  );
  return {
    to,
    subject: 'Your Thrive account deletion request',
    text,
    html,
    kind: 'deletion-request',
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
