import { i18n } from '@thrive/i18n';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useHydrated } from '../pageHead';
import styles from './Field.module.css';
import '../catalog';

interface FieldChrome {
  label: string;
  /** Shown under the field and announced with it. */
  hint?: string;
  /** When set the field is marked invalid and the message is announced. */
  error?: string | null;
}

/**
 * Ids and ARIA wiring shared by every field kind. A field takes keystrokes from the first
 * paint: what a reader types before the page hydrates stays in the input (React keeps an
 * uncontrolled input's value; see `Form`, which adopts it).
 */
function useFieldAria(id: string | undefined, { hint }: FieldChrome) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return { controlId, hintId, errorId, hasHint: Boolean(hint) };
}

/** The attributes of the control itself: its id, its description and whether it is invalid. */
function controlAria(ids: ReturnType<typeof useFieldAria>, error: string | null | undefined) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    // The error region (which has the error id) is referenced while it holds a message; the
    // shell's server does the same when it fills it (no JavaScript).
    'aria-describedby':
      [ids.hasHint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') ||
      undefined,
  };
}

function FieldFrame({
  label,
  hint,
  error,
  className,
  ids,
  name,
  children,
}: FieldChrome & {
  className?: string;
  ids: { controlId: string; hintId: string; errorId: string };
  /** The control's name: the server puts this field's messages in the region it names. */
  name: string | undefined;
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
      <div
        id={ids.errorId}
        className={styles.errorRegion}
        aria-live="polite"
        data-field-errors={name ?? ''}
      >
        {error && <p className={styles.error}>{error}</p>}
      </div>
    </div>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with optional hint and error text wired up for assistive technology. */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const ids = useFieldAria(id, { label, hint });
  return (
    <FieldFrame {...{ label, hint, error, className, ids, name: input.name }}>
      <input {...input} {...controlAria(ids, error)} className={styles.input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, hint, error, id, className, ...area }: TextAreaFieldProps) {
  const ids = useFieldAria(id, { label, hint });
  return (
    <FieldFrame {...{ label, hint, error, className, ids, name: area.name }}>
      <textarea {...area} {...controlAria(ids, error)} className={styles.input} />
    </FieldFrame>
  );
}

export type PasswordFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A password input whose visibility the user can toggle ("Show password" / "Hide password").
 * The toggle needs JavaScript: until the page has hydrated it keeps its place but is not
 * shown (no layout shift when it appears, and no button that does nothing when pressed).
 */
export function PasswordField({ label, hint, error, id, className, ...input }: PasswordFieldProps) {
  const ids = useFieldAria(id, { label, hint });
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <FieldFrame {...{ label, hint, error, className, ids, name: input.name }}>
      <div className={styles.control}>
        <input
          {...input}
          {...controlAria(ids, error)}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
        />
        <button
          type="button"
          className={hydrated ? styles.toggle : `${styles.toggle} ${styles.toggleWaiting}`}
          aria-controls={ids.controlId}
          aria-label={visible ? i18n._('ui.field.hidePassword') : i18n._('ui.field.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <span aria-hidden="true">
            {visible ? i18n._('ui.field.hide') : i18n._('ui.field.show')}
          </span>
        </button>
      </div>
    </FieldFrame>
  );
}
