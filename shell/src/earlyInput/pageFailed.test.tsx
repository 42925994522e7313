import { act, render, screen } from '@testing-library/react';
import { initFederation } from '../federation';
import { RemoteOutlet } from '../RemoteOutlet';
import { PAGE_FAILED_EVENT } from './pageFailed';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

it('tells the early-capture script when the page’s remote failed to load', async () => {
  initFederation({ auth: 'http://localhost:3002/mf-manifest.json' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = jest.fn();
  window.addEventListener(PAGE_FAILED_EVENT, failed);
  runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003: manifest unreachable'));

  await act(async () => {
    render(<RemoteOutlet name="auth" />);
  });
  await screen.findByRole('heading', { name: "We couldn't load sign-up and login" });
  expect(failed).toHaveBeenCalledTimes(1);
  window.removeEventListener(PAGE_FAILED_EVENT, failed);
});
