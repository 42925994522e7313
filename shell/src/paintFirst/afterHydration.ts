import { HELD_STYLESHEET_ATTRIBUTE, HYDRATED_EVENT } from './loaderTags';

/**
 * The page has hydrated, or will be used as it is (its remote failed to load): what the loader
 * held back for the scripts' sake comes in now, the stylesheets and then the web fonts.
 */
export function afterHydration(doc: Document): void {
  for (const link of doc.querySelectorAll(`link[${HELD_STYLESHEET_ATTRIBUTE}]`)) {
    link.removeAttribute(HELD_STYLESHEET_ATTRIBUTE);
    link.removeAttribute('disabled');
  }
  doc.defaultView?.dispatchEvent(new Event(HYDRATED_EVENT));
}
