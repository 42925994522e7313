import { prepareApi } from './apiClient';

/**
 * Starts loading the API client (apiClient.ts loads ky with the first call) as soon as a reader
 * is in a form: the seconds spent typing hide the load, so the send does not wait on it. Pages
 * nobody fills in never load it.
 */
export function prepareApiOnFormUse(doc: Document): void {
  const inForm = (target: EventTarget | null) =>
    target instanceof Element && target.closest('form') !== null;
  if (inForm(doc.activeElement)) {
    prepareApi();
    return;
  }
  const onFocus = (event: FocusEvent) => {
    if (!inForm(event.target)) return;
    doc.removeEventListener('focusin', onFocus);
    prepareApi();
  };
  doc.addEventListener('focusin', onFocus);
}
