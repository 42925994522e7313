import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, PasswordField, TextAreaField, TextField, useDocumentTitle } from '@thrive/ui';
import { UploadIcon } from '../common/icons';
import { GENRES } from '../data/types';
import styles from './AddMemberForm.module.css';

export type MemberRole = 'Writer' | 'Consultant';

const LIST_PATH: Record<MemberRole, string> = { Writer: '/writers', Consultant: '/consultants' };

/** SPEC section 2 gives the Create button no submit behaviour: it must not pretend to save. */
export function notSavedMessage(role: MemberRole): string {
  return `Saving is not available yet, so this ${role.toLowerCase()} was not created. Your entries are still in the form.`;
}

function UploadField({ label, hint }: { label: string; hint: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [fileName, setFileName] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    setFileName(event.target.files?.[0]?.name ?? null);
  return (
    <div className={styles.upload}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.uploadRow}>
        <input
          id={id}
          type="file"
          className={styles.fileInput}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={hintId}
          accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
          onChange={onChange}
        />
        <label htmlFor={id} id={`${id}-button`} className={styles.uploadButton}>
          <UploadIcon size={18} />
          Upload file
        </label>
        <span className={styles.fileName}>{fileName ?? 'No file chosen'}</span>
      </div>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** The Add Writer / Add Consultant form (SPEC section 2). No validation (SPEC section 5). */
export function AddMemberForm({ role }: { role: MemberRole }) {
  useDocumentTitle(`Add ${role} · Admin`);
  const genreId = useId();
  const [outcome, setOutcome] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(notSavedMessage(role));
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Add {role}</h1>
        <p className={styles.lead}>
          {role === 'Writer'
            ? 'Writers publish stories and answers for the Thrive community.'
            : 'Consultants give readers professional answers and consultations.'}
        </p>
      </header>

      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          <TextField
            label="Name"
            name="name"
            autoComplete="off"
            placeholder="What would you like to be called?"
          />
          <TextField label="Email" name="email" type="email" autoComplete="off" />
          <PasswordField label="Password" name="password" autoComplete="new-password" />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={genreId}>
              Genre
            </label>
            <select id={genreId} name="genre" className={styles.select} defaultValue="">
              <option value="">-- Select Genre --</option>
              {GENRES.map((genre) => (
                <option key={genre} value={genre}>
                  {genre}
                </option>
              ))}
            </select>
          </div>
        </div>

        <TextAreaField label="About" name="about" rows={5} />

        <div className={styles.grid}>
          <UploadField
            label="Credentials"
            hint="Certificates or qualifications: PDF, Word or image."
          />
          <UploadField label="Experience" hint="A CV or portfolio: PDF, Word or image." />
        </div>

        <div className={styles.footer}>
          <div className={styles.actions}>
            <Button type="submit">Create {role}</Button>
            <Link to={LIST_PATH[role]} className={styles.cancel}>
              Cancel
            </Link>
          </div>
          <div role="status" aria-live="polite">
            {outcome && <p className={styles.outcome}>{outcome}</p>}
          </div>
        </div>
      </form>
    </div>
  );
}
