import { useCallback, useId } from 'react';
import {
  formatLagosDay,
  type ReaderComment,
  type StudioReaders,
  type WorkRef,
} from '@thrive/reader-contract/studioReaders';
import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { LoadStatus, useLoaded } from '../layout/useLoaded';
import { studioApi } from '../studioApi';
import { ReplyForm } from './ReplyForm';
import { READERS } from './readersCopy';
import styles from './ReadersPage.module.css';

const isReaders = (answer: unknown): answer is StudioReaders =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as StudioReaders).followers === 'number' &&
  Array.isArray((answer as StudioReaders).likes) &&
  Array.isArray((answer as StudioReaders).comments);

/** "your story “…”" or "your answer to “…”", linking to where readers see it. */
function Work({ on }: { on: WorkRef }) {
  return (
    <a href={on.link}>
      {on.target === 'story' ? READERS.story(on.title) : READERS.answer(on.title)}
    </a>
  );
}

function Reply({ reply }: { reply: ReaderComment['replies'][number] }) {
  const text =
    reply.status === 'in_review'
      ? READERS.replyInReview(reply.text)
      : reply.status === 'published'
        ? READERS.replyPublished(reply.text)
        : READERS.replyRejected(reply.rejection_reason ?? '—');
  // In review: a status, announced when the reply was just sent (the form gives way to it).
  return (
    <li className={styles.reply}>
      <span role={reply.status === 'in_review' ? 'status' : undefined}>{text}</span>
    </li>
  );
}

function Comment({
  comment,
  onReplied,
}: {
  comment: ReaderComment;
  onReplied: (reply: ReaderComment['replies'][number]) => void;
}) {
  const id = useId();
  const waiting = comment.replies.some((r) => r.status === 'in_review');
  return (
    <li>
      <article className={styles.comment} aria-labelledby={id}>
        <p className={styles.on}>
          {READERS.on} <Work on={comment.on} />
        </p>
        <p id={id} className={styles.text}>
          {comment.text}
        </p>
        <p className={styles.meta}>
          {READERS.by(comment.by ?? READERS.anonymous, formatLagosDay(comment.published_at))}
        </p>
        {comment.replies.length > 0 && (
          <ul className={styles.replies}>
            {comment.replies.map((r) => (
              <Reply key={r.id} reply={r} />
            ))}
          </ul>
        )}
        {!waiting && (
          <ReplyForm
            commentId={comment.id}
            onReplied={(reply, text) => onReplied({ ...reply, text })}
          />
        )}
      </article>
    </li>
  );
}

/** `/studio/readers`: followers, recent likes and published comments on the contributor's work. */
export default function ReadersPage() {
  const read = useCallback(() => studioApi.readers(READERS.loadFailed), []);
  const { loaded: load, reload, update } = useLoaded(read, isReaders, READERS.loadFailed);

  const replied = (commentId: number, reply: ReaderComment['replies'][number]) =>
    update((readers) => ({
      ...readers,
      comments: readers.comments.map((c) =>
        c.id === commentId ? { ...c, replies: [...c.replies, reply] } : c,
      ),
    }));

  return (
    <>
      <SectionHeading heading={PAGES.readers.heading} description={PAGES.readers.description} />
      <LoadStatus
        loaded={load}
        loading={READERS.loading}
        failed={READERS.loadFailed}
        onRetry={reload}
      />
      {load.state === 'ready' && (
        <>
          <p className={styles.followers}>
            {READERS.followers(load.value.followers.toLocaleString('en-NG'))}
          </p>
          <section aria-labelledby="studio-likes-heading">
            <h2 id="studio-likes-heading">{READERS.likesHeading}</h2>
            {load.value.likes.length === 0 ? (
              <p>{READERS.noLikes}</p>
            ) : (
              <ul className={styles.likes}>
                {load.value.likes.map((like, i) => (
                  <li key={`${like.on.target}-${like.on.id}-${i}`}>
                    {READERS.liked(
                      like.on.target === 'story'
                        ? READERS.story(like.on.title)
                        : READERS.answer(like.on.title),
                      formatLagosDay(like.liked_at),
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="studio-comments-heading">
            <h2 id="studio-comments-heading">{READERS.commentsHeading}</h2>
            <p className={styles.meta}>{READERS.commentsNote}</p>
            {load.value.comments.length === 0 ? (
              <p>{READERS.noComments}</p>
            ) : (
              <ul className={styles.comments}>
                {load.value.comments.map((c) => (
                  <Comment key={c.id} comment={c} onReplied={(r) => replied(c.id, r)} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
