/**
 * The shell server's own words on the small pages a form post lands on when it cannot show its
 * own page (a refused cross-site post, the remote unreachable, a form that needs JavaScript),
 * in the page's language. They are the shell's messages (shell/src/locales, `shell.formPage.*`),
 * read here from its catalogs: plain sentences, no ICU arguments, so no compiler is needed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from '@thrive/platform';
import { appDir } from '@thrive/platform/node';

export type FormPageMessage =
  | 'refusedTitle'
  | 'refused'
  | 'tryAgainTitle'
  | 'unavailable'
  | 'needsJavaScript'
  | 'tooMany'
  | 'back';

const po = formatter({ explicitIdAsDefault: true });
const catalogs = new Map<string, Record<string, string>>();

function catalog(locale: string): Record<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    const file = path.join(appDir('shell'), 'src/locales', `${locale}.po`);
    let parsed: Record<string, { translation?: string }> = {};
    try {
      // The PO formatter parses synchronously (the type allows a promise for other formats).
      parsed = po.parse(readFileSync(file, 'utf8'), {
        locale,
        sourceLocale: SOURCE_LOCALE,
        filename: file,
      }) as Record<string, { translation?: string }>;
    } catch {
      // A locale without a shell catalog reads the source locale's words.
    }
    messages = Object.fromEntries(
      Object.entries(parsed).map(([id, message]) => [id, message.translation ?? '']),
    );
    catalogs.set(locale, messages);
  }
  return messages;
}

/** The message in `locale`, else in the source locale (which has every message). */
export function formPageText(locale: string, message: FormPageMessage): string {
  const id = `shell.formPage.${message}`;
  return catalog(locale)[id] || catalog(SOURCE_LOCALE)[id]!;
}
