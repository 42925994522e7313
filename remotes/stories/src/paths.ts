/** The paths this remote owns (the platform table's `pathPrefixes` for `stories`). */
export const STORY_PATHS = {
  stories: '/stories',
  story: '/stories/:slug',
  writer: '/writers/:username',
  ask: '/ask',
  asked: '/ask/sent',
  /** A signed-out asker's private link (the key in the fragment). */
  yours: '/ask/yours',
  /** The writers the signed-in reader follows (issue 42). */
  following: '/following',
  /** The stories saved on this device (and the reader's account). */
  saved: '/saved',
  /** The signed-in reader's notifications inbox (the header's bell). */
  notifications: '/notifications',
} as const;

export const storyHref = (slug: string) => `/stories/${encodeURIComponent(slug)}`;
export const writerHref = (username: string) => `/writers/${encodeURIComponent(username)}`;
