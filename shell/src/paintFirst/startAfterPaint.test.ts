/* eslint-disable max-lines -- many short tests of the start after the first paint, each set up on its own. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ENTRY_ATTRIBUTE,
  ENTRY_INTEGRITY_ATTRIBUTE,
  HYDRATION_HINTS_ID,
  INTEGRITY_SUFFIX,
  localeStartupAttribute,
  STARTUP_ATTRIBUTE,
  STARTUP_INTEGRITY_ATTRIBUTE,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_STORAGE_KEY,
} from '@thrive/composition';
import { TOKEN_KEY, USER_KEY } from '@thrive/auth-store';
import {
  HYDRATED_EVENT,
  NEEDS_APP_EVENT,
  SERVICE_WORKER_ATTRIBUTE,
  startAfterPaintTagGroups,
  withStartupIntegrity,
} from './loaderTags';

const LOADER = readFileSync(path.join(__dirname, 'startAfterPaint.js'), 'utf8');
const ENTRY = '/assets/main.abc.js';
const ENTRY_PRELOAD = { href: ENTRY, as: 'script', crossOrigin: null };

/** A PerformanceObserver whose paint entries the test delivers. */
class FakePaintObserver {
  static current: FakePaintObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    const list = {
      getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
    } as unknown as PerformanceObserverEntryList;
    this.callback(list, this as unknown as PerformanceObserver);
  }
}

/** The window listeners each loader adds; removed after each test (the window outlives it). */
const windowListeners: Array<[string, EventListenerOrEventListenerObject]> = [];
const addWindowListener = window.addEventListener.bind(window);
afterEach(() => {
  for (const [type, listener] of windowListeners.splice(0)) {
    window.removeEventListener(type, listener);
  }
});

/** Runs the loader as the browser would: a deferred script with the entry on its element. */
function runLoader(startup?: string, integrity: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.setAttribute(ENTRY_ATTRIBUTE, ENTRY);
  if (startup) script.setAttribute(STARTUP_ATTRIBUTE, startup);
  for (const [name, value] of Object.entries(integrity)) script.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  const spy = jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
      windowListeners.push([type, listener]);
      addWindowListener(type, listener);
    });
  try {
    new Function(LOADER)();
  } finally {
    spy.mockRestore();
  }
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === ENTRY);
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: (link as HTMLLinkElement).crossOrigin,
    ...(link.hasAttribute('integrity') && { integrity: link.getAttribute('integrity') }),
  }));

function prerenderedPage(hints: unknown[]) {
  document.body.innerHTML = `<div id="root"><main><h1>We missed You!</h1></main></div><script type="application/json" id="${HYDRATION_HINTS_ID}">${JSON.stringify(hints)}</script>`;
}

describe('the shell’s loader (paint first, then hydrate)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    FakePaintObserver.current = null;
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakePaintObserver,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => jest.useRealTimers());

  it('asks for the entry and the hinted files at once, and runs the entry only after the page’s first contentful paint', () => {
    prerenderedPage([
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch' },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script' },
    ]);
    runLoader();
    jest.advanceTimersByTime(10);
    // The bytes: on a slow link they take seconds, and the link would idle until the paint.
    expect(preloads()).toEqual([
      ENTRY_PRELOAD,
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script', crossOrigin: null },
    ]);
    // The code: running it could delay the first paint.
    expect(entryScripts()).toHaveLength(0);

    FakePaintObserver.current!.paint('first-paint');
    jest.advanceTimersByTime(10);
    expect(entryScripts()).toHaveLength(0);

    FakePaintObserver.current!.paint('first-contentful-paint');
    expect(FakePaintObserver.current!.disconnected).toBe(true);
    jest.advanceTimersByTime(10);
    expect(entryScripts()).toHaveLength(1);
    // Nothing is asked for twice, and the fallback timer does not start it twice.
    expect(preloads()).toHaveLength(3);
    jest.advanceTimersByTime(2000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('does not ask again for what the page’s <head> preloads already (a composed page), only for the rest', () => {
    prerenderedPage([
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch' },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script' },
    ]);
    document.head.innerHTML =
      `<link rel="preload" as="script" href="${ENTRY}">` +
      '<link rel="preload" as="fetch" href="http://localhost:3002/mf-manifest.json" crossorigin="anonymous">';
    runLoader();
    jest.advanceTimersByTime(10);
    expect(preloads().map((preload) => preload.href)).toEqual([
      ENTRY,
      'http://localhost:3002/mf-manifest.json',
      'http://localhost:3002/remoteEntry.js',
    ]);
    FakePaintObserver.current!.paint('first-contentful-paint');
    jest.advanceTimersByTime(10);
    expect(entryScripts()).toHaveLength(1);
  });

  it('does not preload a startup stylesheet whose rules the page holds inline (its disabled link)', () => {
    prerenderedPage([]);
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<link rel="stylesheet" href="/assets/ui.css" disabled data-inlined>',
    );
    runLoader('/assets/vendor.js /assets/ui.css /assets/other.css');
    jest.advanceTimersByTime(10);
    expect(preloads().map((preload) => preload.href)).toEqual([
      ENTRY,
      '/assets/vendor.js',
      '/assets/other.css',
    ]);
  });

  it('asks for the entry first, then for one hinted file per task (no long task on a slow phone)', () => {
    prerenderedPage([
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch' },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:3002/assets/page.js', as: 'script' },
    ]);
    runLoader();
    const hrefs = () => preloads().map((p) => p.href);

    expect(hrefs()).toEqual([ENTRY]);
    jest.advanceTimersToNextTimer();
    expect(hrefs()).toEqual([ENTRY, 'http://localhost:3002/mf-manifest.json']);
    jest.advanceTimersToNextTimer();
    expect(hrefs()).toHaveLength(3);
    jest.advanceTimersToNextTimer();
    expect(hrefs()).toEqual([
      ENTRY,
      'http://localhost:3002/mf-manifest.json',
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/assets/page.js',
    ]);
  });

  it('preloads a checked file as it will be requested: with its hash and CORS', () => {
    prerenderedPage([
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch', integrity: 'sha384-m' },
      {
        href: 'http://localhost:3002/remoteEntry.js',
        as: 'script',
        integrity: 'sha384-e',
        crossOrigin: 'anonymous',
      },
      { href: 'http://localhost:3002/assets/page.js', as: 'script' },
    ]);
    runLoader();
    FakePaintObserver.current!.paint('first-contentful-paint');
    jest.advanceTimersByTime(10);
    expect(preloads()).toEqual([
      ENTRY_PRELOAD,
      {
        href: 'http://localhost:3002/mf-manifest.json',
        as: 'fetch',
        crossOrigin: 'anonymous',
        integrity: 'sha384-m',
      },
      {
        href: 'http://localhost:3002/remoteEntry.js',
        as: 'script',
        crossOrigin: 'anonymous',
        integrity: 'sha384-e',
      },
      { href: 'http://localhost:3002/assets/page.js', as: 'script', crossOrigin: null },
    ]);
  });

  it('preloads what the entry fetches as it starts (its chunks and stylesheets) before the page’s hints', () => {
    prerenderedPage([{ href: 'http://localhost:3002/remoteEntry.js', as: 'script' }]);
    runLoader('/assets/react-dom.1.js /assets/bootstrap.2.css');
    FakePaintObserver.current!.paint('first-contentful-paint');
    jest.advanceTimersByTime(10);
    expect(preloads()).toEqual([
      ENTRY_PRELOAD,
      { href: '/assets/react-dom.1.js', as: 'script', crossOrigin: null },
      { href: '/assets/bootstrap.2.css', as: 'style', crossOrigin: null },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script', crossOrigin: null },
    ]);
  });

  it('preloads the catalogs of the page’s language with the startup files, before the page’s hints', () => {
    window.history.pushState({}, '', '/pcm/signup');
    try {
      prerenderedPage([{ href: 'http://localhost:3002/remoteEntry.js', as: 'script' }]);
      runLoader('/assets/react-dom.1.js', {
        [localeStartupAttribute('pcm')]: '/assets/shell-pcm.4.js /assets/ui-pcm.5.js',
        [`${localeStartupAttribute('pcm')}${INTEGRITY_SUFFIX}`]: 'sha384-shell -',
        [localeStartupAttribute('pseudo-LOCALE')]: '/assets/shell-pseudo.6.js',
      });
      FakePaintObserver.current!.paint('first-contentful-paint');
      jest.advanceTimersByTime(10);
      expect(preloads()).toEqual([
        ENTRY_PRELOAD,
        { href: '/assets/react-dom.1.js', as: 'script', crossOrigin: null },
        {
          href: '/assets/shell-pcm.4.js',
          as: 'script',
          crossOrigin: 'anonymous',
          integrity: 'sha384-shell',
        },
        { href: '/assets/ui-pcm.5.js', as: 'script', crossOrigin: null },
        { href: 'http://localhost:3002/remoteEntry.js', as: 'script', crossOrigin: null },
      ]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('preloads no catalog on a page in the source language', () => {
    window.history.pushState({}, '', '/about');
    try {
      prerenderedPage([]);
      runLoader('/assets/react-dom.1.js', {
        [localeStartupAttribute('pcm')]: '/assets/shell-pcm.4.js',
      });
      FakePaintObserver.current!.paint('first-contentful-paint');
      jest.advanceTimersByTime(10);
      expect(preloads().map((p) => p.href)).toEqual([ENTRY, '/assets/react-dom.1.js']);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('runs the entry and preloads its startup files with the hashes the build recorded, with CORS', () => {
    prerenderedPage([]);
    runLoader('/assets/react-dom.1.js /assets/unknown.3.js /assets/bootstrap.2.css', {
      [ENTRY_INTEGRITY_ATTRIBUTE]: 'sha384-main',
      [STARTUP_INTEGRITY_ATTRIBUTE]: 'sha384-react - sha384-css',
    });
    FakePaintObserver.current!.paint('first-contentful-paint');
    jest.advanceTimersByTime(10);
    const [entry] = entryScripts();
    expect(entry!.integrity).toBe('sha384-main');
    expect(entry!.crossOrigin).toBe('anonymous');
    expect(preloads()).toEqual([
      { href: ENTRY, as: 'script', crossOrigin: 'anonymous', integrity: 'sha384-main' },
      {
        href: '/assets/react-dom.1.js',
        as: 'script',
        crossOrigin: 'anonymous',
        integrity: 'sha384-react',
      },
      // No recorded hash ("-"): preloaded as before.
      { href: '/assets/unknown.3.js', as: 'script', crossOrigin: null },
      {
        href: '/assets/bootstrap.2.css',
        as: 'style',
        crossOrigin: 'anonymous',
        integrity: 'sha384-css',
      },
    ]);
  });

  it('switches the web fonts on once everything it asked for has arrived and the page has hydrated, and remembers that they loaded', () => {
    localStorage.clear();
    document.head.innerHTML = `<style ${WEB_FONTS_ATTRIBUTE}="abc123" media="not all"></style>`;
    const fonts = new EventTarget();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    prerenderedPage([{ href: 'http://localhost:3002/remoteEntry.js', as: 'script' }]);
    runLoader('/assets/react-dom.1.js');
    FakePaintObserver.current!.paint('first-contentful-paint');
    jest.advanceTimersByTime(10);
    const sheet = document.querySelector('style')!;
    const requested = [entryScripts()[0]!, ...document.head.querySelectorAll('link')];
    expect(requested).toHaveLength(4);

    // The page's own load event is no signal: lazy images and late preloads do not delay it.
    window.dispatchEvent(new Event('load'));
    requested[0]!.dispatchEvent(new Event('load'));
    requested[1]!.dispatchEvent(new Event('load'));
    requested[2]!.dispatchEvent(new Event('error'));
    expect(sheet.media).toBe('not all');
    requested[3]!.dispatchEvent(new Event('load'));
    // A font swap restyles the whole page: not while it hydrates.
    expect(sheet.media).toBe('not all');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(sheet.media).toBe('all');
    // Remembered once a web font has arrived (a fallback face loading says nothing).
    const loadingDone = (family: string) =>
      Object.assign(new Event('loadingdone'), { fontfaces: [{ family, status: 'loaded' }] });
    fonts.dispatchEvent(loadingDone('Inter Fallback'));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
    fonts.dispatchEvent(loadingDone('Inter Variable'));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('abc123');
  });

  it('on a page mounted in the browser (nothing prerendered) switches the web fonts on once its requests are in, without waiting for a hydration', () => {
    document.head.innerHTML = `<style ${WEB_FONTS_ATTRIBUTE}="abc123" media="not all"></style>`;
    document.body.innerHTML = '<div id="root"></div>';
    runLoader('/assets/react-dom.1.js');
    jest.advanceTimersByTime(10);
    const sheet = document.querySelector('style')!;
    const requested = [entryScripts()[0]!, ...document.head.querySelectorAll('link')];
    expect(requested).toHaveLength(3);
    requested[0]!.dispatchEvent(new Event('load'));
    requested[1]!.dispatchEvent(new Event('load'));
    expect(sheet.media).toBe('not all');
    requested[2]!.dispatchEvent(new Event('load'));
    expect(sheet.media).toBe('all');
  });

  it('leaves the web fonts off while the data saver is on (the local fallbacks stay)', () => {
    document.head.innerHTML = `<style ${WEB_FONTS_ATTRIBUTE}="abc123" media="not all"></style>`;
    document.documentElement.setAttribute('data-data-saver', 'on');
    try {
      prerenderedPage([{ href: 'http://localhost:3002/remoteEntry.js', as: 'script' }]);
      runLoader('/assets/react-dom.1.js');
      // The data saver holds the app back until the reader needs it (below).
      window.dispatchEvent(new Event(NEEDS_APP_EVENT));
      jest.advanceTimersByTime(10);
      const requested = [entryScripts()[0]!, ...document.head.querySelectorAll('link')];
      for (const file of requested) file.dispatchEvent(new Event('load'));
      expect(document.querySelector('style')!.media).toBe('not all');
    } finally {
      document.documentElement.removeAttribute('data-data-saver');
    }
  });

  it('starts after a second when no paint is reported (a hidden tab)', () => {
    prerenderedPage([]);
    runLoader();
    jest.advanceTimersByTime(999);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts at once when there is no prerendered page to paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runLoader();
    expect(entryScripts()).toHaveLength(1);
  });

  describe('with the data saver on', () => {
    const register = jest.fn(() => Promise.resolve());
    beforeEach(() => {
      document.documentElement.setAttribute('data-data-saver', 'on');
      Object.defineProperty(navigator, 'serviceWorker', {
        value: { register },
        configurable: true,
      });
      register.mockClear();
    });
    afterEach(() => {
      document.documentElement.removeAttribute('data-data-saver');
      localStorage.clear();
    });

    it('leaves a prerendered page as it came until the reader uses a control that needs the app', () => {
      prerenderedPage([{ href: 'http://localhost:3002/remoteEntry.js', as: 'script' }]);
      runLoader('/assets/react-dom.1.js', { [SERVICE_WORKER_ATTRIBUTE]: '/sw.js' });
      FakePaintObserver.current?.paint('first-contentful-paint');
      jest.advanceTimersByTime(5000);
      expect(entryScripts()).toHaveLength(0);
      expect(preloads()).toEqual([]);

      window.dispatchEvent(new Event(NEEDS_APP_EVENT));
      jest.advanceTimersByTime(10);
      expect(entryScripts()).toHaveLength(1);
      expect(preloads().map((hint) => hint.href)).toEqual([
        ENTRY,
        '/assets/react-dom.1.js',
        'http://localhost:3002/remoteEntry.js',
      ]);
      window.dispatchEvent(new Event(NEEDS_APP_EVENT));
      expect(entryScripts()).toHaveLength(1);
    });

    it('still registers the service worker once the page has loaded (it keeps the crisis help)', () => {
      prerenderedPage([]);
      runLoader(undefined, { [SERVICE_WORKER_ATTRIBUTE]: '/sw.js' });
      expect(register).toHaveBeenCalledWith('/sw.js');
    });

    it('starts the app as usual for a reader with a session (their pages need their data)', () => {
      localStorage.setItem(TOKEN_KEY, 'token');
      localStorage.setItem(USER_KEY, '{"firstName":"Ada"}');
      prerenderedPage([]);
      runLoader();
      FakePaintObserver.current!.paint('first-contentful-paint');
      jest.advanceTimersByTime(10);
      expect(entryScripts()).toHaveLength(1);
    });
  });

  it('starts even when the hints are unreadable', () => {
    document.body.innerHTML = `<div id="root"><main>x</main></div><script type="application/json" id="${HYDRATION_HINTS_ID}">{oops</script>`;
    runLoader();
    FakePaintObserver.current!.paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toEqual([ENTRY_PRELOAD]);
  });
});

describe('startAfterPaintTagGroups', () => {
  it('replaces the entry script with the loader, inline at the end of the body, naming the entry and the startup files', () => {
    const icon = { tagName: 'link', voidTag: true, attributes: { rel: 'icon', href: '/f.svg' } };
    const entry = {
      tagName: 'script',
      voidTag: false,
      attributes: { defer: true, src: '/assets/main.abc.js' },
    };
    const capture = { tagName: 'script', voidTag: false, attributes: {}, innerHTML: 'capture()' };
    expect(
      startAfterPaintTagGroups({ headTags: [icon, entry], bodyTags: [capture] }, 'load()', [
        '/assets/1.js',
        '/assets/2.css',
      ]),
    ).toEqual({
      headTags: [icon],
      bodyTags: [
        capture,
        {
          tagName: 'script',
          voidTag: false,
          attributes: {
            [ENTRY_ATTRIBUTE]: ENTRY,
            [STARTUP_ATTRIBUTE]: '/assets/1.js /assets/2.css',
            [SERVICE_WORKER_ATTRIBUTE]: '/sw.js',
          },
          innerHTML: 'load()',
        },
      ],
    });
  });

  it('writes the hashes of the entry and of each startup file into the finished page, in order', () => {
    const page =
      '<body><main></main><script data-entry="/assets/main.1.js" data-startup="/assets/a.1.js /assets/b.2.css">load()</script></body>';
    const hashes: Record<string, string> = {
      '/assets/main.1.js': 'sha384-m',
      '/assets/b.2.css': 'sha384-b',
    };
    expect(withStartupIntegrity(page, (url) => hashes[url])).toBe(
      '<body><main></main><script data-entry="/assets/main.1.js" data-startup="/assets/a.1.js /assets/b.2.css" data-entry-integrity="sha384-m" data-startup-integrity="- sha384-b">load()</script></body>',
    );
    expect(withStartupIntegrity('<body></body>', () => 'sha384-x')).toBe('<body></body>');
    // Each locale's list gets its own hashes.
    expect(
      withStartupIntegrity(
        '<script data-entry="/m.js" data-startup-locale-pcm="/p.js /q.js">x</script>',
        (url) => (url === '/p.js' ? 'sha384-p' : undefined),
      ),
    ).toBe(
      '<script data-entry="/m.js" data-startup-locale-pcm="/p.js /q.js" data-startup-locale-pcm-integrity="sha384-p -">x</script>',
    );
  });

  it('is what the loader reads: the entry attribute and the hints element id', () => {
    expect(LOADER).toContain(`'${ENTRY_ATTRIBUTE}'`);
    expect(LOADER).toContain(`'${HYDRATION_HINTS_ID}'`);
    expect(LOADER).toContain(`'${STARTUP_ATTRIBUTE}'`);
    expect(LOADER).toContain(`'${ENTRY_INTEGRITY_ATTRIBUTE}'`);
    expect(LOADER).toContain(`'${INTEGRITY_SUFFIX}'`);
    expect(LOADER).toContain(`'${localeStartupAttribute('')}'`);
    expect(LOADER).toContain(`style[${WEB_FONTS_ATTRIBUTE}]`);
    expect(LOADER).toContain(`'${WEB_FONTS_STORAGE_KEY}'`);
  });
});
