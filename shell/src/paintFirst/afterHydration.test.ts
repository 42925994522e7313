import { afterHydration } from './afterHydration';
import { HELD_STYLESHEET_ATTRIBUTE, HYDRATED_EVENT } from './loaderTags';

describe('afterHydration', () => {
  it('lets the held stylesheets load and tells the loader (its web fonts wait for this)', () => {
    document.head.innerHTML =
      `<link rel="stylesheet" href="/assets/kit.css" ${HELD_STYLESHEET_ATTRIBUTE} disabled>` +
      '<link rel="stylesheet" href="/assets/other.css" disabled>';
    const told = jest.fn();
    window.addEventListener(HYDRATED_EVENT, told);
    afterHydration(document);
    window.removeEventListener(HYDRATED_EVENT, told);
    const [held, other] = document.head.querySelectorAll('link');
    expect(held!.hasAttribute('disabled')).toBe(false);
    expect(held!.hasAttribute(HELD_STYLESHEET_ATTRIBUTE)).toBe(false);
    // A stylesheet someone else disabled stays so.
    expect(other!.hasAttribute('disabled')).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
