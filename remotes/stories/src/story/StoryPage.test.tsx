import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { activateLocale } from '@thrive/i18n';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { story } from '../test/fixtures';
import { STORY } from './copy';
import StoryPage from './StoryPage';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const page = (overrides: Record<string, unknown> = {}) => ({
  story: {
    ...story(),
    id: 7,
    paragraphs: ['First paragraph.', 'Second paragraph.'],
    body_html: null,
    teaser: false,
    ...overrides,
  },
});
/** The story at its address; its likes (the like button asks once the page runs) at theirs. */
const serve = (body: unknown) =>
  mockApi((call) =>
    call.url.includes('/likes')
      ? json(200, { target: 'story', id: 7, count: 3, liked: false })
      : json(200, body),
  );
const show = () =>
  renderWithRouter(
    <Routes>
      <Route path="/stories/:slug" element={<StoryPage />} />
    </Routes>,
    '/stories/rest-is-part-of-the-work-abc123',
  );

it('shows the story with its writer link', async () => {
  serve(page());
  show();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Rest is part of the work' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Second paragraph.')).toBeVisible();
  // Its likes, once the page runs.
  expect(await screen.findByRole('button', { name: 'Like (3 likes)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tunde Adeyemi' })).toHaveAttribute(
    'href',
    '/writers/tunde.adeyemi',
  );
});

it('shows a story written in the studio as its headings, quotes and lists (issue 43)', async () => {
  serve(
    page({
      paragraphs: ['## Before', '> Rest is not a reward.'],
      body_html: '<h2>Before</h2>\n<blockquote>\n<p>Rest is not a reward.</p>\n</blockquote>',
    }),
  );
  show();
  expect(await screen.findByRole('heading', { level: 2, name: 'Before' })).toBeInTheDocument();
  expect(screen.getByText('Rest is not a reward.').closest('blockquote')).not.toBeNull();
  expect(screen.queryByText('## Before')).toBeNull();
});

it('keeps a story with content warnings closed until the reader chooses to read it', async () => {
  serve(page({ content_warnings: ['Death of a parent'] }));
  show();
  const summary = await screen.findByText(/Content warning: Death of a parent/);
  const details = summary.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  await userEvent.click(summary);
  expect(details).toHaveAttribute('open');
});

it('shows a premium story’s first paragraph and "Premium — with the app"', async () => {
  serve(page({ premium: true, teaser: true, paragraphs: ['First paragraph.'] }));
  show();
  expect(await screen.findByText(STORY.premiumTeaser)).toBeInTheDocument();
  expect(screen.getByText('First paragraph.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'About Premium' })).toHaveAttribute('href', '/pricing');
});

it('says so when the story is not there', async () => {
  silenceApiErrors();
  mockApi(() => json(404, { error: 'We could not find that story.' }));
  show();
  expect(await screen.findByText(STORY.notFound)).toBeInTheDocument();
});

it('says the story is not there, with no retry, when its name is too long for the API (414)', async () => {
  silenceApiErrors();
  mockApi(() => json(414, { error: 'URI Too Long' }));
  show();
  expect(await screen.findByText(STORY.notFound)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('holds a warned story back in Pidgin, with its byline and the way back', async () => {
    serve(page({ content_warnings: ['Death of a parent'] }));
    show();
    const summary = await screen.findByText('Warning, dis story talk about: Death of a parent.');
    expect(summary.closest('summary')).toHaveTextContent('Read di story');
    expect(screen.getByRole('link', { name: '← All di stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.getByRole('link', { name: 'Tunde Adeyemi' }).parentElement).toHaveTextContent(
      /^Na Tunde Adeyemi write am · Lifestyle · 20 November 2026$/,
    );
    expect(document.body).not.toHaveTextContent(/stories\.\w+\.|Content warning|All stories/);
  });

  it('tells about Premium in Pidgin', async () => {
    serve(page({ premium: true, teaser: true, paragraphs: ['First.'] }));
    show();
    expect(await screen.findByText('Premium — for inside di app')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Premium story' })).toHaveTextContent(
      'Di rest of dis story na for Premium readers for inside di Thrive app.',
    );
  });

  it('says in Pidgin that the story is not there', async () => {
    silenceApiErrors();
    mockApi(() => json(404, { error: 'We could not find that story.' }));
    show();
    expect(
      await screen.findByText('We no fit find dat story. Maybe dem don comot am.'),
    ).toBeInTheDocument();
  });

  it('says in Pidgin that the story could not load, with a way to try again', async () => {
    silenceApiErrors();
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    show();
    expect(
      await screen.findByText('We no fit load dis one. Abeg check your network and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
