import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@thrive/i18n';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { configureSite, DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import AskPage from './AskPage';
import { ASK } from './askCopy';

// Typing takes a moment on a busy machine.
jest.setTimeout(30_000);

afterEach(restoreFetch);

const question = (overrides: Record<string, unknown> = {}) => ({
  question: {
    id: 7,
    text: 'x',
    anonymous: true,
    status: 'in_review',
    urgent: false,
    asked_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  },
});

it('shows the safe-posting guidance before the form', async () => {
  mockApi(() => json(200, { questions: [], next: null }));
  renderWithRouter(<AskPage />, '/ask');
  const guidance = screen.getByRole('region', { name: ASK.guidanceHeading });
  expect(within(guidance).getAllByRole('listitem')).toHaveLength(ASK.guidance(false).length);
  const form = screen.getByRole('form', { name: ASK.heading });
  expect(guidance.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(await screen.findByText('No answered questions yet.')).toBeInTheDocument();
});

describe('help copy agrees with the configured numbers', () => {
  afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));
  const helpline = {
    name: 'Mentally Aware Nigeria',
    number: '+2348091116264',
    hours: '24 hours',
    languages: ['en'],
    lastVerified: '2026-12-01',
  };

  it('names 112 alone when no helpline beyond it is configured (the default)', async () => {
    mockApi(() => json(200, { questions: [], next: null }));
    renderWithRouter(<AskPage />, '/ask');
    const guidance = screen.getByRole('region', { name: ASK.guidanceHeading });
    expect(guidance).toHaveTextContent('If you are in danger now, call 112.');
    expect(guidance).not.toHaveTextContent(/numbers under/);
    await userEvent.type(screen.getByRole('textbox', { name: ASK.label }), 'I want to die');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/helplines below/);
    expect(await screen.findByText('No answered questions yet.')).toBeInTheDocument();
  });

  it('points at the numbers under "Need help now?" when helplines are configured', async () => {
    configureSite({ ...DEFAULT_SITE_SETTINGS, helplines: [helpline] });
    mockApi(() => json(200, { questions: [], next: null }));
    renderWithRouter(<AskPage />, '/ask');
    const guidance = screen.getByRole('region', { name: ASK.guidanceHeading });
    expect(guidance).toHaveTextContent('call 112 or one of the numbers under "Need help now?"');
    await userEvent.type(screen.getByRole('textbox', { name: ASK.label }), 'I want to die');
    expect(screen.getByRole('alert')).toHaveTextContent(/or one of the helplines below/);
    expect(await screen.findByText('No answered questions yet.')).toBeInTheDocument();
  });
});

it('shows the crisis help as soon as crisis language is typed, in English or Pidgin', async () => {
  mockApi(() => json(200, { questions: [], next: null }));
  renderWithRouter(<AskPage />, '/ask');
  const box = screen.getByRole('textbox', { name: ASK.label });
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.type(box, 'Sometimes I wan die');
  const help = screen.getByRole('alert');
  expect(within(help).getByRole('heading', { name: ASK.crisisHeading })).toBeInTheDocument();
  expect(within(help).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
});

it('sends a signed-out question anonymously and says it waits for review', async () => {
  const calls = mockApi((call) =>
    call.method === 'POST' ? json(201, question()) : json(200, { questions: [], next: null }),
  );
  renderWithRouter(<AskPage />, '/ask');
  expect(screen.getByText(ASK.signedOutNote)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: ASK.label }), 'How do I sleep?');
  await userEvent.click(screen.getByRole('button', { name: ASK.submit }));
  expect(await screen.findByText(ASK.sentTitle)).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.url).toBe('http://api.test/api/v1/questions');
  expect(post.body).toEqual({ text: 'How do I sleep?', anonymous: true });
});

it('asks for the question before sending', async () => {
  const calls = mockApi(() => json(200, { questions: [], next: null }));
  renderWithRouter(<AskPage />, '/ask');
  await userEvent.click(screen.getByRole('button', { name: ASK.submit }));
  expect(screen.getByText(ASK.required)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it('lists answered questions without the name of an anonymous asker', async () => {
  mockApi(() =>
    json(200, {
      questions: [
        {
          id: 1,
          text: 'Is it normal to feel tired?',
          asked_by: null,
          published_at: '2026-11-25T10:00:00.000Z',
          answers: [
            {
              body: 'Yes. Loss takes energy.',
              published_at: '2026-11-25T11:00:00.000Z',
              by: { username: 'emeka.nwosu', display_name: 'Emeka Nwosu', role: 'writer' },
            },
          ],
        },
      ],
      next: null,
    }),
  );
  renderWithRouter(<AskPage />, '/ask');
  const item = (
    await screen.findByRole('heading', { name: 'Is it normal to feel tired?' })
  ).closest('article')!;
  expect(within(item).getByText(/Asked anonymously/)).toBeInTheDocument();
  expect(within(item).getByText('Yes. Loss takes energy.')).toBeInTheDocument();
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('gives the guidance, the form and its messages in Pidgin', async () => {
    const calls = mockApi(() => json(200, { questions: [], next: null }));
    renderWithRouter(<AskPage />, '/ask');
    expect(screen.getByRole('heading', { level: 1, name: 'Ask question' })).toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: 'Before you send am' });
    expect(guidance).toHaveTextContent('If you dey for danger now-now, call 112.');
    expect(
      screen.getByText('You never log in, so we go send your question without your name.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 out of 2,000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(screen.getByText('Abeg write your question.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await screen.findByText('No question wey dem don answer yet.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /stories\.\w+\.|Before you send$|Your question must/,
    );
  });

  it('shows the crisis help in Pidgin as soon as crisis language is typed', async () => {
    mockApi(() => json(200, { questions: [], next: null }));
    renderWithRouter(<AskPage />, '/ask');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'I wan die');
    const help = screen.getByRole('alert');
    expect(
      within(help).getByRole('heading', { name: 'You no need carry dis one alone' }),
    ).toBeInTheDocument();
    expect(help).toHaveTextContent('Emergency: 112');
  });

  it('says in Pidgin who asked and who answered', async () => {
    mockApi(() =>
      json(200, {
        questions: [
          {
            id: 1,
            text: 'Is it normal to feel tired?',
            asked_by: 'Ada',
            published_at: '2026-11-25T10:00:00.000Z',
            answers: [
              {
                body: 'Yes. Loss takes energy.',
                published_at: '2026-11-25T11:00:00.000Z',
                by: { username: 'emeka.nwosu', display_name: 'Emeka Nwosu', role: 'writer' },
              },
            ],
          },
        ],
        next: null,
      }),
    );
    renderWithRouter(<AskPage />, '/ask');
    const item = (
      await screen.findByRole('heading', { name: 'Is it normal to feel tired?' })
    ).closest('article')!;
    expect(item).toHaveTextContent('Ada ask am · 25 November 2026');
    expect(item).toHaveTextContent('Emeka Nwosu (writer) answer:');
  });
});
