import { afterHydration, releaseHeldBack } from './afterHydration';
import { HYDRATED_EVENT } from './loaderTags';

function page() {
  document.body.innerHTML = '<div id="root"><a href="/about">About</a><button>Menu</button></div>';
}
const told = jest.fn();
beforeEach(() => {
  told.mockClear();
  window.addEventListener(HYDRATED_EVENT, told);
});
afterEach(() => window.removeEventListener(HYDRATED_EVENT, told));

describe('releaseHeldBack', () => {
  it('tells the loader at once (its web fonts wait for this)', () => {
    releaseHeldBack(document);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('gives a page no React hydrates (its remote failed) the images it held back', () => {
    document.body.innerHTML =
      '<div id="root"><img alt="Soar" src="data:image/svg+xml,<svg/>" data-deferred-src="/assets/soar.svg" width="240"></div>';
    releaseHeldBack(document);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/assets/soar.svg');
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
    page();
    const [link, button] = document.querySelectorAll('#root a, #root button');
    afterHydration(document);
    hydrated.add(link!);
    jest.advanceTimersByTime(500);
    expect(told).not.toHaveBeenCalled();
    hydrated.add(button!);
    jest.advanceTimersByTime(100);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after 15 s (a part that never hydrates keeps nothing held)', () => {
    page();
    afterHydration(document);
    jest.advanceTimersByTime(14_900);
    expect(told).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
