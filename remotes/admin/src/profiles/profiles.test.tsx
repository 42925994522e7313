import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NoticeProvider } from '../common/notices';
import { users } from '../data/users';
import { writers } from '../data/writers';
import { toUserRows, toWriterRows } from '../lists/rows';
import { location, renderPage } from '../testing/renderApp';
import { ACTIVITY_ITEMS } from './ProfileParts';
import { readerFromState, writerFromState } from './profileState';
import UserProfilePage from './UserProfilePage';
import WriterProfilePage, { WRITER_JOB_LINE } from './WriterProfilePage';

const writer = toWriterRows(writers)[4]!;
const reader = toUserRows(users).find((u) => u.isActive)!;

describe("profile routes need a user in navigation state: 'User Not Found'", () => {
  it.each([
    ['writer', <WriterProfilePage key="w" />, '/writers/5', '/writers/:userid'],
    ['user', <UserProfilePage key="u" />, '/users/5', '/users/:userid'],
  ])('the %s profile without state shows User Not Found', (_kind, page, path, route) => {
    renderPage(page, { path, route });
    expect(screen.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('User Not Found · Admin · Thrive');
  });

  it('treats state for another id, or of the wrong shape, as not found', () => {
    expect(writerFromState({ user: writer }, String(writer._id))).toEqual(writer);
    expect(writerFromState({ user: writer }, '999')).toBeNull();
    expect(writerFromState({ user: { name: 'x' } }, undefined)).toBeNull();
    expect(writerFromState({ user: reader }, String(reader._id))).toBeNull();
    expect(readerFromState({ user: writer }, String(writer._id))).toBeNull();
    expect(readerFromState({ user: reader }, String(reader._id))).toEqual(reader);
    expect(readerFromState(null, '1')).toBeNull();
    expect(readerFromState('user', '1')).toBeNull();
  });
});

describe('writer profile', () => {
  function renderWriter() {
    return renderPage(<WriterProfilePage />, {
      path: `/writers/${writer._id}`,
      route: '/writers/:userid',
      state: { user: writer },
    });
  }

  it('shows the username heading, Profile View and Writer Details', () => {
    renderWriter();
    expect(
      screen.getByRole('heading', { level: 1, name: `@${writer.username}` }),
    ).toBeInTheDocument();
    const view = screen.getByRole('region', { name: 'Profile View' });
    expect(view).toHaveTextContent(writer.name);
    expect(view).toHaveTextContent('Writer');
    expect(view).toHaveTextContent(WRITER_JOB_LINE);
    expect(view).toHaveTextContent(writer.location);
    expect(view).toHaveTextContent(writer.genre);
    expect(view).toHaveTextContent(`${writer.follower_count.toLocaleString('en-NG')} Followers`);

    const details = screen.getByRole('region', { name: 'Writer Details' });
    const terms = Array.from(details.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Display Name',
      'Email',
      'Phone',
      'Country',
      'Credentials',
      'Experience',
    ]);
    expect(details).toHaveTextContent(writer.display_name);
    expect(details).toHaveTextContent(writer.email);
    expect(details).toHaveTextContent(writer.phone_number);
    expect(details).toHaveTextContent(writer.location.split(', ')[1]!);
    expect(screen.getAllByRole('button', { name: 'Download file' })).toHaveLength(2);
  });

  it("has the four placeholder items in 'Recent activities'", () => {
    renderWriter();
    const feed = screen.getByRole('region', { name: 'Recent activities' });
    expect(Array.from(feed.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'You answered a question',
      'You added a story',
      'You liked a question',
      'You added a comment',
    ]);
    expect(ACTIVITY_ITEMS).toHaveLength(4);
  });

  it('Download file says it is not available', async () => {
    const user = userEvent.setup();
    renderWriter();
    const [download] = screen.getAllByRole('button', { name: 'Download file' });
    expect(download).toHaveAccessibleDescription('Downloading files is not available yet.');
    await user.click(download!);
    expect(
      screen.getByText('Downloading files is not available yet.', { selector: 'p' }),
    ).toBeVisible();
  });

  it('Back goes back in history', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter
        initialEntries={[
          '/writers',
          { pathname: `/writers/${writer._id}`, state: { user: writer } },
        ]}
        initialIndex={1}
      >
        <NoticeProvider>
          <Routes>
            <Route path="/writers" element={<p>The list</p>} />
            <Route path="/writers/:userid" element={<WriterProfilePage />} />
          </Routes>
        </NoticeProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('The list')).toBeInTheDocument();
  });
});

describe('user profile', () => {
  function renderReader() {
    return renderPage(<UserProfilePage />, {
      path: `/users/${reader._id}`,
      route: '/users/:userid',
      state: { user: reader },
    });
  }

  it('shows Profile View with name, State and Country, email and Following', () => {
    renderReader();
    expect(
      screen.getByRole('heading', { level: 1, name: `@${reader.username}` }),
    ).toBeInTheDocument();
    const view = screen.getByRole('region', { name: 'Profile View' });
    expect(view).toHaveTextContent(reader.name);
    expect(view).toHaveTextContent(`${reader.location.State}, ${reader.location.Country}`);
    expect(view).toHaveTextContent(reader.email);
    expect(view).toHaveTextContent(`${reader.follower_count.toLocaleString('en-NG')} Following`);
    expect(screen.getByRole('img', { name: 'Premium user' })).toBeInTheDocument();
  });

  it("shows User Details with Account Privacy 'Enable privacy'", async () => {
    const user = userEvent.setup();
    renderReader();
    const details = screen.getByRole('region', { name: 'User Details' });
    const terms = Array.from(details.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual(['Display Name', 'Email', 'Phone', 'Country', 'Account Privacy']);
    expect(details).toHaveTextContent(reader.phone_number);
    expect(details).toHaveTextContent(reader.location.Country);
    const privacy = screen.getByRole('switch', { name: 'Enable privacy' });
    expect(privacy).toHaveAttribute('aria-checked', 'false');
    expect(privacy).toHaveAttribute('aria-disabled', 'true');
    await user.click(privacy);
    expect(privacy).toHaveAttribute('aria-checked', 'false');
    expect(
      screen.getByText("Changing a reader's privacy from the console is not available yet.", {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(location().pathname).toBe(`/users/${reader._id}`);
  });

  it('has the same activity feed', () => {
    renderReader();
    const feed = screen.getByRole('region', { name: 'Recent activities' });
    expect(feed.querySelectorAll('li')).toHaveLength(4);
  });
});
