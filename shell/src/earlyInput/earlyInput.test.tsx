/* eslint-disable max-lines -- many short tests of earlyInput.js against real hydration, each set up on its own. */
/**
 * earlyInput.js against real React hydration (react-dom's hydrateRoot in jsdom): the page's
 * markup is the server's (renderToString), the script runs as the browser would, and the reader
 * acts before, while and after React hydrates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { TOKEN_KEY, USER_KEY } from '@thrive/auth-store';
import { NEEDS_APP_EVENT } from '../paintFirst/loaderTags';
import { PENDING_ATTRIBUTE } from './earlyInputTags';

const SCRIPT = readFileSync(path.join(__dirname, 'earlyInput.js'), 'utf8');
const POLL_MS = 50;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A thenable React reads synchronously once settled (as `use` does on the server). */
function deferred<T>(value: T) {
  let resolve!: () => void;
  const promise = new Promise<T>((done) => {
    resolve = () => done(value);
  }) as Promise<T> & { status?: string; value?: T };
  return { promise, resolve };
}
function settled<T>(value: T) {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** A part of the page that hydrates when its data (here: its code) has arrived. */
function Later({ ready, children }: { ready: Promise<unknown>; children: ReactNode }) {
  use(ready);
  return <>{children}</>;
}

let roots: Root[] = [];
const listeners: Array<[string, EventListener]> = [];

/** The server's markup in #root, then the capture script, as in the production page. */
function serve(page: ReactNode) {
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
  // The script adds window listeners; each test removes the ones it added.
  const add = window.addEventListener.bind(window);
  const spy = jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options) => {
      listeners.push([type, listener as EventListener]);
      add(type, listener, options);
    });
  new Function(SCRIPT)();
  spy.mockRestore();
}

function hydrate(page: ReactNode) {
  act(() => {
    roots.push(hydrateRoot(document.getElementById('root')!, page));
  });
}

/** Hydration of a page with a part still waiting for its code. */
async function hydrateSuspended(page: ReactNode) {
  await act(async () => {
    roots.push(hydrateRoot(document.getElementById('root')!, page));
  });
}

const pollOnce = () =>
  act(() => {
    jest.advanceTimersByTime(POLL_MS);
  });

/** A held input is replayed one poll after its element is first seen hydrated. */
const replayTick = () => {
  pollOnce();
  pollOnce();
};

const button = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button, [role="button"]')].find(
    (element) => element.textContent === name,
  )!;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  jest.useFakeTimers();
  // The held control's busy attributes are not in the server's markup: React's development
  // build says so (production does not compare attributes, and the capture script ships only
  // in the production page).
  const error = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("didn't match the client properties")) return;
    // The test of a part React renders afresh because its markup did not match.
    if (String(args[0]).includes("server rendered HTML didn't match")) return;
    // jsdom does not navigate: a native form submission is reported as not implemented.
    if (String(args[0]).includes('Not implemented: HTMLFormElement')) return;
    error(...args);
  });
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  for (const [type, listener] of listeners.splice(0)) {
    window.removeEventListener(type, listener, true);
    window.removeEventListener(type, listener);
  }
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a tap before hydration', () => {
  it('shows the button busy at once and runs its handler once hydrated, exactly once', () => {
    const onConfirm = jest.fn();
    const page = (
      <main>
        <button type="button" onClick={onConfirm}>
          Confirm
        </button>
      </main>
    );
    serve(page);

    fireEvent.click(button('Confirm'));
    fireEvent.click(button('Confirm'));
    expect(button('Confirm')).toHaveAttribute('aria-busy', 'true');
    expect(button('Confirm')).toHaveAttribute(PENDING_ATTRIBUTE);
    pollOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    hydrate(page);
    // Seen hydrated; replayed at the next poll, once the commit's effects have run.
    pollOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    pollOnce();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button('Confirm')).not.toHaveAttribute('aria-busy');
    expect(button('Confirm')).not.toHaveAttribute(PENDING_ATTRIBUTE);
    replayTick();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks the loader for the app, which the data saver may hold back until a control needs it', () => {
    const page = (
      <button type="button" onClick={() => undefined}>
        Play video
      </button>
    );
    serve(page);
    const asked = jest.fn();
    window.addEventListener(NEEDS_APP_EVENT, asked);
    try {
      fireEvent.click(button('Play video'));
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(NEEDS_APP_EVENT, asked);
    }
  });

  it('leaves a tap on a hydrated part to React, at once', () => {
    const onClick = jest.fn();
    const page = (
      <button type="button" onClick={onClick}>
        Show password
      </button>
    );
    serve(page);
    hydrate(page);

    fireEvent.click(button('Show password'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button('Show password')).not.toHaveAttribute('aria-busy');
  });

  it('waits for the part the tap landed on, even when the rest of the page is hydrated', async () => {
    const onSection = jest.fn();
    const code = deferred('loaded');
    const page = (ready: Promise<unknown>) => (
      <main>
        <h1>Home</h1>
        <Suspense>
          <Later ready={ready}>
            <button type="button" onClick={onSection}>
              Next testimonial
            </button>
          </Later>
        </Suspense>
      </main>
    );
    serve(page(settled('loaded')));

    fireEvent.click(button('Next testimonial'));
    await hydrateSuspended(page(code.promise));
    pollOnce();
    expect(onSection).not.toHaveBeenCalled();
    expect(button('Next testimonial')).toHaveAttribute('aria-busy', 'true');

    await act(async () => code.resolve());
    replayTick();
    expect(onSection).toHaveBeenCalledTimes(1);
  });

  it('replays in the order the reader acted: a later tap waits for an earlier one', async () => {
    const calls: string[] = [];
    const code = deferred('loaded');
    const page = (ready: Promise<unknown>) => (
      <main>
        <Suspense>
          <Later ready={ready}>
            <button type="button" onClick={() => calls.push('first')}>
              First
            </button>
          </Later>
        </Suspense>
        <button type="button" onClick={() => calls.push('second')}>
          Second
        </button>
      </main>
    );
    serve(page(settled('loaded')));

    fireEvent.click(button('First'));
    fireEvent.click(button('Second'));
    await hydrateSuspended(page(code.promise));
    pollOnce();
    expect(calls).toEqual([]);

    await act(async () => code.resolve());
    replayTick();
    expect(calls).toEqual(['first', 'second']);
  });

  it('drops a tap on an element React replaced, without holding up the next one', () => {
    const onSecond = jest.fn();
    const page = (
      <main>
        <Suspense>
          <div id="replaced">
            <button type="button">First</button>
          </div>
        </Suspense>
        <button type="button" onClick={onSecond}>
          Second
        </button>
      </main>
    );
    serve(page);
    fireEvent.click(button('First'));
    fireEvent.click(button('Second'));
    document.getElementById('replaced')!.replaceChildren();

    hydrate(page);
    replayTick();
    expect(onSecond).toHaveBeenCalledTimes(1);
  });

  it('drops a tap whose control the page changed meanwhile: a Play that autoplay made Pause', () => {
    // Like the clip's autoplay: playing once hydrated, while the server's markup says Play.
    function Player() {
      const hydrated = useSyncExternalStore(
        () => () => undefined,
        () => true,
        () => false,
      );
      const [paused, setPaused] = useState(false);
      const playing = hydrated && !paused;
      return (
        <button type="button" onClick={() => setPaused(playing)}>
          {playing ? 'Pause video' : 'Play video'}
        </button>
      );
    }
    serve(<Player />);

    fireEvent.click(button('Play video'));
    hydrate(<Player />);
    replayTick();
    expect(button('Pause video')).toBeInTheDocument();
    expect(button('Pause video')).not.toHaveAttribute('aria-busy');
  });

  it('replays Enter and Space on an element acting as a button', () => {
    const onToggle = jest.fn();
    const page = (
      <div role="button" tabIndex={0} onClick={onToggle}>
        Toggle
      </div>
    );
    serve(page);

    fireEvent.keyDown(button('Toggle'), { key: ' ' });
    fireEvent.keyDown(button('Toggle'), { key: 'a' });
    hydrate(page);
    replayTick();
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('what works without JavaScript is left alone', () => {
  it.each([
    ['a popover button', <button popoverTarget="menu">Menu</button>],
    [
      'a button inside a summary',
      <details>
        <summary>
          <button type="button">Question</button>
        </summary>
      </details>,
    ],
    [
      'a button inside a link',
      <a href="/about">
        <button type="button">About</button>
      </a>,
    ],
  ])('%s', (_name, control) => {
    serve(<main>{control}</main>);
    const seen = jest.fn();
    document.addEventListener('click', seen);

    fireEvent.click(document.querySelector('button')!);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(document.querySelector('button')).not.toHaveAttribute('aria-busy');
    document.removeEventListener('click', seen);
  });
});

describe('a form submitted before hydration', () => {
  const form = (onSubmit: (email: string) => void) => (
    <form
      method="post"
      data-thrive-form="login"
      onSubmit={(event) => {
        event.preventDefault();
        const email = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
        onSubmit(email.value);
      }}
    >
      <input type="hidden" name="_form" value="login" />
      <input name="email" aria-label="Email" defaultValue="" />
      <button type="submit">Login</button>
    </form>
  );

  it('is held, shown busy and sent once by the hydrated form, with what the reader typed', () => {
    const onSubmit = jest.fn();
    serve(form(onSubmit));
    const formElement = document.querySelector('form')!;
    (document.querySelector('input[name="email"]') as HTMLInputElement).value = 'ada@example.com';

    const submitted = fireEvent.submit(formElement, { submitter: button('Login') });
    fireEvent.submit(formElement);
    expect(submitted).toBe(false); // no native submission: it would leave the page
    expect(formElement).toHaveAttribute('aria-busy', 'true');
    expect(formElement).toHaveAttribute(PENDING_ATTRIBUTE);

    hydrate(form(onSubmit));
    replayTick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
    expect(formElement).not.toHaveAttribute('aria-busy');
  });

  it('is sent natively when the shell reports the page failed to load', () => {
    serve(form(jest.fn()));
    const formElement = document.querySelector('form')!;
    fireEvent.submit(formElement);
    const native = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', native);

    window.dispatchEvent(new Event('thrive:page-failed'));
    expect(native).toHaveBeenCalledTimes(1);
    expect(native.mock.results[0]!.value).toBe(false);
    expect(formElement).not.toHaveAttribute('aria-busy');
    document.removeEventListener('submit', native);
  });

  it('is sent natively after a minute without hydration; a held button is released', () => {
    const page = (
      <main>
        {form(jest.fn())}
        <button type="button">Show password</button>
      </main>
    );
    serve(page);
    fireEvent.submit(document.querySelector('form')!);
    fireEvent.click(button('Show password'));
    const native = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', native);

    act(() => {
      jest.advanceTimersByTime(59_000);
    });
    expect(native).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(native).toHaveBeenCalledTimes(1);
    expect(native.mock.results[0]!.value).toBe(false);
    expect(button('Show password')).not.toHaveAttribute('aria-busy');
    document.removeEventListener('submit', native);
  });
});

describe('a reader’s form sent natively (a like, a comment, a report)', () => {
  const likeForm = (session: boolean) => (
    <form method="post" data-thrive-form="like" data-thrive-session={session ? '' : undefined}>
      <input type="hidden" name="_form" value="like" />
      <button type="submit">Like</button>
    </form>
  );
  const sessionSent = () =>
    (document.querySelector('input[name="_session"]') as HTMLInputElement | null)?.value;

  afterEach(() => window.localStorage.clear());

  it('takes the stored session along when the page failed to load', () => {
    window.localStorage.setItem(TOKEN_KEY, 'reader-token-0123456789abcdef');
    serve(likeForm(true));
    fireEvent.submit(document.querySelector('form')!);
    window.dispatchEvent(new Event('thrive:page-failed'));
    expect(sessionSent()).toBe('reader-token-0123456789abcdef');
  });

  it('sends no session with other forms, nor when none is stored', () => {
    window.localStorage.setItem(TOKEN_KEY, 'reader-token-0123456789abcdef');
    serve(likeForm(false));
    fireEvent.submit(document.querySelector('form')!);
    window.dispatchEvent(new Event('thrive:page-failed'));
    expect(sessionSent()).toBeUndefined();

    window.localStorage.clear();
    serve(likeForm(true));
    fireEvent.submit(document.querySelector('form')!);
    window.dispatchEvent(new Event('thrive:page-failed'));
    expect(sessionSent()).toBeUndefined();
  });
});

describe('a page that depends on the session', () => {
  const page = (
    <main>
      <div data-session-variant="signed-out">
        <h1>Forgot password</h1>
      </div>
      <div data-session-variant="signed-in" hidden>
        <h1>Change password</h1>
      </div>
    </main>
  );
  const variant = (name: string) =>
    document.querySelector(`[data-session-variant="${name}"]`) as HTMLElement;

  afterEach(() => window.localStorage.clear());

  it('shows the signed-in variant before hydration when this browser holds a session', () => {
    window.localStorage.setItem(TOKEN_KEY, 'token');
    window.localStorage.setItem(USER_KEY, JSON.stringify({ first_name: 'Ada' }));
    serve(page);
    expect(variant('signed-in')).not.toHaveAttribute('hidden');
    expect(variant('signed-out')).toHaveAttribute('hidden');
  });

  it('keeps the signed-out variant without a stored session (a token alone is none)', () => {
    window.localStorage.setItem(TOKEN_KEY, 'token');
    serve(page);
    expect(variant('signed-out')).not.toHaveAttribute('hidden');
    expect(variant('signed-in')).toHaveAttribute('hidden');
  });
});

describe('the data saver before the first paint (issue 48)', () => {
  const page = (
    <form>
      <p data-slow-link-note="" hidden>
        Your connection looks slow: Thrive is saving your data
      </p>
      <button type="submit" role="switch" aria-checked="false" data-data-saver-switch="">
        Data saver
      </button>
    </form>
  );
  const note = () => document.querySelector('[data-slow-link-note]') as HTMLElement;
  const dataSaverSwitch = () => document.querySelector('[data-data-saver-switch]') as HTMLElement;

  afterEach(() => {
    document.documentElement.removeAttribute('data-data-saver');
    document.documentElement.removeAttribute('data-data-saver-reason');
  });

  it('says why the saver is on when the page found the link slow', () => {
    document.documentElement.setAttribute('data-data-saver', 'on');
    document.documentElement.setAttribute('data-data-saver-reason', 'slow-link');
    serve(page);
    expect(dataSaverSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(note()).not.toHaveAttribute('hidden');
  });

  it("hides the note when the saver is the reader's choice, or off", () => {
    document.documentElement.setAttribute('data-data-saver', 'on');
    serve(page);
    expect(note()).toHaveAttribute('hidden');
    document.documentElement.setAttribute('data-data-saver', 'off');
    document.documentElement.setAttribute('data-data-saver-reason', 'slow-link');
    serve(page);
    expect(dataSaverSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(note()).toHaveAttribute('hidden');
  });
});
