import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE } from '@thrive/platform';

/** One compiled message, as a catalog holds it. */
type Message = Messages[string];

/**
 * A compiled catalog module, as a `.po` import gives it: the source locale's (and the
 * pseudo-locale's) `{ id: message }`; any other locale's, its messages alone in the order of
 * the source catalog's ids sorted (test/poTransform.cjs), since the page already holds the ids.
 */
export interface CompiledCatalog {
  messages: Messages | readonly Message[];
}

/**
 * A locale's messages by id: `shipped` as it is, or, shipped without ids, paired with the
 * source catalog's ids sorted (the order the compiler wrote them in).
 */
export function messagesOf(source: Messages, shipped: CompiledCatalog['messages']): Messages {
  if (!Array.isArray(shipped)) return shipped as Messages;
  const ids = Object.keys(source).sort();
  // A catalog built against another source would give every word to the wrong id: refuse it.
  if (ids.length !== shipped.length)
    throw new Error(`A catalog has ${shipped.length} messages for ${ids.length} source ids.`);
  return Object.fromEntries(ids.map((id, i) => [id, shipped[i]!]));
}

/**
 * One owner's catalogs (a remote's, or the UI kit's crisis help): the source locale's
 * messages, imported statically (every page needs them, so they cost no extra request), and
 * a loader per other locale, imported only when that locale is the reader's.
 */
export interface Catalog {
  source: Messages;
  others: Partial<Record<string, () => Promise<CompiledCatalog>>>;
  /** Kept offline in every offered language (the shell's offline page, the crisis help). */
  offline?: boolean;
}

const registered: Catalog[] = [];
/** Loads started by registerCatalog that a render must wait for (see catalogsLoaded). */
const pending = new Set<Promise<void>>();

/** Loads one catalog's messages for a locale into the shared runtime (merged with the others'). */
async function loadInto(catalog: Catalog, code: string, orSource = false): Promise<void> {
  if (code === SOURCE_LOCALE) return;
  const load = catalog.others[code];
  if (!load) throw new Error(`No "${code}" catalog: every locale needs each owner's catalog.`);
  try {
    i18n.load(code, messagesOf(catalog.source, (await load()).messages));
  } catch (error) {
    if (!orSource) throw error;
    // Its file could not be fetched (offline, a flaky link): this owner's words stay in the
    // source locale rather than the page failing (the offline page, its crisis help).
    console.warn(`The "${code}" words of one part could not be loaded; shown in English.`, error);
    i18n.load(code, catalog.source);
  }
}

/**
 * Adds an owner's catalogs. Its source messages are there at once; if a reader's locale is
 * already active (a remote loaded after the shell started), the promise settles once that
 * locale's messages are loaded too: render after it.
 */
export function registerCatalog(catalog: Catalog): Promise<void> {
  registered.push(catalog);
  i18n.load(SOURCE_LOCALE, catalog.source);
  const loading = loadInto(catalog, i18n.locale);
  pending.add(loading);
  const settled = () => pending.delete(loading);
  loading.then(settled, settled);
  return loading;
}

/**
 * Settles once every catalog registered so far has the active locale's messages. The shell
 * awaits it after a remote's module has loaded (the module registers its catalogs as it runs)
 * and before rendering it, so a Pidgin page never shows English first.
 */
export async function catalogsLoaded(): Promise<void> {
  await Promise.all(pending);
}

/**
 * The shell's alone: loads every registered owner's messages for `code`, then makes it the
 * page's locale. Locales change by loading a page (`/pcm/…`), so nothing re-renders on it.
 */
export async function activateLocale(code: string): Promise<void> {
  await Promise.all(registered.map((catalog) => loadInto(catalog, code, true)));
  i18n.activate(code);
}

/**
 * Fetches the `offline` catalogs of `code` without making it the page's locale: the shell's
 * service worker keeps what a page fetched, so the crisis help and the offline page are there,
 * offline, in every language the site offers (issue 25). About 1 KB per language.
 */
export async function preloadLocale(code: string): Promise<void> {
  await Promise.all(
    registered.filter((catalog) => catalog.offline).map((catalog) => loadInto(catalog, code)),
  );
}

// Until the shell says otherwise (and in every unit test), pages are in the source locale.
i18n.load(SOURCE_LOCALE, {});
i18n.activate(SOURCE_LOCALE);
