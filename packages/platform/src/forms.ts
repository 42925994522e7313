/**
 * Form descriptors: what a remote publishes about each public form it renders, so that the
 * shell's server can complete the form without JavaScript (scripts/forms). Plain data — a
 * remote declares them in `src/publicForms.ts` with its own copy, its build writes them into
 * `prerender/routes.json`, and the shell's server reads them from there: the shell needs no
 * change when a remote adds a form.
 *
 * The markup a form renders follows the contract of issue 22: `<form method="post"
 * data-thrive-form="<id>">` without `action`, a first child `<input type="hidden" name="_form">`,
 * inputs named as the API's JSON fields, `data-field-errors` / `data-form-errors` regions.
 */
import { EMAIL_ADDRESS_MAX_LENGTH, looksLikeEmailAddress } from './emailAddress';

/** One declarative check of a field, with the message the reader sees when it fails. */
export type FieldRule =
  | { rule: 'required'; message: string }
  /**
   * An e-mail address's shape (emailAddress.ts); a value longer than any address
   * (EMAIL_ADDRESS_MAX_LENGTH) fails with this message before its shape is looked at.
   */
  | { rule: 'email'; message: string }
  | { rule: 'minLength'; min: number; message: string }
  | { rule: 'maxLength'; max: number; message: string }
  /**
   * The whole (trimmed) value matches this regular expression source; empty values pass.
   * `maxLength` is the longest value the pattern can match: a longer one fails with this
   * message without the pattern running, so no value's length decides its cost.
   */
  | { rule: 'pattern'; pattern: string; maxLength: number; message: string }
  /** Equal to another field's value (e.g. a password confirmation). */
  | { rule: 'sameAs'; field: string; message: string };

export interface FormField {
  /** The input's `name`, equal to the API's JSON field name. */
  name: string;
  /**
   * text (default): trimmed, sent when not empty;
   * secret: a password or code: sent as typed, never written back into a page;
   * checkbox: sent as `true` when ticked, else `false`.
   */
  kind?: 'text' | 'secret' | 'checkbox';
  /** Keep only the digits (a code typed with spaces). */
  digitsOnly?: boolean;
  /** Taken from the page URL's query string when the form does not send it (e-mail link tokens). */
  fromQuery?: boolean;
  rules?: FieldRule[];
}

export type FormSuccess =
  /**
   * 303 See Other to this prerendered result page of the same remote; `byAnswer` picks another
   * one by a field of the API's answer (e.g. the list a confirmation link belonged to).
   */
  | { redirect: string; byAnswer?: { field: string; redirects: Record<string, string> } }
  /** The same page again (200) with this message in the form's `data-form-errors` region. */
  | { message: string }
  /** 303 See Other back to the page the form was posted from (a like on a story's page). */
  | { back: true };

export interface FormDescriptor {
  /** `data-thrive-form` and the hidden `_form` value. */
  id: string;
  /**
   * The page the form is on (it posts to that page's own URL); a `:parameter` segment stands
   * for any one segment (`/stories/:slug`: every story's page).
   */
  path: string;
  /** The reader API endpoint, relative to the runtime config's apiBaseUrl (e.g. "/contact"). */
  endpoint: string;
  fields: FormField[];
  success: FormSuccess;
  /** Shown when the API is unreachable or answers without an `error` message. */
  fallbackError: string;
  /**
   * A sign-up's e-mail and password, kept for the code page in a short-lived sealed cookie:
   * `remember` lists the fields kept on success, `recall` the fields a later form takes from it
   * (never from the page), with `recallMissing` shown when nothing is kept.
   */
  remember?: string[];
  recall?: string[];
  recallMissing?: string;
  /** The kept fields are forgotten once this form succeeds. */
  forget?: boolean;
  /**
   * A reader's form (a like, a comment, a report): the session the early-input script adds as
   * `SESSION_FIELD` when it sends the form natively (the page's code never came) is passed on
   * to the API as the bearer token. Without one (JavaScript off: no stored session) the API
   * answers with its own "please log in" words, which the page shows.
   */
  withSession?: boolean;
}

/** The hidden field that carries a reader's session in a form sent natively (withSession). */
export const SESSION_FIELD = '_session';

/** Whether a page's path (without the locale prefix) is the descriptor's page. */
export function formPathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? got[i] !== '' && got[i] !== undefined : segment === got[i],
    )
  );
}

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** Rules whose cost depends only on the value's length: they run before the rest (H1). */
const LENGTH_RULES: ReadonlySet<FieldRule['rule']> = new Set([
  'required',
  'minLength',
  'maxLength',
]);

/** Characters as a reader counts them (code points), without spreading a huge value. */
function longerThan(value: string, max: number): boolean {
  // A code point takes at most 2 UTF-16 units: short enough or long enough either way.
  if (value.length <= max) return false;
  if (value.length > 2 * max) return true;
  let count = 0;
  for (const _ of value) if (++count > max) return true;
  return false;
}

function lengthProblem(rule: FieldRule, value: string): boolean {
  switch (rule.rule) {
    case 'required':
      return !value;
    case 'minLength':
      return Boolean(value) && !longerThan(value, rule.min - 1);
    case 'maxLength':
      return longerThan(value, rule.max);
    default:
      return false;
  }
}

function contentProblem(rule: FieldRule, value: string, values: FormValues): boolean {
  switch (rule.rule) {
    case 'email':
      return (
        Boolean(value) && (value.length > EMAIL_ADDRESS_MAX_LENGTH || !looksLikeEmailAddress(value))
      );
    case 'pattern':
      return (
        Boolean(value) &&
        (longerThan(value, rule.maxLength) || !new RegExp(`^(?:${rule.pattern})$`, 'u').test(value))
      );
    case 'sameAs':
      return value !== (values[rule.field] ?? '');
    default:
      return false;
  }
}

/**
 * The field's first problem: every length rule first (in the descriptor's order), then the
 * rules that read the content, so a long value is refused before any pattern sees it.
 */
function firstProblem(rules: FieldRule[], value: string, values: FormValues): string | null {
  for (const rule of rules) {
    if (LENGTH_RULES.has(rule.rule) && lengthProblem(rule, value)) return rule.message;
  }
  for (const rule of rules) {
    if (!LENGTH_RULES.has(rule.rule) && contentProblem(rule, value, values)) return rule.message;
  }
  return null;
}

/**
 * The value of each field as the form means it: text trimmed, secrets as typed, a code's
 * digits, a checkbox "on" or "". Fields the descriptor does not declare are dropped.
 */
export function normaliseFormValues(form: FormDescriptor, raw: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    let value = raw[field.name] ?? '';
    if (field.kind !== 'secret') value = value.trim();
    if (field.digitsOnly) value = value.replace(/\D+/g, '');
    values[field.name] = value;
  }
  return values;
}

/** The first problem of each field, in the descriptor's order (empty when all is well). */
export function validateForm(form: FormDescriptor, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    const problem = firstProblem(field.rules ?? [], values[field.name] ?? '', values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** The API's JSON body: text fields when given, checkboxes as booleans. */
export function formPayload(form: FormDescriptor, values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = values[field.name] ?? '';
    if (field.kind === 'checkbox') payload[field.name] = value !== '';
    else if (value !== '') payload[field.name] = value;
  }
  return payload;
}

/**
 * What a remote's forms need its route table to prerender: each form's page and every result
 * page it may land on, plus any form id given twice. Empty when the forms and routes agree.
 */
export function formRouteProblems(
  forms: readonly FormDescriptor[],
  routePaths: readonly string[],
): string[] {
  const routes = new Set(routePaths);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const form of forms) {
    if (seen.has(form.id)) problems.push(`${form.id}: named twice`);
    seen.add(form.id);
    const pages = [form.path];
    if ('redirect' in form.success) {
      const { redirect, byAnswer } = form.success;
      pages.push(redirect, ...Object.values(byAnswer?.redirects ?? {}));
    }
    for (const page of pages) {
      if (!routes.has(page)) problems.push(`${form.id}: ${page} is not in the route table`);
    }
  }
  return problems;
}
