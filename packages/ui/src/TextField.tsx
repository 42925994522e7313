import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

interface FieldChrome {
  label: string;
  /** Shown under the field and announced with it. */
  hint?: string;
  /** When set the field is marked invalid and the message is announced. */
  error?: string | null;
}

/** Ids and ARIA wiring shared by every field kind. */
function useFieldAria(id: string | undefined, { hint, error }: FieldChrome) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldFrame({
  label,
  hint,
  error,
  className,
  ids,
  children,
}: FieldChrome & {
  className?: string;
  ids: { controlId: string; hintId: string; errorId: string };
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* The live region is always in the page, so screen readers notice when a message
          appears in it (a region inserted together with its text is often not announced). */}
      <div className={styles.errorRegion} aria-live="polite" data-field-errors="">
        {error && (
          <p id={ids.errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with optional hint and error text wired up for assistive technology. */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const { aria, ...ids } = useFieldAria(id, { label, hint, error });
  return (
    <FieldFrame {...{ label, hint, error, className, ids }}>
      <input {...input} {...aria} className={styles.input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, hint, error, id, className, ...area }: TextAreaFieldProps) {
  const { aria, ...ids } = useFieldAria(id, { label, hint, error });
  return (
    <FieldFrame {...{ label, hint, error, className, ids }}>
      <textarea {...area} {...aria} className={styles.input} />
    </FieldFrame>
  );
}

export type PasswordFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input whose visibility the user can toggle ("Show password" / "Hide password"). */
export function PasswordField({ label, hint, error, id, className, ...input }: PasswordFieldProps) {
  const { aria, ...ids } = useFieldAria(id, { label, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ label, hint, error, className, ids }}>
      <div className={styles.control}>
        <input
          {...input}
          {...aria}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={ids.controlId}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          <span aria-hidden="true">{visible ? 'Hide' : 'Show'}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
