import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
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
    paragraphs: ['First paragraph.', 'Second paragraph.'],
    teaser: false,
    ...overrides,
  },
});
const show = () =>
  renderWithRouter(
    <Routes>
      <Route path="/stories/:slug" element={<StoryPage />} />
    </Routes>,
    '/stories/rest-is-part-of-the-work-abc123',
  );

it('shows the story with its writer link', async () => {
  mockApi(() => json(200, page()));
  show();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Rest is part of the work' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Second paragraph.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Tunde Adeyemi' })).toHaveAttribute(
    'href',
    '/writers/tunde.adeyemi',
  );
});

it('keeps a story with content warnings closed until the reader chooses to read it', async () => {
  mockApi(() => json(200, page({ content_warnings: ['Death of a parent'] })));
  show();
  const summary = await screen.findByText(/Content warning: Death of a parent/);
  const details = summary.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  await userEvent.click(summary);
  expect(details).toHaveAttribute('open');
});

it('shows a premium story’s first paragraph and "Premium — with the app"', async () => {
  mockApi(() => json(200, page({ premium: true, teaser: true, paragraphs: ['First paragraph.'] })));
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
