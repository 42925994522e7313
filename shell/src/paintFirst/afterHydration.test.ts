import { afterHydration, releaseHeldBack } from './afterHydration';
import { HELD_STYLESHEET_ATTRIBUTE, HYDRATED_EVENT } from './loaderTags';

function heldPage() {
  document.head.innerHTML =
    `<link rel="stylesheet" href="/assets/kit.css" ${HELD_STYLESHEET_ATTRIBUTE} disabled>` +
    '<link rel="stylesheet" href="/assets/other.css" disabled>';
  document.body.innerHTML = '<div id="root"><a href="/about">About</a><button>Menu</button></div>';
}
const held = () => document.head.querySelector('link')!.hasAttribute('disabled');

describe('releaseHeldBack', () => {
  it('lets the held stylesheets load and tells the loader (its web fonts wait for this)', () => {
    heldPage();
    const told = jest.fn();
    window.addEventListener(HYDRATED_EVENT, told);
    releaseHeldBack(document);
    window.removeEventListener(HYDRATED_EVENT, told);
    const [kit, other] = document.head.querySelectorAll('link');
    expect(kit!.hasAttribute('disabled')).toBe(false);
    expect(kit!.hasAttribute(HELD_STYLESHEET_ATTRIBUTE)).toBe(false);
    // A stylesheet someone else disabled stays so.
    expect(other!.hasAttribute('disabled')).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('afterHydration', () => {
  const hydrated = new Set<Element>();
  beforeEach(() => {
    jest.useFakeTimers();
    hydrated.clear();
    Object.assign(window, { thriveEarlyInput: { isHydrated: (e: Element) => hydrated.has(e) } });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { thriveEarlyInput?: unknown }).thriveEarlyInput;
  });

  it('waits until every control of the page is hydrated (boundaries hydrate after the root)', () => {
    heldPage();
    const [link, button] = document.querySelectorAll('#root a, #root button');
    afterHydration(document);
    hydrated.add(link!);
    jest.advanceTimersByTime(500);
    expect(held()).toBe(true);
    hydrated.add(button!);
    jest.advanceTimersByTime(100);
    expect(held()).toBe(false);
  });

  it('gives up waiting after 15 s (a part that never hydrates keeps nothing held)', () => {
    heldPage();
    afterHydration(document);
    jest.advanceTimersByTime(14_900);
    expect(held()).toBe(true);
    jest.advanceTimersByTime(200);
    expect(held()).toBe(false);
  });
});
