import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GENRES } from '@thrive/admin-contract';
import type { StudioStory, StudioStoryFields } from '@thrive/reader-contract/schemas';
import {
  Button,
  Form,
  TextAreaField,
  TextField,
  textOf,
  useDocumentTitle,
  useSubmission,
} from '@thrive/ui';
import { LAYOUT, PAGES } from '../copy';
import { STUDIO_PATHS } from '../paths';
import { useStudioSession } from '../session/studioSession';
import { studioApi } from '../studioApi';
import { ConflictPanel } from './ConflictPanel';
import { MarkdownPreview } from './MarkdownPreview';
import { useStoryDraft, type SyncState } from './useStoryDraft';
import { WRITE } from './copy';
import styles from './WritePage.module.css';

const SYNC_WORDS: Record<SyncState, () => string> = {
  saved: () => WRITE.syncSaved,
  device: () => WRITE.syncDevice,
  saving: () => WRITE.syncSaving,
  offline: () => WRITE.syncOffline,
  conflict: () => WRITE.syncConflict,
  'not-kept': () => WRITE.syncNotKept,
  refused: () => WRITE.saveFailed,
};

/** The editor's values as the API names them (warnings typed as one comma-separated line). */
function fieldsFrom(values: FormData): StudioStoryFields {
  return {
    title: textOf(values, 'title'),
    body: textOf(values, 'body'),
    genre: textOf(values, 'genre'),
    content_warnings: textOf(values, 'content_warnings')
      .split(',')
      .map((warning) => warning.trim())
      .filter(Boolean),
    premium: values.get('premium') === 'on',
  };
}

const idOf = (param: string | undefined): number | null => {
  const value = Number(param);
  return param && Number.isInteger(value) && value > 0 ? value : null;
};

export const writeHref = (id: number) => `${STUDIO_PATHS.write}/${id}`;

/**
 * Write (issue 43): title, body in Markdown, genre, content warnings, premium; nothing else on
 * the page. Every change is kept on the device at once and on the server a moment later
 * (useStoryDraft.ts), so a dropped connection or a closed tab loses nothing.
 */
export default function WritePage() {
  const params = useParams();
  const storyId = idOf(params.id);
  // One editor per story: another story's address is a fresh editor, never a mixed one.
  return <Editor key={storyId ?? 'new'} storyId={storyId} />;
}

/** A new story's first save: the address names it (a reload or a bookmark finds it there). */
function showAddressOf(story: StudioStory) {
  // Not a navigation: the editor (and the caret in it) stays as it is while the writer types.
  window.history.replaceState(window.history.state, '', writeHref(story.id));
}

function Editor({ storyId }: { storyId: number | null }) {
  const memberId = useStudioSession((s) => s.contributor?.member_id ?? 0);
  const draft = useStoryDraft(memberId, storyId, showAddressOf);
  const [previewing, setPreviewing] = useState(false);
  const { submission, submit } = useSubmission<StudioStory>(WRITE.submitFailed);
  useDocumentTitle(`${PAGES.write.heading} · ${LAYOUT.brand}`);

  if (draft.loading) return <p role="status">{WRITE.syncSaving}</p>;
  if (draft.loadError)
    return (
      <p role="alert" className={styles.error}>
        {draft.loadError}
      </p>
    );

  const status = draft.story?.status ?? 'draft';
  const back = (
    <p>
      <Link to={STUDIO_PATHS.stories}>{WRITE.back}</Link>
    </p>
  );

  if (status === 'in_review' || status === 'published') {
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.heading}>{PAGES.write.heading}</h1>
        <p role="status" className={styles.notice}>
          {submission.state === 'sent'
            ? WRITE.sent
            : status === 'published'
              ? WRITE.published
              : WRITE.inReview}{' '}
          {status === 'published' && draft.story && (
            <a href={`/stories/${encodeURIComponent(draft.story.slug)}`}>{WRITE.readIt}</a>
          )}
        </p>
        <MarkdownPreview title={draft.fields.title} body={draft.fields.body} />
      </div>
    );
  }

  const onSubmit = () => {
    void submit(async () => {
      // What the server sends to the moderators is exactly what the writer sees.
      const saved = await draft.flush();
      if (!saved) throw new Error(WRITE.needsConnection);
      const latest = await studioApi.submitStory(saved.id, saved.revision, WRITE.submitFailed);
      draft.replaceStory(latest.story);
      return latest.story;
    });
  };

  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.heading}>{PAGES.write.heading}</h1>
      {status === 'rejected' && draft.story?.rejection_reason && (
        <div className={styles.rejected}>
          <p className={styles.rejectedTitle}>{WRITE.rejected}</p>
          <p>{draft.story.rejection_reason}</p>
        </div>
      )}
      <p role="status" className={styles.sync}>
        {draft.sync === 'refused' && draft.refusal
          ? `${WRITE.saveFailed} ${draft.refusal}`
          : SYNC_WORDS[draft.sync]()}
      </p>
      {draft.conflict && (
        <ConflictPanel
          mine={draft.fields}
          theirs={draft.conflict}
          onKeepMine={draft.keepThisVersion}
          onUseTheirs={draft.takeOtherVersion}
        />
      )}
      <Form
        key={draft.generation}
        formId="studio-write"
        className={styles.form}
        aria-label={PAGES.write.heading}
        onValues={(values) => {
          const next = fieldsFrom(values);
          // The form reports its values once on mount too: only a real change is a change.
          if (JSON.stringify(next) !== JSON.stringify(draft.fields)) draft.change(next);
        }}
        onSubmit={onSubmit}
        error={submission.state === 'failed' ? submission.message : null}
        footer={
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={submission.state === 'sending'}
              busyLabel={WRITE.sending}
              disabled={draft.conflict !== null}
            >
              {status === 'rejected' ? WRITE.resubmit : WRITE.submit}
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-expanded={previewing}
              onClick={() => setPreviewing((shown) => !shown)}
            >
              {previewing ? WRITE.hidePreview : WRITE.preview}
            </Button>
          </div>
        }
      >
        <TextField
          label={WRITE.titleLabel}
          name="title"
          defaultValue={draft.fields.title}
          className={styles.title}
        />
        <TextAreaField
          label={WRITE.bodyLabel}
          name="body"
          rows={18}
          hint={WRITE.bodyHint}
          defaultValue={draft.fields.body}
          className={styles.body}
        />
        <div className={styles.details}>
          <label htmlFor="studio-write-genre">{WRITE.genreLabel}</label>
          <select id="studio-write-genre" name="genre" defaultValue={draft.fields.genre}>
            <option value="">{WRITE.chooseGenre}</option>
            {GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </select>
          <TextField
            label={WRITE.warningsLabel}
            name="content_warnings"
            defaultValue={draft.fields.content_warnings.join(', ')}
          />
          <div className={styles.check}>
            <input
              id="studio-write-premium"
              type="checkbox"
              name="premium"
              defaultChecked={draft.fields.premium}
            />
            <label htmlFor="studio-write-premium">{WRITE.premiumLabel}</label>
          </div>
        </div>
      </Form>
      {previewing && <MarkdownPreview title={draft.fields.title} body={draft.fields.body} />}
    </div>
  );
}
