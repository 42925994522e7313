import { activateLocale } from '@thrive/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteNames } from '@thrive/platform';
import { renderToString } from 'react-dom/server';
import { initFederation, loadRemotePage, resetRemote } from './federation';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as {
  loadRemote: jest.Mock;
  registerRemotes: jest.Mock;
};

beforeAll(() => {
  initFederation({
    marketing: 'http://localhost:3001/mf-manifest.json',
    auth: 'http://localhost:3002/mf-manifest.json',
    admin: 'http://localhost:3003/mf-manifest.json',
  });
});

beforeEach(() => {
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  // The loaded-remote cache is module state: start each test from a cold shell.
  for (const name of remoteNames) resetRemote(name);
});

describe('RemoteOutlet', () => {
  it('renders a remote loaded before hydration at once, without a loading state', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Stories that heal</p> });
    await loadRemotePage('marketing', '/');
    // A server render shows a suspending part's fallback: this one must not suspend, or the
    // page's hydration would leave it for a second pass.
    const html = renderToString(<RemoteOutlet name="marketing" />);
    expect(html).toContain('Stories that heal');
  });

  it('shows an accessible loading state, then the remote', async () => {
    let finishLoading: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValueOnce(new Promise((resolve) => (finishLoading = resolve)));
    await act(async () => {
      render(<RemoteOutlet name="marketing" />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => finishLoading({ default: () => <h1>Marketing home</h1> }));
    expect(await screen.findByRole('heading', { name: 'Marketing home' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('marketing/App');
  });

  it('shows the fallback when the remote fails, and "Try again" really reloads it', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-003: manifest unreachable'))
      .mockResolvedValueOnce({ default: () => <h1>Create account</h1> });
    await act(async () => {
      render(<RemoteOutlet name="auth" />);
    });
    expect(
      await screen.findByRole('heading', { name: "We couldn't load sign-up and login" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'auth' })],
      {
        force: true,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('says which part failed in Pidgin, with the way home and Try again', async () => {
    await activateLocale('pcm');
    try {
      runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003: manifest unreachable'));
      await act(async () => {
        render(<RemoteOutlet name="stories" />);
      });
      expect(
        await screen.findByRole('heading', { name: 'We no fit load di stories and questions' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go back to di home page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    } finally {
      await activateLocale('en');
    }
  });

  it('isolates a remote that throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValueOnce({
      default: () => {
        throw new Error('render bug');
      },
    });
    await act(async () => {
      render(<RemoteOutlet name="admin" />);
    });
    expect(
      await screen.findByRole('heading', { name: "We couldn't load the admin console" }),
    ).toBeVisible();
  });

  it('treats a module without an App export as a failure', async () => {
    runtime.loadRemote.mockResolvedValueOnce({});
    await act(async () => {
      render(<RemoteOutlet name="marketing" />);
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
