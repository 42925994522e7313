import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@thrive/api-client';
import { adminSession } from '../session/adminSession';
import { renderPage } from '../testing/renderApp';
import CreateNotificationPage from './CreateNotificationPage';
import type { SentRow } from './notificationsApi';

jest.setTimeout(30_000);

const API = 'http://api.test/api/v1';
const realFetch = globalThis.fetch;
interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeApi(answer: (call: Call) => { status?: number; body: unknown }): Call[] {
  configureApi({ baseUrl: API, timeoutMs: 5_000 });
  adminSession.getState().signIn('admin-token', 'admin@example.com');
  const calls: Call[] = [];
  globalThis.fetch = (async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const call = {
      method: input.method,
      path: url.pathname.replace('/api/v1', ''),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const sentRow = (overrides: Partial<SentRow> = {}): SentRow => ({
  id: 1,
  audience: 'premium',
  reader_email: null,
  title: 'New premium stories',
  body: 'Three new premium stories are up.',
  link: '/stories',
  recipients: 12,
  sent_by: 'admin@example.com',
  sent_at: '2026-12-07T10:00:00.000Z',
  ...overrides,
});
const page = (rows: SentRow[]) => ({ rows, total: rows.length, page: 1, pageCount: 1 });

it('writes a notification to premium readers, previews it with its reach, then sends it', async () => {
  const calls = fakeApi((call) => {
    if (call.path === '/admin/notifications/preview')
      return {
        body: {
          recipients: 12,
          notification: {
            kind: 'announcement',
            title: 'New premium stories',
            body: 'Three new premium stories are up.',
            link: '/stories',
          },
        },
      };
    if (call.method === 'POST') return { status: 201, body: { announcement: sentRow() } };
    if (call.path === '/admin/push/announcements/1') {
      // The readers' phones that chose news: one push still going out at first.
      const asked = calls.filter((c) => c.path === call.path).length;
      return {
        body:
          asked === 1
            ? { sent: 3, delivered: 1, failed: 1, pending: 1 }
            : { sent: 3, delivered: 2, failed: 1, pending: 0 },
      };
    }
    return { body: page([]) };
  });
  renderPage(<CreateNotificationPage />);
  const form = screen.getByRole('form', { name: 'New notification' });
  await userEvent.selectOptions(within(form).getByLabelText('To'), 'Premium readers');
  await userEvent.type(within(form).getByLabelText('Title'), 'New premium stories');
  await userEvent.type(within(form).getByLabelText('Message'), 'Three new premium stories are up.');
  await userEvent.type(within(form).getByLabelText(/Link on the site/), '/stories');
  // Nothing can be sent before a preview.
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));

  const preview = await screen.findByRole('region', { name: 'Preview' });
  expect(preview).toHaveTextContent('Reaches 12 readers (Premium readers).');
  expect(preview).toHaveTextContent('New premium stories');
  await userEvent.click(within(preview).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Sent to 12 readers.')).toBeInTheDocument();
  // Readers who chose news on a phone get a push: the console counts them as they go out.
  const pushes = await screen.findByRole('status', { name: 'Pushes to phones' });
  expect(pushes).toHaveTextContent(
    'Pushes to phones: 3 sent, 1 delivered, 1 failed, 1 still going out.',
  );
  expect(
    await screen.findByText(
      'Pushes to phones: 3 sent, 2 delivered, 1 failed.',
      {},
      { timeout: 5_000 },
    ),
  ).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
    [
      '/admin/notifications/preview',
      {
        audience: 'premium',
        title: 'New premium stories',
        body: 'Three new premium stories are up.',
        link: '/stories',
      },
    ],
    [
      '/admin/notifications',
      {
        audience: 'premium',
        title: 'New premium stories',
        body: 'Three new premium stories are up.',
        link: '/stories',
      },
    ],
  ]);
});

it('a change after the preview asks for a new preview; a refusal says why', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // The API's 400, logged.
  fakeApi((call) =>
    call.path === '/admin/notifications/preview'
      ? (call.body as { body: string }).body.includes('kill')
        ? { status: 400, body: { error: 'A notification cannot carry crisis content.' } }
        : {
            body: {
              recipients: 1,
              notification: { kind: 'announcement', title: 'Hi', body: 'Hello', link: null },
            },
          }
      : { body: page([sentRow({ audience: 'reader', reader_email: 'ada@example.com' })]) },
  );
  renderPage(<CreateNotificationPage />);
  const form = screen.getByRole('form', { name: 'New notification' });
  await userEvent.selectOptions(within(form).getByLabelText('To'), 'One reader');
  await userEvent.type(within(form).getByLabelText("Reader's e-mail address"), 'ada@example.com');
  await userEvent.type(within(form).getByLabelText('Title'), 'Hi');
  await userEvent.type(within(form).getByLabelText('Message'), 'Hello');
  await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
  expect(await screen.findByRole('region', { name: 'Preview' })).toHaveTextContent(
    'Reaches 1 reader (One reader).',
  );
  await userEvent.type(within(form).getByLabelText('Message'), ' kill');
  expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A notification cannot carry crisis content.',
  );
  // The sent ones are listed.
  expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
});
