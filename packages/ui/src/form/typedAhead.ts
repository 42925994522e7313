/**
 * Text typed for the page on its way (issue 47). The router moves to a page in a transition: the
 * address changes at once, but until the page's code (its lazy chunk and catalogs) has arrived
 * React keeps the page the reader is leaving on screen, and its fields still take keystrokes. On
 * a slow phone that is a second or more, long enough to tap "Forgot Password?" and type the
 * e-mail into the login page's field, which the reset page then replaced with an empty one.
 *
 * So a form notes what is typed into it once the address has left its page, and the first
 * forms of the page that appears at that address take it into their untouched fields of the
 * same name, the caret where it was. Kept in memory only, for that one page change.
 */

interface TypedAhead {
  /** The page the address named while it was typed. */
  page: string;
  values: Map<string, string>;
  /** The field typed last: it had the focus, which went with the page that left. */
  last: string;
}

let typedAhead: TypedAhead | null = null;
let clearing = false;

/** The page the address names (path and query; an in-page anchor is the same page). */
export const currentPage = (): string => window.location.pathname + window.location.search;

const SELECTABLE_INPUTS = new Set(['text', 'password', 'search', 'tel', 'url']);
const TEXT_INPUTS = new Set([...SELECTABLE_INPUTS, 'email', 'number']);

function isTextField(element: unknown): element is HTMLInputElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type))
  );
}

/**
 * Notes a change of a field of a form shown at `shownAt`: kept when the address has already
 * moved on (the form is about to be replaced).
 */
export function noteTyping(field: EventTarget | null, shownAt: string): void {
  const page = currentPage();
  if (page === shownAt || !isTextField(field) || !field.name) return;
  if (typedAhead?.page !== page) typedAhead = { page, values: new Map(), last: field.name };
  typedAhead.values.set(field.name, field.value);
  typedAhead.last = field.name;
}

/**
 * Gives a form that has just appeared what was typed for its page: each untouched text field
 * of the same name takes it, and the field typed last gets the focus back when the page change
 * took it away. The forms that appear with the page share it; then it is gone.
 */
export function adoptTypedAhead(form: HTMLFormElement): void {
  const ahead = typedAhead;
  if (!ahead) return;
  if (!clearing) {
    // After this commit, in which the page's forms appear together (layout effects).
    clearing = true;
    queueMicrotask(() => {
      typedAhead = null;
      clearing = false;
    });
  }
  if (ahead.page !== currentPage()) return;
  for (const [name, value] of ahead.values) {
    const field = form.elements.namedItem(name);
    if (!isTextField(field) || field.value !== field.defaultValue) continue;
    field.value = value;
    ahead.values.delete(name);
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (name === ahead.last && focusLost) {
      field.focus();
      // The caret at the end, as it was (e-mail and number inputs have no selection to set).
      if (field instanceof HTMLTextAreaElement || SELECTABLE_INPUTS.has(field.type)) {
        field.setSelectionRange(value.length, value.length);
      }
    }
  }
}
