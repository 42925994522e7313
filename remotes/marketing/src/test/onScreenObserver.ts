/**
 * An IntersectionObserver that reports every observed element as on screen at once, for the
 * parts that load only near the screen (common/useNearView.ts). jsdom's shared stub never
 * reports anything.
 */
export class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
