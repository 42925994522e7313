import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@thrive/i18n';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import AskPage from './AskPage';
import PrivateQuestionPage from './PrivateQuestionPage';
import { ASK, PRIVATE_LINK } from './askCopy';

jest.setTimeout(30_000);

const KEY = 'k'.repeat(43);
const asked = {
  id: 7,
  text: 'How do I stop overthinking at night?',
  anonymous: true,
  status: 'in_review',
  urgent: false,
  asked_at: '2026-11-26T10:00:00.000Z',
};
const answer = {
  id: 3,
  body: 'Write the thoughts down before bed.',
  published_at: '2026-11-27T10:00:00.000Z',
  by: { username: 'ngozi', display_name: 'Dr. Ngozi Eze', role: 'consultant' },
};

afterEach(() => {
  restoreFetch();
  window.location.hash = '';
});

function openLink(key: string, question: Record<string, unknown> | null) {
  window.location.hash = key;
  const calls = mockApi(() =>
    question
      ? json(200, { question: { ...asked, answers: [], ...question } })
      : json(404, { error: 'We could not find a question for this link.' }),
  );
  renderWithRouter(<PrivateQuestionPage />, '/ask/yours');
  return calls;
}

describe('after asking signed out', () => {
  it('shows the private link once, with a way to copy it', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? json(201, { question: { ...asked, private_key: KEY } })
        : json(200, { questions: [], next: null }),
    );
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithRouter(<AskPage />, '/ask');
    await userEvent.type(screen.getByRole('textbox', { name: ASK.label }), 'How do I sleep?');
    await userEvent.click(screen.getByRole('button', { name: ASK.submit }));
    const box = await screen.findByRole('region', { name: PRIVATE_LINK.heading });
    const link = `${window.location.origin}/ask/yours#${KEY}`;
    expect(within(box).getByRole('textbox', { name: PRIVATE_LINK.label })).toHaveValue(link);
    await userEvent.click(within(box).getByRole('button', { name: PRIVATE_LINK.copy }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(box).getByRole('status')).toHaveTextContent(PRIVATE_LINK.copied);
  });

  it('shows no private link to a signed-in asker (their questions are on the page)', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? json(201, { question: asked })
        : json(200, { questions: [], next: null }),
    );
    renderWithRouter(<AskPage />, '/ask');
    await userEvent.type(screen.getByRole('textbox', { name: ASK.label }), 'How do I sleep?');
    await userEvent.click(screen.getByRole('button', { name: ASK.submit }));
    expect(await screen.findByText(ASK.sentTitle)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PRIVATE_LINK.heading })).not.toBeInTheDocument();
  });
});

describe('the private link’s page', () => {
  it('sends the key from the fragment in a POST body and shows where the question stands', async () => {
    const calls = openLink(KEY, {});
    expect(await screen.findByText(asked.text)).toBeInTheDocument();
    expect(screen.getByText(PRIVATE_LINK.waiting)).toBeInTheDocument();
    expect(screen.getByText(/^Waiting for review ·/)).toBeInTheDocument();
    expect(calls).toEqual([
      { url: 'http://api.test/api/v1/questions/private', method: 'POST', body: { key: KEY } },
    ]);
  });

  it('shows the answer once published', async () => {
    openLink(KEY, { status: 'published', answers: [answer] });
    expect(await screen.findByText(answer.body)).toBeInTheDocument();
    expect(screen.getByText(ASK.answered('Dr. Ngozi Eze', 'consultant'))).toBeInTheDocument();
  });

  it('says a declined question was not published and offers to ask again', async () => {
    openLink(KEY, { status: 'rejected' });
    expect(await screen.findByText(/did not publish this question/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ASK.askAnother })).toHaveAttribute('href', '/ask');
  });

  it('shows the crisis help beside a question that had crisis language', async () => {
    openLink(KEY, { urgent: true });
    expect(await screen.findByRole('heading', { name: ASK.crisisHeading })).toBeInTheDocument();
  });

  it('says an unknown or cut-short link finds nothing, without asking the API for a bad key', async () => {
    silenceApiErrors();
    openLink(KEY, null);
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVATE_LINK.notFound);
    restoreFetch();
    const calls = openLink('cut-short', {});
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(PRIVATE_LINK.notFound);
    expect(calls).toEqual([]);
  });

  it('speaks Pidgin', async () => {
    await activateLocale('pcm');
    try {
      openLink(KEY, {});
      expect(
        await screen.findByText(
          'Our team dey read your question. Come back to dis link later to see im answer.',
        ),
      ).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
