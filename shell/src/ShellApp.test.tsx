import { act, render, screen } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG, remoteNames } from '@thrive/platform';
import { initFederation, resetRemote } from './federation';
import { ShellApp } from './ShellApp';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

beforeAll(() => initFederation({ auth: 'http://localhost:3002/mf-manifest.json' }));
beforeEach(() => {
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const name of remoteNames) resetRemote(name);
  window.history.pushState(null, '', '/');
});

const crisisBlock = () => screen.queryByRole('complementary', { name: 'Need help now?' });

it('shows "Need help now?" on a public page, whichever remote draws it', async () => {
  runtime.loadRemote.mockResolvedValue({ default: () => <h1>Create account</h1> });
  window.history.pushState(null, '', '/signup');
  await act(async () => {
    render(<ShellApp mounts={DEFAULT_RUNTIME_CONFIG.hosts.public} host="public" />);
  });
  expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  expect(crisisBlock()).toBeInTheDocument();
});

it('keeps "Need help now?" when the remote fails to load', async () => {
  runtime.loadRemote.mockRejectedValue(new Error('offline'));
  window.history.pushState(null, '', '/login');
  await act(async () => {
    render(<ShellApp mounts={DEFAULT_RUNTIME_CONFIG.hosts.public} host="public" />);
  });
  expect(await screen.findByRole('heading', { name: /We couldn't load/ })).toBeInTheDocument();
  expect(crisisBlock()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
});

it('leaves the admin console without it', async () => {
  runtime.loadRemote.mockResolvedValue({ default: () => <h1>Dashboard</h1> });
  await act(async () => {
    render(<ShellApp mounts={DEFAULT_RUNTIME_CONFIG.hosts.admin} host="admin" />);
  });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(crisisBlock()).toBeNull();
});
