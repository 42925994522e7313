/** The e-mail an administrator's 'Reset' sends a reader (plain text and HTML). */
import type { OutgoingMail } from '../core/mail/mailer.ts';
import { escapeHtml } from '../core/mail/templates.ts';

export function adminPasswordResetMail(
  to: string,
  firstName: string,
  ctx: { siteUrl: string },
): OutgoingMail {
  const resetUrl = `${ctx.siteUrl}/reset`;
  const subject = 'Reset your Thrive password';
  const text = `Hi ${firstName},

A Thrive administrator has started a password reset for your account, at your request or because your account needed it.

To choose a new password, open ${resetUrl}, enter this e-mail address and follow the steps: we will e-mail you a 6-digit code to confirm it is you.

Didn't ask for this? You can ignore this e-mail: your password stays the same until you choose a new one. If you are worried about your account, reply to this e-mail or write to us at ${ctx.siteUrl}/help.

With care,
The Thrive team`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#faf8f4;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9d6cf;border-radius:16px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${subject}</h1>
<p>Hi ${escapeHtml(firstName)},</p>
<p>A Thrive administrator has started a password reset for your account, at your request or because your account needed it.</p>
<p><a href="${escapeHtml(resetUrl)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1b5e4a;color:#fff;font-weight:600;text-decoration:none">Choose a new password</a></p>
<p>Enter this e-mail address and follow the steps: we will e-mail you a 6-digit code to confirm it is you.</p>
<p style="color:#545458">Didn't ask for this? You can ignore this e-mail: your password stays the same until you choose a new one.</p>
<p style="color:#545458">With care, the Thrive team</p>
</div></body></html>`;
  return { to, subject, text, html, kind: 'admin-reset' };
}
