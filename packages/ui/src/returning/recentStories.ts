/**
 * The stories a signed-in reader opened last on this browser (issue 44): their home page offers
 * them again. Kept on the device only (localStorage), at most RECENT_STORIES_MAX, newest first,
 * under the reader they belong to: another reader signing in on a shared phone sees none, and
 * titles of what a young person read stay off every server.
 */
export const RECENT_STORIES_KEY = 'thrive-recent-stories';
export const RECENT_STORIES_MAX = 5;

export interface RecentStory {
  slug: string;
  title: string;
}

interface Kept {
  owner: string;
  stories: RecentStory[];
}

const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const isStory = (item: unknown): item is RecentStory =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as RecentStory).slug === 'string' &&
  typeof (item as RecentStory).title === 'string';

function read(storage: Storage | null): Kept | null {
  try {
    const kept = JSON.parse(storage?.getItem(RECENT_STORIES_KEY) ?? 'null') as Kept | null;
    if (!kept || typeof kept.owner !== 'string' || !Array.isArray(kept.stories)) return null;
    return { owner: kept.owner, stories: kept.stories.filter(isStory) };
  } catch {
    return null;
  }
}

/** The reader's recent stories on this browser, newest first (none of anyone else's). */
export function recentStories(owner: string, storage: Storage | null = store()): RecentStory[] {
  const kept = read(storage);
  return kept?.owner === owner ? kept.stories.slice(0, RECENT_STORIES_MAX) : [];
}

/** Notes a story as opened by this reader: first in the list, once. */
export function rememberStory(
  owner: string,
  story: RecentStory,
  storage: Storage | null = store(),
): void {
  const stories = [story, ...recentStories(owner, storage).filter((s) => s.slug !== story.slug)];
  const kept: Kept = {
    owner,
    stories: stories.slice(0, RECENT_STORIES_MAX).map(({ slug, title }) => ({ slug, title })),
  };
  try {
    storage?.setItem(RECENT_STORIES_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: nothing to offer next time, nothing lost now.
  }
}

/** Whose list a session's is: the account id, else its e-mail address (both from the API). */
export const ownerOf = (user: { id?: unknown; email?: unknown }): string | null =>
  typeof user.id === 'string' ? user.id : typeof user.email === 'string' ? user.email : null;
