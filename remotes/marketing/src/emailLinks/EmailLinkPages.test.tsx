import { render, screen } from '@testing-library/react';
import { formErrors } from '../test/formErrors';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  TEST_API,
} from '@thrive/api-client/src/testing/mockApi';
import { EMAIL_LINK } from './copy';
import {
  DeletionCancelPage,
  DeletionConfirmPage,
  SubscriptionConfirmPage,
  UnsubscribePage,
} from './EmailLinkPages';

const renderWithRouter = (ui: ReactElement, route: string) =>
  render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const PAGES: [string, () => ReactElement, string, string, string, string][] = [
  [
    '/newsletter/confirm',
    () => <SubscriptionConfirmPage />,
    'Confirm your subscription',
    'Confirm my subscription',
    '/newsletter/confirm',
    'Subscription confirmed',
  ],
  [
    '/newsletter/unsubscribe',
    () => <UnsubscribePage />,
    'Unsubscribe',
    'Unsubscribe',
    '/newsletter/unsubscribe',
    'You are unsubscribed',
  ],
  [
    '/delete-account/confirm',
    () => <DeletionConfirmPage />,
    'Confirm account deletion',
    'Confirm deletion',
    '/account-deletion-requests/confirm',
    'Deletion confirmed',
  ],
  [
    '/delete-account/cancel',
    () => <DeletionCancelPage />,
    'Cancel account deletion',
    'Cancel the deletion',
    '/account-deletion-requests/cancel',
    'Deletion cancelled',
  ],
];

describe.each(PAGES)('%s', (path, page, heading, action, endpoint, successTitle) => {
  it('sends the link’s token only when the button is pressed, then shows the answer', async () => {
    const calls = mockApi(() => json(200, { message: 'Done, from the server.' }));
    renderWithRouter(page(), `${path}?token=tok_123-abc`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · Thrive`);
    // Opening the page (as a mail scanner would) does nothing.
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: action }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(successTitle);
    expect(status).toHaveTextContent('Done, from the server.');
    expect(status).toHaveFocus();
    expect(calls).toEqual([
      { url: `${TEST_API}${endpoint}`, method: 'POST', body: { token: 'tok_123-abc' } },
    ]);
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the server’s error and lets the person try again', async () => {
    silenceApiErrors();
    let answer = json(400, { error: 'This link is invalid or has expired.' });
    mockApi(() => answer);
    renderWithRouter(page(), `${path}?token=tok`);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await formErrors()).toHaveTextContent('This link is invalid or has expired.');
    answer = json(200, { message: 'Fine now.' });
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fine now.');
  });

  it('explains a link without its token and offers no action', () => {
    const calls = mockApi(() => json(200, { message: 'x' }));
    renderWithRouter(page(), path);
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_LINK.missingToken);
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

it('the deletion confirmation shows the date the account will be deleted', async () => {
  mockApi(() =>
    json(200, { message: 'Your request is confirmed.', dueBy: '2026-12-01T10:00:00.000Z' }),
  );
  renderWithRouter(<DeletionConfirmPage />, '/delete-account/confirm?token=t');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm deletion' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your account will be deleted on 1 December 2026.',
  );
});
