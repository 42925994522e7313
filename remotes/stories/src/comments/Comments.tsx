import { useEffect, useState } from 'react';
import type { CommentTarget, OwnComment, PublicComment } from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { useHydrated } from '@thrive/ui';
import { formatDate } from '../common/formatDate';
import { storiesApi } from '../storiesApi';
import { ReportControl, type ReportFormId } from '../reports/ReportControl';
import { CommentForm } from './CommentForm';
import { COMMENTS } from './commentsCopy';
import styles from './Comments.module.css';

/** The signed-in reader's own comments on this item, with where each stands. */
function OwnComments({
  target,
  id,
  added,
}: {
  target: CommentTarget;
  id: number;
  added: OwnComment[];
}) {
  const [stored, setStored] = useState<OwnComment[]>([]);
  useEffect(() => {
    let current = true;
    storiesApi.ownComments().then(
      (answer) =>
        current &&
        setStored(answer.comments.filter((c) => c.target === target && c.target_id === id)),
      () => undefined, // The reader's list is a detail: the page works without it.
    );
    return () => {
      current = false;
    };
  }, [target, id]);
  const shown = [...added, ...stored.filter((c) => !added.some((a) => a.id === c.id))];
  if (shown.length === 0) return null;
  return (
    <div className={styles.own}>
      <h3 className={styles.ownHeading}>{COMMENTS.ownHeading}</h3>
      <ul className={styles.list}>
        {shown.map((c) => (
          <li key={c.id} className={styles.comment}>
            <p>{c.text}</p>
            <p className={styles.meta}>
              <strong>{COMMENTS.status(c.status, c.rejection_reason)}</strong> ·{' '}
              <time dateTime={c.created_at}>{formatDate(c.created_at)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Each published comment with the author's replies to it (issue 43), nested under it in the
 * order they were published. A reply whose comment is not among these stays in the list.
 */
function threads(published: PublicComment[]) {
  const shown = new Set(published.map((c) => c.id));
  const nested = (c: PublicComment) => c.reply_to !== undefined && shown.has(c.reply_to);
  return published
    .filter((c) => !nested(c))
    .map((comment) => ({
      comment,
      replies: published.filter((c) => nested(c) && c.reply_to === comment.id),
    }));
}

function PublishedComment({
  comment: c,
  reportForm,
}: {
  comment: PublicComment;
  reportForm: ReportFormId;
}) {
  return (
    <>
      <p>{c.text}</p>
      <p className={styles.meta}>
        {c.reply_to && `${COMMENTS.authorReply}: `}
        {c.by ?? COMMENTS.anonymousName} ·{' '}
        <time dateTime={c.published_at}>{formatDate(c.published_at)}</time>
      </p>
      <ReportControl target="comment" id={c.id} formId={reportForm} />
    </>
  );
}

/**
 * The comments of a published story or answer: those a moderator published (`initial` when the
 * server rendered them with the page, else read once the page runs), the reader's own with
 * their outcome, and the comment form. Without `heading` it sits under a heading of the page's
 * own (an answer's comments open from a disclosure).
 */
export function Comments({
  target,
  id,
  initial,
  heading = true,
  reportForm = 'report',
}: {
  target: CommentTarget;
  id: number;
  initial?: PublicComment[];
  heading?: boolean;
  /** The page's no-JavaScript report form (each page has its own). */
  reportForm?: ReportFormId;
}) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  const [published, setPublished] = useState<PublicComment[] | null>(initial ?? null);
  const [added, setAdded] = useState<OwnComment[]>([]);
  const headingId = `comments-${target}-${id}`;

  useEffect(() => {
    if (initial || !Number.isSafeInteger(id)) return;
    let current = true;
    storiesApi.comments(target, id).then(
      (answer) => current && setPublished(answer.comments),
      () => current && setPublished([]),
    );
    return () => {
      current = false;
    };
  }, [target, id, initial]);

  return (
    <section className={styles.comments} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {COMMENTS.heading}
        </h2>
      )}
      {published &&
        (published.length === 0 ? (
          <p>{COMMENTS.none}</p>
        ) : (
          <ul className={styles.list}>
            {threads(published).map(({ comment, replies }) => (
              <li
                key={comment.id}
                className={comment.reply_to ? `${styles.comment} ${styles.reply}` : styles.comment}
              >
                <PublishedComment comment={comment} reportForm={reportForm} />
                {replies.length > 0 && (
                  <ul className={styles.replies} aria-label={COMMENTS.repliesLabel}>
                    {replies.map((reply) => (
                      <li key={reply.id} className={`${styles.comment} ${styles.reply}`}>
                        <PublishedComment comment={reply} reportForm={reportForm} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
      {signedIn && <OwnComments target={target} id={id} added={added} />}
      <CommentForm target={target} id={id} onSent={(c) => setAdded((list) => [c, ...list])} />
    </section>
  );
}
