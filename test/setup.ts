import '@testing-library/jest-dom';

// A test that drives a whole flow by user events (sign-in, second factor, a form) takes 1-3 s
// here and went past Jest's 5 s default on a loaded 2-core CI machine; a real hang still fails.
jest.setTimeout(20_000);

// jsdom has no layout or animation engine; the libraries we use (typeit, motion, carousels)
// call these, so give them inert versions that behave like "no animation running".
if (!Element.prototype.animate) {
  Element.prototype.animate = function animate() {
    return {
      cancel() {},
      finish() {},
      pause() {},
      play() {},
      onfinish: null,
      finished: Promise.resolve(),
      addEventListener() {},
      removeEventListener() {},
    } as unknown as Animation;
  };
}
if (!Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;

// jsdom has no popover API: a popover is always closed here, hidden as the browser's own style
// sheet hides a closed one (`[popover]:not(:popover-open) { display: none }`), so queries by role
// see what a reader sees. Its opening and closing are tested in the browser (e2e).
const popoverStyle = document.createElement('style');
popoverStyle.textContent = '[popover] { display: none; }';
document.head.append(popoverStyle);
