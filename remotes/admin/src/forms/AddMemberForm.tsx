import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Form,
  PasswordField,
  TextAreaField,
  TextField,
  textOf,
  useDocumentTitle,
} from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import type { ApiWriter } from '../api/types';
import { UploadIcon } from '../common/icons';
import { useNotify } from '../common/notices';
import { fileSizeMessage, GENDERS, GENRES } from '@thrive/admin-contract';
import { checkFile, MAX_FILE_BYTES } from './checkFile';
import { useLeaveWarning } from './useLeaveWarning';
import styles from './AddMemberForm.module.css';

export type MemberRole = 'Writer' | 'Consultant';

const LIST_PATH: Record<MemberRole, string> = { Writer: '/writers', Consultant: '/consultants' };
const API_PATH: Record<MemberRole, string> = {
  Writer: '/admin/writers',
  Consultant: '/admin/consultants',
};

const ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.webp,.gif,application/pdf,image/png,image/jpeg,image/webp,image/gif';
const FILE_LABEL = { credentials: 'Credentials', experience: 'Experience' } as const;

type FieldName = 'name' | 'email' | 'password' | 'genre' | 'gender' | 'credentials' | 'experience';
type Errors = Partial<Record<FieldName, string>>;

/** The same rules the API applies, with its messages, so mistakes show before sending. */
export function validateMember(values: {
  name: string;
  email: string;
  password: string;
  genre: string;
  gender: string;
  files: Partial<Record<'credentials' | 'experience', File | null>>;
}): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Please enter a name.';
  if (!values.email.trim()) errors.email = 'Please enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Please enter a valid email address.';
  // Optional (issue 43): the person sets their own from the studio invitation e-mail.
  if (values.password && values.password.length < 8)
    errors.password = 'Password must be at least 8 characters long.';
  if (!values.genre) errors.genre = 'Please select a genre.';
  if (!values.gender) errors.gender = 'Please select M or F for Sex.';
  for (const which of ['credentials', 'experience'] as const) {
    const file = values.files[which];
    // The type is read from the content when the file is chosen (checkFile); the size here too.
    if (file && file.size > MAX_FILE_BYTES) errors[which] = fileSizeMessage(MAX_FILE_BYTES);
  }
  return errors;
}

function UploadField({
  label,
  name,
  hint,
  error,
  file,
  onFile,
}: {
  label: string;
  name: string;
  hint: string;
  error?: string;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onFile(event.target.files?.[0] ?? null);
  return (
    <div className={styles.upload}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.uploadRow}>
        <input
          id={id}
          name={name}
          type="file"
          className={styles.fileInput}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          accept={ACCEPT}
          onChange={onChange}
        />
        <label htmlFor={id} id={`${id}-button`} className={styles.uploadButton}>
          <UploadIcon size={18} />
          Upload file
        </label>
        <span className={styles.fileName}>{file?.name ?? 'No file chosen'}</span>
      </div>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The Add Writer / Add Consultant form (SPEC section 2), now creating the record. */
export function AddMemberForm({ role }: { role: MemberRole }) {
  useDocumentTitle(`Add ${role} · Admin`);
  const genreId = useId();
  const genderId = useId();
  const navigate = useNavigate();
  const notify = useNotify();
  const [files, setFiles] = useState<{ credentials: File | null; experience: File | null }>({
    credentials: null,
    experience: null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const leaveDialog = useLeaveWarning(changed);
  // The chosen files, for the change handler (which the form keeps from its first render).
  const filesRef = useRef(files);

  // After every change: a field whose error is now fixed loses it at once (no new errors
  // while typing: they appear on submit, or for a file when it is chosen).
  const onValues = useCallback((data: FormData) => {
    const typed = ['name', 'email', 'password', 'genre', 'gender', 'about'].some(
      (name) => textOf(data, name) !== '',
    );
    setChanged(typed || !!filesRef.current.credentials || !!filesRef.current.experience);
    setErrors((current) => {
      if (Object.keys(current).length === 0) return current;
      const now = validateMember({
        name: textOf(data, 'name'),
        email: textOf(data, 'email'),
        password: textOf(data, 'password'),
        genre: textOf(data, 'genre'),
        gender: textOf(data, 'gender'),
        files: filesRef.current,
      });
      const kept = Object.fromEntries(
        Object.entries(current).filter(
          ([field]) => field === 'credentials' || field === 'experience' || now[field as FieldName],
        ),
      ) as Errors;
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, []);

  const chooseFile = async (which: 'credentials' | 'experience', file: File | null) => {
    filesRef.current = { ...filesRef.current, [which]: file };
    setFiles(filesRef.current);
    if (file) setChanged(true);
    const problem = file ? await checkFile(file, FILE_LABEL[which]) : null;
    setErrors((current) => {
      const { [which]: _old, ...rest } = current;
      return problem ? { ...rest, [which]: problem } : rest;
    });
  };
  const onSubmit = async (data: FormData, formElement: HTMLFormElement) => {
    setOutcome(null);
    const values = {
      name: textOf(data, 'name'),
      email: textOf(data, 'email'),
      password: textOf(data, 'password'),
      genre: textOf(data, 'genre'),
      gender: textOf(data, 'gender'),
      about: textOf(data, 'about'),
    };
    const found = { ...validateMember({ ...values, files }) };
    // A chosen file already refused keeps its message (its type was read from its content).
    for (const which of ['credentials', 'experience'] as const)
      if (errors[which] && files[which]) found[which] = errors[which];
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    if (files.credentials) form.append('credentials', files.credentials);
    if (files.experience) form.append('experience', files.experience);
    setBusy(true);
    try {
      const answer = await adminApi.postForm<{ person: ApiWriter }>(
        API_PATH[role],
        form,
        `The ${role.toLowerCase()} could not be created. Please try again.`,
      );
      setChanged(false);
      notify(`${answer.person.name} was added as a ${role.toLowerCase()}.`);
      navigate(role === 'Writer' ? `/writers/${answer.person._id}` : LIST_PATH[role]);
    } catch (error) {
      // Nothing typed is lost: the form keeps every entry.
      setOutcome(`${(error as Error).message} Your entries are still in the form.`);
    } finally {
      setBusy(false);
    }
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

      <Form
        formId={`add-${role.toLowerCase()}`}
        className={styles.form}
        onSubmit={(data, formElement) => void onSubmit(data, formElement)}
        onValues={onValues}
        footer={
          <div className={styles.footer}>
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {busy ? 'Creating…' : `Create ${role}`}
              </Button>
              <Link to={LIST_PATH[role]} className={styles.cancel}>
                Cancel
              </Link>
            </div>
            <div role="alert">{outcome && <p className={styles.outcome}>{outcome}</p>}</div>
          </div>
        }
      >
        <div className={styles.grid}>
          <TextField
            label="Name"
            name="name"
            autoComplete="off"
            placeholder="What would you like to be called?"
            error={errors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            error={errors.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            hint="Optional: leave it empty. We e-mail them an invitation to set their own password in the studio."
            error={errors.password}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={genreId}>
              Genre
            </label>
            <select
              id={genreId}
              name="genre"
              className={styles.select}
              defaultValue=""
              aria-invalid={errors.genre ? true : undefined}
              aria-describedby={errors.genre ? `${genreId}-error` : undefined}
            >
              <option value="">-- Select Genre --</option>
              {GENRES.map((genre) => (
                <option key={genre} value={genre}>
                  {genre}
                </option>
              ))}
            </select>
            {errors.genre && (
              <p id={`${genreId}-error`} className={styles.error} role="alert">
                {errors.genre}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={genderId}>
              Sex
            </label>
            <select
              id={genderId}
              name="gender"
              className={styles.select}
              defaultValue=""
              aria-invalid={errors.gender ? true : undefined}
              aria-describedby={errors.gender ? `${genderId}-error` : undefined}
            >
              <option value="">-- Select --</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender === 'M' ? 'Male (M)' : 'Female (F)'}
                </option>
              ))}
            </select>
            {errors.gender && (
              <p id={`${genderId}-error`} className={styles.error} role="alert">
                {errors.gender}
              </p>
            )}
          </div>
        </div>

        <TextAreaField label="About" name="about" rows={5} />

        <div className={styles.grid}>
          <UploadField
            label="Credentials"
            name="credentials"
            hint="Certificates or qualifications: a PDF or an image, up to 5 MB."
            error={errors.credentials}
            file={files.credentials}
            onFile={(file) => void chooseFile('credentials', file)}
          />
          <UploadField
            label="Experience"
            name="experience"
            hint="A CV or portfolio: a PDF or an image, up to 5 MB."
            error={errors.experience}
            file={files.experience}
            onFile={(file) => void chooseFile('experience', file)}
          />
        </div>
      </Form>
      {leaveDialog}
    </div>
  );
}
