import { useId, useState, type FormEvent } from 'react';
import { GENRES } from '@thrive/admin-contract';
import { Button } from '@thrive/ui';
import { PersonPicker } from './PersonPicker';
import type { NewStory, StoryRow } from './moderationApi';
import styles from './Moderation.module.css';

const WRITER_KINDS = ['writers'] as const;

/**
 * A story typed by an admin for a writer (an admin action, labelled and audit-logged: writers
 * write their own in the studio, issue 43), or a moderator's edit of one.
 * A new story goes to the queue: it is published only once approved.
 */
export function StoryForm({
  story,
  onSave,
  onCancel,
}: {
  story?: StoryRow;
  onSave: (fields: NewStory) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [writer, setWriter] = useState(
    story ? { id: story.writer.id, name: story.writer.name } : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!writer) return setError('Please choose a writer.');
    const control = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    const text = (name: string) => (control(name)?.value ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await onSave({
        writerId: writer.id,
        title: text('title'),
        body: text('body'),
        genre: text('genre'),
        contentWarnings: text('warnings')
          .split(',')
          .map((w) => w.trim())
          .filter(Boolean),
        premium: (control('premium') as HTMLInputElement | null)?.checked ?? false,
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={story ? 'Edit story' : 'New story'}>
      {!story && (
        <PersonPicker
          kinds={WRITER_KINDS}
          label="Story for (admin action)"
          value={writer}
          onChange={setWriter}
        />
      )}
      <label htmlFor={`${id}-title`}>Title</label>
      <input id={`${id}-title`} name="title" required defaultValue={story?.title} />
      <label htmlFor={`${id}-genre`}>Genre</label>
      <select id={`${id}-genre`} name="genre" required defaultValue={story?.genre ?? ''}>
        <option value="" disabled>
          -- Select Genre --
        </option>
        {GENRES.map((genre) => (
          <option key={genre}>{genre}</option>
        ))}
      </select>
      <label htmlFor={`${id}-warnings`}>Content warnings (comma-separated, optional)</label>
      <input
        id={`${id}-warnings`}
        name="warnings"
        defaultValue={story?.content_warnings.join(', ')}
      />
      <div className={styles.check}>
        <input
          id={`${id}-premium`}
          type="checkbox"
          name="premium"
          defaultChecked={story?.premium}
        />
        <label htmlFor={`${id}-premium`}>
          Premium story (readers on the web see the first paragraph)
        </label>
      </div>
      <label htmlFor={`${id}-body`}>Story (a blank line between paragraphs)</label>
      <textarea id={`${id}-body`} name="body" rows={12} required defaultValue={story?.body} />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {story ? 'Save changes' : 'Send for review'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
