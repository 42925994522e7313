import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { adoptTypedAhead, currentPage, noteTyping } from './typedAhead';
import styles from './Form.module.css';

export interface FormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'method' | 'action' | 'onSubmit' | 'onChange'
> {
  /**
   * Which form this is (the `_form` field): the shell's server handles a POST of it when the
   * page's code has not run, and the early-capture script replays a submit made before then.
   */
  formId: string;
  /** Extra values sent with the form as hidden inputs, e.g. an e-mail link's `token`. */
  hiddenFields?: Record<string, string>;
  /**
   * A reader's form (a like, a comment, a report): sent natively because the page's code never
   * came, it takes the stored session along (the early-input script adds it; the shell's
   * server passes it on to the API).
   */
  withSession?: boolean;
  /** Runs instead of the browser's own submission, with the form's values at that moment. */
  onSubmit: (values: FormData, form: HTMLFormElement) => void;
  /**
   * The form's values once the page has hydrated (what the reader typed before is adopted)
   * and after every change: for rules that show while typing.
   */
  onValues?: (values: FormData) => void;
  /** The form-level message (a failed call); the server fills the same region without JS. */
  error?: ReactNode;
  /** The heading of that message. */
  errorTitle?: string;
  /** After the message region: usually the submit button. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A form that works before and without JavaScript (a real POST to the page's own address,
 * which the shell's server handles) and is enhanced in place once hydrated: the submit is
 * handled here (no page load), the fields keep what was typed before hydration.
 *
 * Markup contract (docs: README, "Forms"): `<form method="post" data-thrive-form=formId>`,
 * a first child `<input type="hidden" name="_form">`, inputs named as the API's JSON fields,
 * field messages in `[data-field-errors=name]`, form messages in `[data-form-errors]`.
 */
export function Form({
  formId,
  hiddenFields,
  withSession,
  onSubmit,
  onValues,
  error,
  errorTitle,
  footer,
  children,
  ...rest
}: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const report = useCallback(() => {
    if (ref.current && onValues) onValues(readForm(ref.current));
  }, [onValues]);
  const adopt = useEffectEvent(report);
  /** The page this form appeared on: typed after the address left it, text is the next page's. */
  const shownAt = useRef('');

  // Before the page that appears is painted: it takes what was typed into the page it replaced
  // while it was on its way (typedAhead.ts).
  useLayoutEffect(() => {
    shownAt.current = currentPage();
    if (ref.current) adoptTypedAhead(ref.current);
  }, []);

  // Runs once the form is live in the browser: after hydration, the inputs hold what the
  // reader typed before it (React leaves an uncontrolled input's value alone), and a form that
  // appeared on a page change holds what was typed for it.
  useEffect(() => adopt(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(readForm(event.currentTarget), event.currentTarget);
  };

  return (
    <form
      {...rest}
      ref={ref}
      method="post"
      data-thrive-form={formId}
      data-thrive-session={withSession ? '' : undefined}
      noValidate
      onSubmit={submit}
      onChange={(event) => {
        noteTyping(event.target, shownAt.current);
        report();
      }}
    >
      <input type="hidden" name="_form" value={formId} />
      {hiddenFields &&
        Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {children}
      <div className={styles.formErrors} data-form-errors="" aria-live="polite">
        {error ? (
          <>
            {errorTitle && <p className={styles.errorTitle}>{errorTitle}</p>}
            <p>{error}</p>
          </>
        ) : null}
      </div>
      {footer}
    </form>
  );
}

/**
 * The text values a form would submit (named, enabled, checked boxes only; no files), read
 * from its controls. Not `new FormData(form)`: the tests' FormData is Node's, which reads no
 * DOM form.
 */
export function readForm(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLTextAreaElement) &&
      !(element instanceof HTMLSelectElement)
    )
      continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (['submit', 'button', 'reset', 'image', 'file'].includes(element.type)) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
    }
    data.append(element.name, element.value);
  }
  return data;
}

/** A text value of a form's values ('' when absent or a file). */
export function textOf(values: FormData, name: string): string {
  const value = values.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The values of a form as the component's state, read from the form itself (see `onValues`):
 * the inputs stay uncontrolled, so nothing typed before hydration is overwritten.
 */
export function useFormValues<V>(read: (values: FormData) => V, initial: V) {
  const [values, setValues] = useState(initial);
  const onValues = useCallback((data: FormData) => setValues(read(data)), [read]);
  return [values, onValues] as const;
}
