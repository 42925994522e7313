import type { OutgoingMail } from '../core/mail/mailer.ts';

/** The token of the first link to `path` (e.g. `/newsletter/confirm`) in a mail's text. */
export function linkToken(mail: OutgoingMail | undefined, path: string): string {
  if (!mail) throw new Error(`no mail with a ${path} link`);
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([^\\s>"]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the ${mail.kind} mail`);
  return decodeURIComponent(match[1]);
}
