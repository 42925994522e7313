import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiUser, ApiWriter } from '../api/types';
import { NoticeProvider } from '../common/notices';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { location, renderPage } from '../testing/renderApp';
import { ACTIVITY_ITEMS } from './ProfileParts';
import UserProfilePage from './UserProfilePage';
import WriterProfilePage, { WRITER_JOB_LINE } from './WriterProfilePage';

let fake: FakeAdminApi;
let writer: ApiWriter;
let reader: ApiUser;
beforeEach(() => {
  fake = new FakeAdminApi().install();
  writer = fake.people.writers[4] as ApiWriter;
  writer.credentials = { fileName: 'cv.pdf', contentType: 'application/pdf', size: 2048 };
  reader = (fake.people.users as ApiUser[]).find((u) => u.isActive)!;
});

describe("profiles are fetched by id (they survive a reload); 'User Not Found' otherwise", () => {
  it.each([
    ['writer', <WriterProfilePage key="w" />, '/writers/999', '/writers/:userid'],
    ['user', <UserProfilePage key="u" />, '/users/999', '/users/:userid'],
    ['writer (not a number)', <WriterProfilePage key="x" />, '/writers/abc', '/writers/:userid'],
  ])('an unknown %s shows User Not Found', async (_kind, page, path, route) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(page, { path, route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Not Found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('User Not Found · Admin · Thrive');
  });

  it('shows loading, then a problem with Try again when the API fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fake.fail('GET', '/admin/writers/5', 503, 'The database is not reachable right now.');
    renderPage(<WriterProfilePage />, { path: '/writers/5', route: '/writers/:userid' });
    expect(screen.getByText('Loading the profile…')).toBeInTheDocument();
    expect(await screen.findByText('The database is not reachable right now.')).toBeInTheDocument();
    fake.heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `@${writer.username}` }),
    ).toBeInTheDocument();
  });
});

describe('writer profile', () => {
  const renderWriter = () =>
    renderPage(<WriterProfilePage />, {
      path: `/writers/${writer._id}`,
      route: '/writers/:userid',
    });

  it('shows the username heading, Profile View and Writer Details', async () => {
    renderWriter();
    expect(
      await screen.findByRole('heading', { level: 1, name: `@${writer.username}` }),
    ).toBeInTheDocument();
    const view = screen.getByRole('region', { name: 'Profile View' });
    expect(view).toHaveTextContent(writer.name);
    expect(view).toHaveTextContent('Writer');
    expect(view).toHaveTextContent(WRITER_JOB_LINE);
    expect(view).toHaveTextContent(writer.location);
    expect(view).toHaveTextContent(writer.genre);
    expect(view).toHaveTextContent(`${writer.follower_count} Followers`);
    const details = screen.getByRole('region', { name: 'Writer Details' });
    const terms = Array.from(details.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Display Name',
      'Email',
      'Phone',
      'Country',
      'About',
      'Credentials',
      'Experience',
    ]);
    expect(details).toHaveTextContent('Nigeria');
    expect(details).toHaveTextContent('No file uploaded');
    expect(within(details).getByText('Nothing written yet')).toBeInTheDocument();
    // Nothing recorded yet: the spec's placeholders, each marked as an example.
    const feed = screen.getByRole('region', { name: 'Recent activities' });
    expect(
      await within(feed).findByText(/Nothing recorded for this person yet/),
    ).toBeInTheDocument();
    const examples = within(feed).getAllByRole('listitem');
    expect(examples.map((li) => li.textContent)).toEqual(
      ACTIVITY_ITEMS.map(({ text }) => `${text} (example)`),
    );
  });

  it("'Download file' fetches the file with the admin's token", async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderWriter();
    await user.click(await screen.findByRole('button', { name: /Download file: Credentials/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = fake.requestsTo('GET', `/admin/writers/${writer._id}/files/credentials`)[0]!;
    expect(request.authorization).toMatch(/^Bearer /);
    expect(await created[0]!.text()).toBe('%PDF-1.4 test');
  });

  it('Back goes back in history', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/writers', `/writers/${writer._id}`]} initialIndex={1}>
        <NoticeProvider>
          <Routes>
            <Route path="/writers" element={<p>The list</p>} />
            <Route path="/writers/:userid" element={<WriterProfilePage />} />
          </Routes>
        </NoticeProvider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByText('The list')).toBeInTheDocument();
  });
});

describe('user profile', () => {
  const renderReader = () =>
    renderPage(<UserProfilePage />, { path: `/users/${reader._id}`, route: '/users/:userid' });

  it('shows Profile View with name, State and Country, email and Following', async () => {
    renderReader();
    expect(
      await screen.findByRole('heading', { level: 1, name: `@${reader.username}` }),
    ).toBeInTheDocument();
    const view = screen.getByRole('region', { name: 'Profile View' });
    expect(view).toHaveTextContent(reader.name);
    expect(view).toHaveTextContent(`${reader.location.State}, ${reader.location.Country}`);
    expect(view).toHaveTextContent(reader.email);
    expect(view).toHaveTextContent(`${reader.follower_count} Following`);
    expect(screen.getByRole('img', { name: 'Premium user' })).toBeInTheDocument();
  });

  it('tells what the reader did and what admins did, in one timeline, newest first (issue 42)', async () => {
    fake.own.set(`users/${reader._id}`, [
      { key: 'comment-9', at: '2026-12-03T10:00:00.000Z', kind: 'added-comment' },
      { key: 'like-story-4', at: '2026-12-01T10:00:00.000Z', kind: 'liked-story' },
    ]);
    fake.activity.set(`users/${reader._id}`, [
      {
        id: 7,
        at: '2026-12-02T10:00:00.000Z',
        admin: 'ops@thrive.example',
        action: 'password-reset-email',
        changes: [],
        file: null,
      },
    ]);
    renderReader();
    const feed = await screen.findByRole('region', { name: 'Recent activities' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
    const lines = within(feed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).toMatch(/^You added a comment /);
    expect(lines[1]).toMatch(/^Password reset e-mail sent by ops@thrive\.example · /);
    expect(lines[2]).toMatch(/^You liked a story /);
    expect(within(feed).queryByText(/\(example\)/)).not.toBeInTheDocument();
  });

  it("shows User Details with Account Privacy 'Enable privacy'", async () => {
    const user = userEvent.setup();
    renderReader();
    const details = await screen.findByRole('region', { name: 'User Details' });
    const terms = Array.from(details.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual(['Display Name', 'Email', 'Phone', 'Country', 'Account Privacy']);
    const privacy = screen.getByRole('switch', { name: 'Enable privacy' });
    expect(privacy).toHaveAttribute('aria-disabled', 'true');
    await user.click(privacy);
    expect(
      screen.getByText("Changing a reader's privacy from the console is not available yet.", {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(location().pathname).toBe(`/users/${reader._id}`);
  });
});
