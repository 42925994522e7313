import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_PRELOADS_ID } from '@thrive/composition';
import { withEarlyPreloads } from './loaderTags';

const EARLY_PRELOADS = readFileSync(path.join(__dirname, 'preloadEarly.js'), 'utf8');

const LIST = [
  { href: '/assets/main.1.js', as: 'script', integrity: 'sha384-main', crossOrigin: 'anonymous' },
  { href: 'http://localhost:3001/mf-manifest.json', as: 'fetch' },
  { href: 'http://localhost:3001/remoteEntry.js', as: 'script' },
  { href: 'http://localhost:3001/assets/home.css', as: 'style' },
];

/** The page's <head> as the composer writes it, then the script as the parser runs it. */
function runOn(
  link: string | { effectiveType: string; rtt: number } | null,
  listed = JSON.stringify(LIST),
) {
  document.head.innerHTML = `<script type="application/json" id="${EARLY_PRELOADS_ID}">${listed}</script>`;
  Object.defineProperty(navigator, 'connection', {
    value: link === null ? undefined : typeof link === 'string' ? { effectiveType: link } : link,
    configurable: true,
  });
  new Function(EARLY_PRELOADS)();
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: (link as HTMLLinkElement).crossOrigin,
    integrity: link.getAttribute('integrity'),
  }));
}

describe('the early preloads (what hydration needs, asked for as soon as <head> is in)', () => {
  it('asks for every listed file at once on a slow, far connection, as the runtime will request it', () => {
    for (const slow of ['3g', { effectiveType: '3g', rtt: 400 }]) {
      expect(runOn(slow)).toEqual([
        {
          href: '/assets/main.1.js',
          as: 'script',
          crossOrigin: 'anonymous',
          integrity: 'sha384-main',
        },
        {
          href: 'http://localhost:3001/mf-manifest.json',
          as: 'fetch',
          crossOrigin: 'anonymous',
          integrity: null,
        },
        {
          href: 'http://localhost:3001/remoteEntry.js',
          as: 'script',
          crossOrigin: null,
          integrity: null,
        },
        {
          href: 'http://localhost:3001/assets/home.css',
          as: 'style',
          crossOrigin: null,
          integrity: null,
        },
      ]);
    }
  });

  it('asks for nothing on a slow link (2g, or 600 ms and more): the light page, unless the reader chose the full one (issue 48)', () => {
    expect(runOn('2g')).toEqual([]);
    expect(runOn('slow-2g')).toEqual([]);
    expect(runOn({ effectiveType: '3g', rtt: 800 })).toEqual([]);
    localStorage.setItem('thrive-data-saver', 'off');
    expect(runOn('2g')).toHaveLength(LIST.length);
    expect(runOn({ effectiveType: '3g', rtt: 800 })).toHaveLength(LIST.length);
    localStorage.removeItem('thrive-data-saver');
    document.cookie = 'thrive_data_saver=off; Path=/';
    expect(runOn('slow-2g')).toHaveLength(LIST.length);
    document.cookie = 'thrive_data_saver=; Path=/; Max-Age=0';
  });

  it('leaves it to the loader on a fast connection, or where the browser does not tell', () => {
    expect(runOn('4g')).toEqual([]);
    expect(runOn(null)).toEqual([]);
  });

  it('asks for nothing when the page lists nothing or the list is unreadable', () => {
    document.head.innerHTML = '';
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '3g' },
      configurable: true,
    });
    new Function(EARLY_PRELOADS)();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(runOn('3g', '[{"href":')).toEqual([]);
  });

  it('leaves the app’s files alone while the data saver is on (the server’s decision, the browser’s, the reader’s kept choice)', () => {
    document.documentElement.setAttribute('data-data-saver', 'on');
    expect(runOn('2g')).toEqual([]);
    document.documentElement.removeAttribute('data-data-saver');
    localStorage.setItem('thrive-data-saver', 'on');
    expect(runOn('2g')).toEqual([]);
    localStorage.removeItem('thrive-data-saver');
    expect(runOn('3g')).toHaveLength(LIST.length);
    document.head.innerHTML = `<script type="application/json" id="${EARLY_PRELOADS_ID}">${JSON.stringify(LIST)}</script>`;
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '3g', saveData: true },
      configurable: true,
    });
    new Function(EARLY_PRELOADS)();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('goes inline at the top of <head>, right after the character set and the composer’s list, and reads that list', () => {
    expect(
      withEarlyPreloads('<head><meta charset="utf-8"><title>T</title></head>', 'early()'),
    ).toBe('<head><meta charset="utf-8"><script>early()</script><title>T</title></head>');
    expect(EARLY_PRELOADS).toContain(`'${EARLY_PRELOADS_ID}'`);
  });
});
