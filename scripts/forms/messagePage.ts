/**
 * A small standalone page for what a form post cannot show inside its own page (a refused
 * cross-site post, the remote unreachable): the message and a link back, everything escaped.
 */
import { languageTag } from '@thrive/platform';
import { formPageText } from './formPageCopy.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function messagePage(page: {
  locale: string;
  title: string;
  message: string;
  back: string;
}): string {
  const back = page.back.startsWith('/') && !page.back.startsWith('//') ? page.back : '/';
  return `<!doctype html>
<html lang="${escapeHtml(languageTag(page.locale))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} | Thrive</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; margin: 2rem auto; max-width: 40rem; padding: 0 1rem">
<main>
<h1>${escapeHtml(page.title)}</h1>
<p role="alert">${escapeHtml(page.message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(formPageText(page.locale, 'back'))}</a></p>
</main>
</body>
</html>`;
}
