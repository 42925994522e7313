import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StudioStoryRow, StudioStoryStatus } from '@thrive/reader-contract/schemas';
import { Button, buttonClassName } from '@thrive/ui';
import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { STUDIO_PATHS } from '../paths';
import { useStudioSession } from '../session/studioSession';
import { studioApi } from '../studioApi';
import { deviceDrafts, type DeviceDraft } from '../write/draftStore';
import { MY_STORIES } from './copy';
import styles from './MyStoriesPage.module.css';

const STATUS: Record<StudioStoryStatus, () => string> = {
  draft: () => MY_STORIES.draft,
  in_review: () => MY_STORIES.inReview,
  published: () => MY_STORIES.published,
  rejected: () => MY_STORIES.rejected,
};

const onDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; stories: StudioStoryRow[] };

/**
 * My stories (issue 43): each of the writer's stories with its state (a rejected one with the
 * moderator's reason), its qualified reads, readers' likes and published comments, and its date; drafts written on
 * this device that the server does not have yet come first.
 */
export default function MyStoriesPage() {
  const memberId = useStudioSession((s) => s.contributor?.member_id ?? 0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Drafts this device has not sent yet (read once: the list is for this visit).
  const [unsent] = useState<DeviceDraft[]>(() => deviceDrafts.unsent(memberId));
  const fetchStories = useCallback(() => {
    studioApi
      .stories(MY_STORIES.loadFailed)
      .then(({ stories }) => setLoad({ state: 'ready', stories: stories ?? [] }))
      .catch((error: unknown) =>
        setLoad({
          state: 'failed',
          message: error instanceof Error ? error.message : MY_STORIES.loadFailed,
        }),
      );
  }, []);
  useEffect(() => fetchStories(), [fetchStories]);

  return (
    <div className={styles.page}>
      <SectionHeading heading={PAGES.stories.heading} description={PAGES.stories.description} />
      <p>
        <Link to={STUDIO_PATHS.write} className={buttonClassName('primary')}>
          {MY_STORIES.newStory}
        </Link>
      </p>
      {unsent.length > 0 && (
        <ul className={styles.list} aria-label={MY_STORIES.onDevice}>
          {unsent.map((draft) => (
            <li key={draft.key} className={styles.story}>
              <Link to={STUDIO_PATHS.write} className={styles.title}>
                {draft.fields.title || MY_STORIES.untitled}
              </Link>
              <p className={styles.meta}>{MY_STORIES.onDevice}</p>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'loading' && <p role="status">{MY_STORIES.loading}</p>}
      {load.state === 'failed' && (
        <div role="alert">
          <p>{load.message}</p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setLoad({ state: 'loading' });
              fetchStories();
            }}
          >
            {MY_STORIES.tryAgain}
          </Button>
        </div>
      )}
      {load.state === 'ready' &&
        (load.stories.length === 0 && unsent.length === 0 ? (
          <p>{MY_STORIES.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={MY_STORIES.listLabel}>
            {load.stories.map((story) => (
              <li key={story.id} className={styles.story}>
                <Link to={`${STUDIO_PATHS.write}/${story.id}`} className={styles.title}>
                  {story.title || MY_STORIES.untitled}
                </Link>
                <p className={styles.meta}>
                  <span className={styles[story.status]}>{STATUS[story.status]()}</span>
                  {' · '}
                  {story.published_at
                    ? MY_STORIES.publishedOn(onDate(story.published_at))
                    : MY_STORIES.updated(onDate(story.updated_at))}
                  {' · '}
                  {MY_STORIES.reads(story.reads)}
                  {' · '}
                  {MY_STORIES.likes(story.likes)}
                  {' · '}
                  {MY_STORIES.comments(story.comments)}
                </p>
                {story.rejection_reason && (
                  <p className={styles.reason}>{MY_STORIES.reason(story.rejection_reason)}</p>
                )}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
