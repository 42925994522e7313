/**
 * Puts a form's outcome into a composed page, through an HTML parser and serializer (parse5):
 * the submitted values back into the inputs (never secrets), each field's message into its
 * `data-field-errors` region with `aria-invalid="true"` on the input, and the form-level
 * message into `data-form-errors`. Everything is text or attribute values: parse5 escapes it.
 */
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import type { FieldErrors, FormDescriptor, FormValues } from '@thrive/platform';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface FormOutcome {
  values: FormValues;
  fieldErrors: FieldErrors;
  /** The form-level message (an API error, a fallback, or a success note). */
  formMessage?: string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function* elements(root: ParentNode): Generator<Element> {
  for (const child of root.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
    if ('content' in child) yield* elements(child.content);
  }
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

const removeAttr = (element: Element, name: string) => {
  element.attrs = element.attrs.filter((a) => a.name !== name);
};

function setText(element: Element, text: string): void {
  const node: DefaultTreeAdapterMap['textNode'] = {
    nodeName: '#text',
    value: text,
    parentNode: element,
  };
  element.childNodes = text ? [node] : [];
}

/** The form of this id in the page, or null when the page does not render it. */
function findForm(root: ParentNode, formId: string): Element | null {
  for (const element of elements(root)) {
    if (element.tagName === 'form' && attr(element, 'data-thrive-form') === formId) return element;
  }
  return null;
}

/**
 * The page with the outcome written into the form, or null when the page has no such form
 * (then the caller answers with a page of its own).
 */
export function writeFormOutcome(
  html: string,
  form: FormDescriptor,
  outcome: FormOutcome,
): string | null {
  const document = parse(html);
  const formElement = findForm(document, form.id);
  if (!formElement) return null;
  const fields = new Map(form.fields.map((field) => [field.name, field]));
  let focused = false;
  // Each field's message region, so that an invalid input is described by its message.
  const regionIds = new Map<string, string>();
  for (const element of elements(formElement)) {
    const name = attr(element, 'data-field-errors');
    const id = attr(element, 'id');
    if (name !== undefined && id) regionIds.set(name, id);
  }

  for (const element of elements(formElement)) {
    const fieldRegion = attr(element, 'data-field-errors');
    if (fieldRegion !== undefined) {
      setText(element, outcome.fieldErrors[fieldRegion] ?? '');
      continue;
    }
    if (attr(element, 'data-form-errors') !== undefined) {
      setText(element, outcome.formMessage ?? '');
      continue;
    }
    const name = attr(element, 'name');
    const field = name === undefined ? undefined : fields.get(name);
    if (!field || !['input', 'textarea', 'select'].includes(element.tagName)) continue;
    if (attr(element, 'type') === 'hidden') continue;

    const error = outcome.fieldErrors[field.name];
    if (error) setAttr(element, 'aria-invalid', 'true');
    else removeAttr(element, 'aria-invalid');
    const regionId = regionIds.get(field.name);
    const describedBy = (attr(element, 'aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (error && regionId && !describedBy.includes(regionId)) {
      setAttr(element, 'aria-describedby', [...describedBy, regionId].join(' '));
    }
    // Without JavaScript the browser puts the focus on the first field to correct.
    if (error && !focused) {
      setAttr(element, 'autofocus', '');
      focused = true;
    }

    const value = outcome.values[field.name] ?? '';
    if (field.kind === 'secret') {
      removeAttr(element, 'value');
    } else if (field.kind === 'checkbox') {
      if (value) setAttr(element, 'checked', '');
      else removeAttr(element, 'checked');
    } else if (element.tagName === 'textarea') {
      setText(element, value);
    } else if (element.tagName === 'select') {
      for (const option of elements(element)) {
        if (option.tagName !== 'option') continue;
        if ((attr(option, 'value') ?? '') === value) setAttr(option, 'selected', '');
        else removeAttr(option, 'selected');
      }
    } else {
      setAttr(element, 'value', value);
    }
  }
  return serialize(document);
}
