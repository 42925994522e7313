// Early input capture: the first script of the shell's production page (a classic deferred
// script, built as is, ES5, no imports; earlyInputPlugin.ts emits it before the loader).
// The prerendered page is painted seconds before React owns it on a slow link; a tap on a
// button or a form submitted in that time would do nothing and be lost. This script records
// them, shows them busy at once, and replays each exactly once, in order, when React has
// hydrated the element it landed on. HTML-first controls (links, popover buttons, <summary>,
// typing) work without JavaScript and are left alone; so is anything React already owns.
(function () {
  var PENDING = 'data-thrive-pending';
  // A captured submit whose page never hydrates is sent natively after this long: the server
  // handles every form without JavaScript (a failed remote is reported sooner, below).
  var GIVE_UP_MS = 60000;
  var POLL_MS = 50;
  var root = document.getElementById('root');
  var queue = [];
  var timer = null;
  var failed = false;
  var replaying = false;

  // Hydrated = React has committed the element's fiber: the condition under which React
  // dispatches an event on it to its handlers (react-dom's getNearestMountedFiber). Before
  // hydration the element has no fiber; while its part is being hydrated, the fiber (or one
  // above it that is not committed yet) carries the Placement or Hydrating flag.
  var NOT_COMMITTED = 2 | 4096;
  var HOST_ROOT = 3;
  // React keeps it as an own property of the node (own keys only: for-in would walk the
  // hundreds of DOM properties every element inherits).
  function fiberOf(node) {
    return own(node, '__reactFiber$');
  }
  function own(node, prefix) {
    var keys = Object.keys(node);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf(prefix) === 0) return node[keys[i]];
    return null;
  }
  function isHydrated(node) {
    var fiber = fiberOf(node);
    if (!fiber) return false;
    var top = fiber;
    for (var next = fiber; next && !next.alternate; next = next.return) {
      top = next;
      if (next.flags & NOT_COMMITTED) return false;
    }
    while (top.return) top = top.return;
    return top.tag === HOST_ROOT;
  }

  // Parts of a page that depend on the reader's session are prerendered in both variants (the
  // server cannot see the session: the auth store keeps it in this browser's storage under
  // these keys, TOKEN_KEY and USER_KEY of @thrive/auth-store); show the one it picks, so a
  // signed-in reader can use the page before it hydrates.
  function showSessionVariant() {
    var signedIn = false;
    try {
      signedIn = !!(localStorage.getItem('authToken') && localStorage.getItem('authUser'));
    } catch (error) {
      // Storage blocked: the session lives in memory only, so there is none yet.
    }
    var variants = root.querySelectorAll('[data-session-variant]');
    for (var i = 0; i < variants.length; i++) {
      var variant = variants[i];
      var wanted =
        variant.getAttribute('data-session-variant') === (signedIn ? 'signed-in' : 'signed-out');
      if (wanted) variant.removeAttribute('hidden');
      else variant.setAttribute('hidden', '');
    }
  }

  // The data saver's switch shows the state the page's head script settled on (the reader's
  // choice in this browser may differ from what the server knew), before the first paint.
  function showDataSaverState() {
    var on = document.documentElement.getAttribute('data-data-saver') === 'on';
    var switches = root.querySelectorAll('[data-data-saver-switch]');
    for (var i = 0; i < switches.length; i++) {
      switches[i].setAttribute('aria-checked', on ? 'true' : 'false');
    }
    // And says why when a slow link decided it (issue 48), the page's own API included.
    var slowLink =
      on && document.documentElement.getAttribute('data-data-saver-reason') === 'slow-link';
    var notes = root.querySelectorAll('[data-slow-link-note]');
    for (var j = 0; j < notes.length; j++) {
      if (slowLink) notes[j].removeAttribute('hidden');
      else notes[j].setAttribute('hidden', '');
    }
  }

  function inPage(node) {
    return !!root && root.contains(node);
  }

  // The control a click or key press stands for, or null when the platform handles it
  // without JavaScript (or a submit event will stand for it).
  function controlOf(target) {
    var control = target && target.closest ? target.closest('button, [role="button"]') : null;
    if (!control || !inPage(control) || control.disabled) return null;
    if (control.closest('a[href], summary, label')) return null;
    if (control.hasAttribute('popovertarget') || control.hasAttribute('commandfor')) return null;
    // A submit button submits its form: the submit event is captured instead (after the
    // browser's own validation of the fields).
    if (control.tagName === 'BUTTON' && control.type === 'submit' && control.form) return null;
    return control;
  }

  function mark(elements, on) {
    for (var i = 0; i < elements.length; i++) {
      var element = elements[i];
      if (!element) continue;
      if (on) {
        element.setAttribute(PENDING, '');
        element.setAttribute('aria-busy', 'true');
      } else {
        element.removeAttribute(PENDING);
        element.removeAttribute('aria-busy');
      }
    }
  }

  function hold(event, owner, elements, replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on something already waiting is the same request (e.g. a confirmation
    // tapped twice): it is sent once.
    if (owner.hasAttribute(PENDING)) return;
    mark(elements, true);
    queue.push({ owner: owner, elements: elements, replay: replay, since: Date.now() });
    schedule();
    // The shell's loader holds the app back while the data saver is on: this input needs it.
    window.dispatchEvent(new Event('thrive:needs-app'));
  }

  // What a control says it does: its accessible name (the label, else its text).
  function nameOf(control) {
    return control.getAttribute('aria-label') || (control.textContent || '').trim();
  }

  // A tap replays as a click, unless the page changed what the control does in the meantime
  // (a 'Play video' that autoplay turned into 'Pause video'): the state the reader asked for
  // has come on its own, and a click now would do the opposite.
  function clickIfUnchanged(control) {
    var name = nameOf(control);
    return function () {
      if (nameOf(control) === name) control.click();
    };
  }

  function onClick(event) {
    if (failed || replaying) return;
    var control = controlOf(event.target);
    if (!control || isHydrated(control)) return;
    hold(event, control, [control], clickIfUnchanged(control));
  }

  function onKeyDown(event) {
    if (failed || replaying) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    var control = controlOf(event.target);
    // A native button turns Enter and Space into a click of its own, captured above.
    if (!control || control.tagName === 'BUTTON' || isHydrated(control)) return;
    hold(event, control, [control], clickIfUnchanged(control));
  }

  function onSubmit(event) {
    var form = event.target;
    // The page will not hydrate: the form goes natively, a reader's form with the session.
    if (failed && form && form.tagName === 'FORM' && !isHydrated(form)) addSession(form);
    if (failed || replaying) return;
    if (!form || form.tagName !== 'FORM' || !inPage(form) || isHydrated(form)) return;
    var submitter = event.submitter || null;
    hold(event, form, [form, submitter], function () {
      submit(form, submitter);
    });
  }

  function submit(form, submitter) {
    // requestSubmit validates the fields and names the button, as the reader's submit did.
    if (typeof form.requestSubmit === 'function') {
      if (submitter) form.requestSubmit(submitter);
      else form.requestSubmit();
    } else if (submitter) submitter.click();
    else form.submit();
  }

  function flush() {
    timer = null;
    // Settled: hydrated, and React committed the same props to the element at two polls in a
    // row. React runs a commit's effects after it, and an effect's state update (a form
    // adopting what the reader typed) commits new handlers later still; a replay before that
    // would meet the server's snapshot of the state, and its handler would do nothing.
    for (var i = 0; i < queue.length; i++) {
      var waiting = queue[i];
      if (waiting.settled || !isHydrated(waiting.owner)) continue;
      var props = own(waiting.owner, '__reactProps$');
      if (waiting.seen && waiting.props === props) waiting.settled = true;
      waiting.seen = true;
      waiting.props = props;
    }
    // In order: a later input waits for an earlier one that is not settled yet.
    while (queue.length && (queue[0].settled || !inPage(queue[0].owner))) {
      var item = queue.shift();
      mark(item.elements, false);
      // React replaced the element instead of adopting it (its markup did not match): there
      // is nothing left to act on, and it must not hold up what came after it.
      if (!inPage(item.owner)) continue;
      replaying = true;
      try {
        item.replay();
      } finally {
        replaying = false;
      }
    }
    if (queue.length && Date.now() - queue[0].since >= GIVE_UP_MS) giveUp();
    else schedule();
  }

  // A reader's form (a like, a comment, a report: data-thrive-session) sent natively takes the
  // stored session along as a hidden field; the shell's server passes it on to the API (same
  // origin only) and never writes it into a page.
  function addSession(form) {
    if (!form.hasAttribute('data-thrive-session') || form.querySelector('input[name="_session"]')) {
      return;
    }
    var token = null;
    try {
      token = localStorage.getItem('authToken');
    } catch (error) {
      // Storage blocked: no session to send; the server answers "please log in".
    }
    if (!token) return;
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = '_session';
    input.value = token;
    form.appendChild(input);
  }

  // The page will not hydrate: forms go to the server as plain HTML forms, buttons are released.
  function giveUp() {
    failed = true;
    var items = queue;
    queue = [];
    for (var i = 0; i < items.length; i++) {
      var item = items[i];
      mark(item.elements, false);
      if (item.owner.tagName === 'FORM') {
        addSession(item.owner);
        item.replay();
      }
    }
  }

  function schedule() {
    if (!timer && queue.length && !failed) timer = setTimeout(flush, POLL_MS);
  }

  if (!root || !root.firstElementChild) return;
  showSessionVariant();
  showDataSaverState();
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('submit', onSubmit, true);
  // The shell reports a part of the page that failed to load (after its retries).
  window.addEventListener('thrive:page-failed', function () {
    if (queue.length) giveUp();
    failed = true;
  });
  // The shell's own entry (the one the loader starts) did not load: nothing will hydrate.
  var loader = document.querySelector('script[data-entry]');
  var entry = loader && loader.getAttribute('data-entry');
  window.addEventListener('error', onScriptError, true);
  function onScriptError(event) {
    var target = event.target;
    if (entry && target && target.tagName === 'SCRIPT' && target.getAttribute('src') === entry) {
      if (queue.length) giveUp();
      failed = true;
    }
  }
  // For the bench and the end-to-end tests: is this element hydrated, is anything waiting.
  window.thriveEarlyInput = {
    isHydrated: isHydrated,
    pending: function () {
      return queue.length;
    },
  };
})();
