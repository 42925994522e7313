/**
 * The studio invitation e-mail (issue 43): the link to set one's own password, second factor
 * and accept the writers' terms. The token is in the link's fragment (`#…`): browsers never
 * send a fragment, so it reaches no server's access log; the page posts it in a body.
 */
import type { OutgoingMail } from '../core/mail/mailer.ts';
import { escapeHtml } from '../core/mail/templates.ts';

export const INVITATION_PATH = '/studio/invitation';

export const invitationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${INVITATION_PATH}#${token}`;

/**
 * Why it was sent: the console added them or resent it, they signed in with an admin-set
 * password, or an admin pressed the console's Reset (a new password, same second factor).
 */
export type InvitationReason = 'added' | 'resent' | 'own-password' | 'reset';

const SUBJECT: Record<InvitationReason, (role: string) => string> = {
  added: (role) => `You are invited to write on Thrive as a ${role}`,
  resent: (role) => `You are invited to write on Thrive as a ${role}`,
  'own-password': () => 'Set your own password for the Thrive studio',
  reset: () => 'Set a new password for the Thrive studio',
};

const OPENING: Record<InvitationReason, (role: string) => string> = {
  added: (role) =>
    `The Thrive team has added you as a ${role}. In the Thrive studio you will write, send your work for review and see what readers make of it.`,
  resent: (role) =>
    `The Thrive team has added you as a ${role}. In the Thrive studio you will write, send your work for review and see what readers make of it.`,
  'own-password': () =>
    'You signed in to the Thrive studio with a password an administrator set for you. Please set your own now: the old one no longer opens the studio.',
  reset: () =>
    'A Thrive administrator has started a password reset for your studio account, at your request or because your account needed it. Your current password keeps working until you set a new one.',
};

const STEPS: Record<InvitationReason, string> = {
  added:
    "Open this link to set your password and a second factor (a passkey or an authenticator app), and to accept the writers' terms:",
  resent:
    "Open this link to set your password and a second factor (a passkey or an authenticator app), and to accept the writers' terms:",
  'own-password':
    "Open this link to set your password and a second factor (a passkey or an authenticator app), and to accept the writers' terms:",
  reset:
    "Open this link to set a new password and to accept the writers' terms. Your passkey or authenticator app stays as it is (if you have none yet, you set one up next):",
};

export function invitationMail(
  to: string,
  name: string,
  ctx: {
    siteUrl: string;
    token: string;
    role: 'writer' | 'consultant';
    expiresAt: Date;
    reason: InvitationReason;
  },
): OutgoingMail {
  const url = invitationUrl(ctx.siteUrl, ctx.token);
  const role = ctx.role === 'consultant' ? 'consultant' : 'writer';
  const expires = ctx.expiresAt.toUTCString();
  const subject = SUBJECT[ctx.reason](role);
  const opening = OPENING[ctx.reason](role);
  const steps = STEPS[ctx.reason];
  const text = `Hi ${name},

${opening}

${steps}

${url}

The link works once and expires on ${expires}. If it has expired, ask the Thrive team to send a new one.

Not expecting this? You can ignore this e-mail.

With care,
The Thrive team`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f;background:#faf8f4;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9d6cf;border-radius:16px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(opening)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1b5e4a;color:#fff;font-weight:600;text-decoration:none">Set up my studio account</a></p>
<p>${escapeHtml(steps.replace(/:$/, '.'))}</p>
<p style="color:#545458">The link works once and expires on ${escapeHtml(expires)}. If it has expired, ask the Thrive team to send a new one.</p>
<p style="color:#545458">With care, the Thrive team</p>
</div></body></html>`;
  return { to, subject, text, html, kind: 'studio-invitation' };
}
