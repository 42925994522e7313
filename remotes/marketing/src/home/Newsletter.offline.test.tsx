/** The newsletter form with no connection, where the browser can keep it (IndexedDB). */
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushFormOutbox } from '@thrive/api-client';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { Newsletter } from './Newsletter';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

it('says it is saved and will be sent when back online, and sends it then', async () => {
  silenceApiErrors();
  mockApi(() => {
    throw new TypeError('Failed to fetch');
  });
  render(<Newsletter />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Stay updated' }));
  const saved = await screen.findByRole('status');
  expect(saved).toHaveTextContent('Saved, not sent yet');
  expect(saved).toHaveTextContent(
    'Saved on your phone: it will be sent when you are back online. You can close this page.',
  );
  expect(screen.queryByRole('alert')).toBeNull();

  const calls = mockApi(() => json(200, { message: 'Almost there!' }));
  await flushFormOutbox();
  expect(calls).toHaveLength(1);
});
