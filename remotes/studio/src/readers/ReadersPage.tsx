import { useEffect, useId, useState } from 'react';
import { LoadingState, Problem } from '@thrive/ui';
import {
  formatLagosDay,
  type ReaderComment,
  type StudioReaders,
  type WorkRef,
} from '@thrive/reader-contract/studioReaders';
import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { studioApi } from '../studioApi';
import { ReplyForm } from './ReplyForm';
import { READERS } from './readersCopy';
import styles from './ReadersPage.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; readers: StudioReaders };

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
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    studioApi.readers(READERS.loadFailed).then(
      (readers) =>
        current &&
        setLoad(
          isReaders(readers)
            ? { state: 'ready', readers }
            : { state: 'failed', message: READERS.loadFailed },
        ),
      (error: Error) => current && setLoad({ state: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const replied = (commentId: number, reply: ReaderComment['replies'][number]) =>
    setLoad((now) =>
      now.state === 'ready'
        ? {
            state: 'ready',
            readers: {
              ...now.readers,
              comments: now.readers.comments.map((c) =>
                c.id === commentId ? { ...c, replies: [...c.replies, reply] } : c,
              ),
            },
          }
        : now,
    );

  return (
    <>
      <SectionHeading heading={PAGES.readers.heading} description={PAGES.readers.description} />
      {load.state === 'loading' && <LoadingState label={READERS.loading} />}
      {load.state === 'failed' && (
        <Problem
          title={READERS.loadFailed}
          headingLevel={2}
          onRetry={() => {
            setLoad({ state: 'loading' });
            setRound((n) => n + 1);
          }}
        >
          <p>{load.message}</p>
        </Problem>
      )}
      {load.state === 'ready' && (
        <>
          <p className={styles.followers}>
            {READERS.followers(load.readers.followers.toLocaleString('en-NG'))}
          </p>
          <section aria-labelledby="studio-likes-heading">
            <h2 id="studio-likes-heading">{READERS.likesHeading}</h2>
            {load.readers.likes.length === 0 ? (
              <p>{READERS.noLikes}</p>
            ) : (
              <ul className={styles.likes}>
                {load.readers.likes.map((like, i) => (
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
            {load.readers.comments.length === 0 ? (
              <p>{READERS.noComments}</p>
            ) : (
              <ul className={styles.comments}>
                {load.readers.comments.map((c) => (
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
