// Early preloads: inline at the top of the production index.html's <head>, ES5 with no imports
// (startAfterPaintPlugin.ts puts it there minified, the composer its list just before). On a slow, far connection (the Network
// Information API's effective type 3g or slower: a round trip of 270 ms or more) it asks for
// what the page's hydration needs, which the shell's server listed just before, as soon as the
// parser gets there: the requests' round trip then overlaps the rest of the page's own transfer, and
// their bytes follow the page's with no idle link in between (the loader, at the end of the
// body, asks after the page has arrived and been parsed, 0.7 s later on such a phone). On a fast
// connection, where a round trip is short next to the page's transfer, asking that early only
// competes with the page and its image; the loader asks once the page is in.
(function () {
  var connection = navigator.connection;
  if (!connection || !/(^|-)(2g|3g)$/.test(connection.effectiveType || '')) return;
  // The data saver fetches nothing yet: the server's decision (cookie, Save-Data) is on <html>,
  // a choice kept only in this browser is read as index.html's own script reads it.
  // So does a slow link (effective type 2g, or a round trip of 600 ms or more: issue 48) unless
  // the reader chose the full page (the cookie or localStorage says off).
  try {
    var cookie = /(?:^|;\s*)thrive_data_saver=(on|off)(?:;|$)/.exec(document.cookie);
    var stored = localStorage.getItem('thrive-data-saver');
    var chosen = cookie ? cookie[1] : stored === 'on' || stored === 'off' ? stored : null;
    if (chosen === 'on') return;
    var slowLink = /^(slow-)?2g$/.test(connection.effectiveType || '') || connection.rtt >= 600;
    if (
      !chosen &&
      (connection.saveData ||
        document.documentElement.getAttribute('data-data-saver') === 'on' ||
        slowLink)
    )
      return;
  } catch (error) {
    // Storage refused: the server's decision stands.
    if (document.documentElement.getAttribute('data-data-saver') === 'on') return;
  }
  var listed = document.getElementById('thrive-early-preloads');
  var hints;
  try {
    hints = JSON.parse((listed && listed.textContent) || '[]');
  } catch (error) {
    return;
  }
  for (var index = 0; index < hints.length; index += 1) {
    var hint = hints[index];
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', hint.as);
    link.setAttribute('href', hint.href);
    // As the file will be requested, or the preload is not reused (startAfterPaint.js).
    if (hint.as === 'fetch' || hint.crossOrigin) link.crossOrigin = 'anonymous';
    if (hint.integrity) link.setAttribute('integrity', hint.integrity);
    document.head.appendChild(link);
  }
})();
