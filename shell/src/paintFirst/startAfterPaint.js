// The shell's loader: a classic deferred script in the production index.html, built as is
// (no imports; startAfterPaintPlugin.ts emits it). Once the prerendered page has been painted
// (its first contentful paint) it asks for what hydration needs (the hints the shell's server
// listed for this page) and starts the shell's entry. A page without prerendered content
// starts at once; a hidden tab paints nothing, so a timer starts it there.
(function () {
  var loader = document.currentScript;
  var entry = loader && loader.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var hints = document.getElementById('thrive-hydration-hints');
    var list = [];
    try {
      list = hints ? JSON.parse(hints.textContent || '[]') : [];
    } catch (error) {
      // Hints only make loading faster; the entry finds everything without them.
    }
    list.forEach(function (hint) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', hint.as);
      link.setAttribute('href', hint.href);
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
  }

  var root = document.getElementById('root');
  if (!root || !root.firstElementChild || typeof PerformanceObserver !== 'function') {
    start();
    return;
  }
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
