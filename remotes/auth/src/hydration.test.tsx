/**
 * Each account page as a signed-in reader gets it when it is opened directly: the prerendered
 * HTML was made signed out (on the server there is no stored session), React hydrates it with
 * the browser's session in the store, and the page must then show its signed-in variant (no
 * component may decide anything once from the signed-out snapshot of the first render).
 */
import { authStore } from '@thrive/auth-store';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import Account from './account/Account';
import Confirm from './confirm/Confirm';
import Download from './download/Download';
import SessionDownload from './download/SessionDownload';
import Login from './login/Login';
import Reset from './reset/Reset';
import { SignedOutOnly } from './SignedOutOnly';
import Signup from './signup/Signup';
import { ada, json, mockApi, setupAuthTests } from './test/harness';

setupAuthTests();

/** The remote's routes with the pages imported directly (the server resolves every lazy page). */
function Pages({ path, state }: { path: string; state?: unknown }): ReactNode {
  return (
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route
          path="/signup"
          element={
            <SignedOutOnly>
              <Signup />
            </SignedOutOnly>
          }
        />
        <Route path="/confirm" element={<Confirm />} />
        <Route
          path="/login"
          element={
            <SignedOutOnly>
              <Login />
            </SignedOutOnly>
          }
        />
        <Route path="/reset" element={<Reset />} />
        <Route path="/download2" element={<Download />} />
        <Route path="/download" element={<SessionDownload />} />
        <Route path="/account" element={<Account />} />
      </Routes>
    </MemoryRouter>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Server HTML made signed out, then hydrated with Ada's session in the store. */
async function openSignedIn(path: string, state?: unknown) {
  authStore.getState().clear();
  // The server has no navigation state either: that is the browser's.
  const html = renderToString(<Pages path={path} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  authStore.getState().setSession('session-token', ada);
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Pages path={path} state={state} />, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  return { container, hydrationErrors };
}

describe('account pages opened directly by a signed-in reader', () => {
  beforeEach(() => {
    mockApi({ '/reader/me': () => json(200, { user: ada }) });
  });

  it('/reset shows Old Password and New Password (the signed-in change), not the e-mail form', async () => {
    const { hydrationErrors } = await openSignedIn('/reset');
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByLabelText('Old Password')).toHaveAttribute('name', 'oldPassword');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('name', 'newPassword');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(document.querySelector('form')).toHaveAttribute('data-thrive-form', 'change-password');
  });

  it.each(['/login', '/signup'])('%s sends the reader on to their /download page', async (path) => {
    const { hydrationErrors } = await openSignedIn(path);
    expect(hydrationErrors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    // The page's own Log out and the header's account links (signed in too).
    expect(screen.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThanOrEqual(2);
  });

  it('/download greets the signed-in reader and offers Log out', async () => {
    const { hydrationErrors } = await openSignedIn('/download');
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    // The page's own Log out and the header's account links (signed in too).
    expect(screen.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThanOrEqual(2);
  });

  it('/account shows the signed-in account (its sessions), not the frame it was prerendered as', async () => {
    mockApi({
      '/reader/me': () => json(200, { user: ada }),
      '/reader/sessions': () =>
        json(200, {
          sessions: [
            {
              id: 's-1',
              device: 'Chrome on Linux',
              signedInAt: new Date().toISOString(),
              lastActiveAt: new Date().toISOString(),
              current: true,
            },
          ],
        }),
      '/reader/second-factor': () => json(200, { factors: [], recovery_codes_left: 0 }),
    });
    const { hydrationErrors } = await openSignedIn('/account');
    expect(hydrationErrors).toEqual([]);
    expect(await screen.findByText('Chrome on Linux')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    expect(screen.getByText(/Signed in as Ada/)).toBeVisible();
  });

  it('/confirm without a pending sign-up goes to /signup, which sends a signed-in reader on', async () => {
    const { hydrationErrors } = await openSignedIn('/confirm');
    expect(hydrationErrors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
  });

  it('/download2 greets by the name in navigation state, read after hydration', async () => {
    const { hydrationErrors } = await openSignedIn('/download2', { user: ada });
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
  });
});

it('/login after a logout (navigation state) says so, read after hydration', async () => {
  authStore.getState().clear();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Pages path="/login" />);
  document.body.append(container);
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Pages path="/login" state={{ loggedOut: true }} />, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  expect(hydrationErrors).toEqual([]);
  expect(screen.getByText('You have logged out. See you soon!')).toHaveAttribute('role', 'status');
});

it("/signup: Create Account works before hydration (the server applies the rules), then follows the spec's rule", async () => {
  authStore.getState().clear();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Pages path="/signup" />);
  document.body.append(container);
  const button = () => screen.getByRole('button', { name: 'Create Account' });
  // Prerendered: a real submit to the page itself, not disabled waiting for JavaScript.
  expect(button()).toBeEnabled();
  expect(button().closest('form')).toHaveAttribute('method', 'post');
  expect(screen.getByLabelText('First name')).not.toHaveAttribute('readonly');
  await act(async () => {
    root = hydrateRoot(container, <Pages path="/signup" />);
  });
  // Hydrated with empty fields: enabled only once every field is valid (SPEC section 5).
  expect(button()).toBeDisabled();
});
