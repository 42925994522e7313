import { useEffect } from 'react';
import { useSignedInUser } from '@thrive/auth-store';
import { ownerOf, rememberStory, type RecentStory } from './recentStories';

/** Notes a story a signed-in reader opened, for their home page's "Continue reading". */
export function useRememberStory(story: RecentStory | null): void {
  const user = useSignedInUser();
  const owner = user ? ownerOf(user) : null;
  const slug = story?.slug;
  const title = story?.title;
  useEffect(() => {
    if (owner && slug && title) rememberStory(owner, { slug, title });
  }, [owner, slug, title]);
}
