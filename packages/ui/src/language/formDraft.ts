/**
 * What a reader typed survives a change of language (issue 26): the language switch's links load
 * the page again at its other address, so as one is followed the page's forms are kept for this
 * tab (sessionStorage) and the shell puts them back into the new page's markup before it
 * hydrates (the forms adopt what their fields hold). Never a password, nor hidden or file fields.
 */
const KEY = 'thrive-language-draft';

type Draft = { page: string; fields: [form: number, name: string, value: string | boolean][] };

const kept = (element: Element): element is HTMLInputElement =>
  'name' in element &&
  Boolean((element as HTMLInputElement).name) &&
  !['password', 'hidden', 'file', 'submit', 'button', 'reset'].includes(
    (element as HTMLInputElement).type,
  );

/** Keeps the forms under `root` for the page `page` (its address without the locale). */
export function keepFormDraft(root: ParentNode, page: string): void {
  const fields: Draft['fields'] = [];
  root.querySelectorAll('form').forEach((form, index) => {
    for (const element of Array.from(form.elements).filter(kept)) {
      const checkable = element.type === 'checkbox' || element.type === 'radio';
      if (checkable ? element.checked : element.value) {
        fields.push([index, element.name, checkable ? element.checked : element.value]);
      }
    }
  });
  try {
    if (fields.length) sessionStorage.setItem(KEY, JSON.stringify({ page, fields }));
  } catch {
    // Storage blocked: the page loads without what was typed.
  }
}

/** Puts a kept draft of the page `page` back into its empty fields under `root`, once. */
export function restoreFormDraft(root: ParentNode, page: string): void {
  let draft: Draft | null = null;
  try {
    draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (draft?.page !== page) return;
  const forms = root.querySelectorAll('form');
  for (const [index, name, value] of draft.fields) {
    const element = forms[index]?.elements.namedItem(name);
    if (!element || !kept(element as Element)) continue;
    const field = element as HTMLInputElement;
    if (typeof value === 'boolean') field.checked = value;
    else if (!field.value) field.value = value;
  }
}
