import { screen } from '@testing-library/react';
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
import WriterPage from './WriterPage';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const writer = {
  username: 'tunde.adeyemi',
  display_name: 'Tunde Adeyemi',
  genre: 'Lifestyle',
  about: 'I write about rest.',
};
const show = () =>
  renderWithRouter(
    <Routes>
      <Route path="/writers/:username" element={<WriterPage />} />
    </Routes>,
    '/writers/tunde.adeyemi',
  );

it('shows the writer and their stories, without their name on each card', async () => {
  mockApi(() => json(200, { writer, stories: [story()], next: null }));
  show();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Stories by Tunde Adeyemi' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Writes about Lifestyle')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Stories by Tunde Adeyemi' })).toHaveTextContent(
    'Lifestyle · 20 November 2026',
  );
  expect(screen.queryByRole('link', { name: 'Tunde Adeyemi' })).toBeNull();
  expect(document.title).toBe('Stories by Tunde Adeyemi · Thrive');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('speaks Pidgin around the writer’s own words', async () => {
    mockApi(() => json(200, { writer, stories: [], next: null }));
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stories wey Tunde Adeyemi write' }),
    ).toBeInTheDocument();
    expect(screen.getByText('E dey write about Lifestyle')).toBeInTheDocument();
    expect(screen.getByText('I write about rest.')).toBeInTheDocument();
    expect(
      screen.getByText('Dis writer never get story for here yet. Abeg check back soon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All di stories' })).toBeInTheDocument();
  });

  it('says in Pidgin that the writer is not there', async () => {
    silenceApiErrors();
    mockApi(() => json(404, { error: 'We could not find that writer.' }));
    show();
    expect(await screen.findByText('We no fit find dat writer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Writer' })).toBeInTheDocument();
  });
});
