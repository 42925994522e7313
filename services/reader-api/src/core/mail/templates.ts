/**
 * The frame of the e-mails Thrive sends, each as plain text and HTML, in the product's warm
 * voice: colours, paragraphs, buttons and the layout around them. Their words are the API's
 * catalogs' (src/locales, core/words/catalogs.ts), the reader e-mails in readerMails.ts.
 * Everything a person typed is HTML-escaped before it goes into the HTML part.
 */
import { wordsIn } from '../words/catalogs.ts';
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

/** A paragraph in the muted colour (what to do if it was not you). */
export const muted = (html: string) => paragraph(`<span style="color:${MUTED}">${html}</span>`);

/** A one-time code, large, in its box. */
export const codeBox = (code: string) =>
  `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND}">${code}</p>`;

/**
 * A message's marked parts (`<0>…</0>`, as Lingui marks rich text) in the markup the e-mail
 * gives them: `tagged('Go <0>here</0>.', (inner) => `<a …>${inner}</a>`)`.
 */
export const tagged = (text: string, ...wraps: ((inner: string) => string)[]) =>
  text.replace(/<(\d+)>(.*?)<\/\1>/g, (_, index: string, inner: string) =>
    wraps[Number(index)]!(inner),
  );

/** The e-mail's frame; `lang` is its language (the reader's), whose catalog gives the footer. */
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
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.5;color:${MUTED}">${wordsIn(lang)._('mail.footer')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The lines that close an e-mail's text part, in `lang`. */
export const signOffIn = (lang: string) => `\n\n${wordsIn(lang)._('mail.signOff')}`;

/** English, for the e-mails only the team and writers get. */
export const signOff = signOffIn('en');

export interface ContactDetails {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
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

export type ListName = 'newsletter' | 'app-updates';

/** RFC 2369 + RFC 8058 headers: mail clients offer a one-click unsubscribe that POSTs here. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A date as the e-mails write it: 14 December 2026. */
export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
