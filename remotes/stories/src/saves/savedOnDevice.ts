/**
 * The stories saved on this device (issue 42): kept in the browser's storage, so saving needs
 * no account and the list opens offline. With an account, the API keeps them too: the device's
 * list is merged into the account's once per page load after sign-in (`syncWithAccount`), and
 * the account's (another phone's saves included) replaces the device's.
 */
import { SAVES_MERGE_MAX, type SavedStory } from '@thrive/reader-contract/community';
import { keepPageForOffline } from '@thrive/platform';
import { storyHref } from '../paths';

/** What the /saved page shows of a story without the network. */
export interface SavedOnDevice {
  slug: string;
  title: string;
  writer: string;
  saved_at: string;
}

export const SAVED_STORAGE_KEY = 'thrive.savedStories';
/** As many as the account keeps (SAVES_MAX); the oldest go first beyond that. */
const DEVICE_MAX = 500;

const listeners = new Set<() => void>();
const isEntry = (value: unknown): value is SavedOnDevice =>
  typeof value === 'object' &&
  value !== null &&
  ['slug', 'title', 'writer', 'saved_at'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

let cachedText: string | null | undefined;
let cachedList: SavedOnDevice[] = [];

/** Newest saved first; an unreadable store (private mode, edited by hand) is an empty list. */
export function savedOnDevice(): SavedOnDevice[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    return cachedList;
  }
  if (text === cachedText) return cachedList;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    cachedList = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    cachedList = [];
  }
  return cachedList;
}

function write(list: SavedOnDevice[]): void {
  try {
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(list.slice(0, DEVICE_MAX)));
  } catch {
    // Storage full or refused: the list stays as it was.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === SAVED_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Saves and take-backs made on this device while the account's list is on its way (a tap just
 * after the page loads): the account's answer predates them, so they stand over it.
 */
let changedDuringSync: Map<string, SavedOnDevice | null> | null = null;

/** Saves (kept for offline reading at once) or takes out one story. */
export function setSavedOnDevice(story: Omit<SavedOnDevice, 'saved_at'>, saved: boolean): void {
  const others = savedOnDevice().filter((entry) => entry.slug !== story.slug);
  const entry = saved ? { ...story, saved_at: new Date().toISOString() } : null;
  changedDuringSync?.delete(story.slug);
  changedDuringSync?.set(story.slug, entry);
  if (!entry) return write(others);
  write([entry, ...others]);
  keepPageForOffline(storyHref(story.slug));
}

const fromAccount = (story: SavedStory): SavedOnDevice => ({
  slug: story.slug,
  title: story.title,
  writer: story.writer.display_name,
  saved_at: story.saved_at,
});

let synced: Promise<void> | null = null;

/**
 * Once per page load when signed in: the device's list goes to the account, and the account's
 * list (every phone's saves) becomes the device's, each story kept for offline reading.
 */
export function syncWithAccount(
  merge: (slugs: string[]) => Promise<{ stories: SavedStory[] }>,
): Promise<void> {
  if (synced) return synced;
  const newest = savedOnDevice().slice(0, SAVES_MERGE_MAX);
  const changed = new Map<string, SavedOnDevice | null>();
  changedDuringSync = changed;
  synced = merge(newest.map((entry) => entry.slug)).then(
    ({ stories }) => {
      changedDuringSync = null;
      // Newest change first, above the account's list (each change also went to the account).
      const savedMeanwhile = [...changed.values()].filter((entry) => entry !== null).reverse();
      const account = stories.map(fromAccount).filter((entry) => !changed.has(entry.slug));
      write([...savedMeanwhile, ...account]);
      stories.forEach((story) => keepPageForOffline(storyHref(story.slug)));
    },
    () => {
      changedDuringSync = null;
      synced = null; // Offline or refused: the device's list stands; tried again next time.
    },
  );
  return synced;
}

/** Tests: forget the page load's sync. */
export const forgetSync = () => {
  synced = null;
  changedDuringSync = null;
};
