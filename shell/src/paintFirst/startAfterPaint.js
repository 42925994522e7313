// The shell's loader: inline at the end of the production index.html's body, ES5 with no
// imports (startAfterPaintPlugin.ts puts it there minified); it runs once the page is parsed.
// It asks for the shell's entry and what hydration needs (the hints the shell's server listed
// for this page) at once, unless the page's <head> preloads them already (a composed page with
// the data saver off): on a slow link those bytes take seconds, and waiting for the first paint
// left the link idle for most of a second. It runs the entry only once the prerendered
// page has been painted (its first contentful paint), so running code never delays the paint.
// A page without prerendered content starts at once; a hidden tab paints nothing, so a timer
// starts it there.
(function () {
  var loader = document.currentScript;
  var entry = loader && loader.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var fetching = false;
  // Requests this loader makes that have not finished: the web fonts wait for them.
  var pending = 0;
  var entryIntegrity = loader.getAttribute('data-entry-integrity');
  // A prerendered page's web fonts wait for its hydration too (the shell sends the event).
  var hydrated = false;
  window.addEventListener('thrive:hydrated', function () {
    hydrated = true;
    if (!pending) showWebFonts();
  });

  function track(element) {
    pending += 1;
    function settle() {
      element.removeEventListener('load', settle);
      element.removeEventListener('error', settle);
      pending -= 1;
      if (!pending && (hydrated || !prerendered)) showWebFonts();
    }
    element.addEventListener('load', settle);
    element.addEventListener('error', settle);
  }

  // Asks for the entry, what it fetches as it starts (its bootstrap and the shared libraries),
  // then what the page's hydration needs, in that order: each is needed before the next.
  function fetchAll() {
    if (fetching) return;
    fetching = true;
    // The startup files, then the catalogs of the page's language (its code leads the path:
    // /pcm/…), which the bootstrap would otherwise ask for only once it had run.
    var code = (window.location.pathname.split('/')[1] || '').toLowerCase();
    var list = listed('data-startup').concat(code ? listed('data-startup-locale-' + code) : []);
    var hints = document.getElementById('thrive-hydration-hints');
    try {
      list = list.concat(hints ? JSON.parse(hints.textContent || '[]') : []);
    } catch (error) {
      // Hints only make loading faster; the entry finds everything without them.
    }
    var first = { href: entry, as: 'script' };
    if (entryIntegrity) {
      first.integrity = entryIntegrity;
      first.crossOrigin = 'anonymous';
    }
    // A composed page preloads all of it from <head> already (the shell's server): not twice.
    // Nor a stylesheet whose rules it holds inline (its disabled link stands for it).
    var preloaded = {};
    var links = document.querySelectorAll('link[rel="preload"], link[rel="stylesheet"]');
    for (var i = 0; i < links.length; i += 1) preloaded[links[i].getAttribute('href')] = true;
    preloadEach(
      [first].concat(list).filter(function (hint) {
        return !preloaded[hint.href];
      }),
      0,
    );
  }

  // The files a startup attribute lists, each with the hash its `-integrity` attribute gives
  // (the same order): the runtime loads each with its hash and CORS, the preload asks the same,
  // or it is not reused.
  function listed(name) {
    var hashes = (loader.getAttribute(name + '-integrity') || '').split(' ');
    return (loader.getAttribute(name) || '')
      .split(' ')
      .filter(Boolean)
      .map(function (href, index) {
        var hint = { href: href, as: /\.css$/.test(href) ? 'style' : 'script' };
        var hash = hashes[index];
        if (hash && hash !== '-') {
          hint.integrity = hash;
          hint.crossOrigin = 'anonymous';
        }
        return hint;
      });
  }

  function start() {
    if (started) return;
    started = true;
    fetchAll();
    var script = document.createElement('script');
    script.src = entry;
    // Checked as the build recorded it (Subresource Integrity, loaderTags.ts).
    if (entryIntegrity) {
      script.integrity = entryIntegrity;
      script.crossOrigin = 'anonymous';
    }
    track(script);
    document.head.appendChild(script);
  }

  // One preload per task: starting a request costs the main thread a few milliseconds (more
  // on a slow phone), and together they would make one long task that delays the first paint
  // or a reader's tap.
  function preloadEach(list, index) {
    var hint = list[index];
    if (!hint) return;
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', hint.as);
    link.setAttribute('href', hint.href);
    // As the file will be requested (fetch() is CORS; a checked script too), or the preload
    // is not reused and the file is downloaded twice.
    if (hint.as === 'fetch' || hint.crossOrigin) link.crossOrigin = 'anonymous';
    if (hint.integrity) link.setAttribute('integrity', hint.integrity);
    track(link);
    document.head.appendChild(link);
    setTimeout(function () {
      preloadEach(list, index + 1);
    }, 0);
  }

  // The web fonts, held back on a first visit so they never share a slow link with the scripts
  // (packages/composition/src/fonts/shellFonts.ts), are switched on once everything this loader
  // asked for has arrived; the hash of what loaded is kept, so the next visit switches them on
  // before its first paint.
  function showWebFonts() {
    var sheet = document.querySelector('style[data-web-fonts]');
    if (!sheet || sheet.media === 'all') return;
    // With the data saver on, the size-matched local fallbacks stay: the web fonts are extra
    // downloads (@thrive/platform dataSaver.ts).
    if (document.documentElement.getAttribute('data-data-saver') === 'on') return;
    sheet.media = 'all';
    if (!document.fonts || !document.fonts.addEventListener) return;
    // Loading starts at the next style pass; `ready` may still be the settled promise of
    // before, so the fonts' own event says when a web font has arrived.
    function remember(event) {
      var loaded = false;
      (event.fontfaces || []).forEach(function (face) {
        if (face.status === 'loaded' && face.family.indexOf('Fallback') < 0) loaded = true;
      });
      if (!loaded) return;
      document.fonts.removeEventListener('loadingdone', remember);
      try {
        localStorage.setItem('thrive-web-fonts', sheet.getAttribute('data-web-fonts'));
      } catch (error) {
        // Storage refused (private mode, full): the next visit waits for the scripts again.
      }
    }
    document.fonts.addEventListener('loadingdone', remember);
  }

  // A reader with a session in this browser (the auth store's TOKEN_KEY and USER_KEY): their
  // pages show their own data, which only the app can fetch.
  function hasSession() {
    try {
      return !!(localStorage.getItem('authToken') && localStorage.getItem('authUser'));
    } catch (error) {
      return false;
    }
  }

  // The service worker still keeps the crisis help for offline use (the one download the data
  // saver allows); the app registers the same worker again when it starts.
  function registerWorker() {
    var url = loader.getAttribute('data-service-worker');
    if (!url || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(url).catch(function () {
      // No worker (private mode, storage refused): the page works as it is.
    });
  }

  var root = document.getElementById('root');
  var prerendered = !!(root && root.firstElementChild);
  if (!prerendered || typeof PerformanceObserver !== 'function') {
    start();
    return;
  }
  // With the data saver on, a prerendered page is used as it came: links, the menu, the FAQ
  // and every form work without the app's code (about 170 KB on `/`, most of a data-saver
  // visit). It is fetched when the reader first uses a control that needs it: the early-input
  // script holds that tap or submit, sends this event, and replays it once the page has
  // hydrated.
  if (document.documentElement.getAttribute('data-data-saver') === 'on' && !hasSession()) {
    window.addEventListener('thrive:needs-app', start);
    if (document.readyState === 'complete') registerWorker();
    else window.addEventListener('load', registerWorker);
    return;
  }
  // The bytes now, the code once the page has been painted.
  fetchAll();
  try {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start();
    return;
  }
  setTimeout(start, 1000);
})();
