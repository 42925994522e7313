import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ApiWriter } from '../api/types';
import { NoticeProvider, UNDO_WINDOW_MS } from '../common/notices';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { usePersonActions } from './personActions';

let fake: FakeAdminApi;
beforeEach(() => {
  jest.useFakeTimers();
  fake = new FakeAdminApi().install();
});
afterEach(() => jest.useRealTimers());

/** One writer with the actions a row or a profile offers. */
function Harness({ start }: { start: ApiWriter }) {
  const [person, setPerson] = useState(start);
  const [gone, setGone] = useState(false);
  const actions = usePersonActions<ApiWriter>('writers', {
    onSaved: setPerson,
    onRefused: setPerson,
    onDeleted: () => setGone(true),
    onRestored: () => setGone(false),
  });
  return (
    <>
      <p>Status: {person.status}</p>
      <p>{gone ? 'Deleted' : 'Listed'}</p>
      <button type="button" onClick={() => actions.change(person, { status: 'Inactive' })}>
        Deactivate
      </button>
      <button type="button" onClick={() => actions.askDelete(person)}>
        Delete it
      </button>
      {actions.dialog}
    </>
  );
}

function setUp() {
  const writer = fake.people.writers[0] as ApiWriter;
  writer.status = 'Active';
  render(
    <NoticeProvider>
      <Harness start={{ ...writer }} />
    </NoticeProvider>,
  );
  return { writer, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}
const patches = () => fake.requestsTo('PATCH', '/admin/writers/1').map((r) => r.body);

describe('Undo after a status change', () => {
  it('puts the old value back on the server, once, however often Undo is pressed', async () => {
    const { writer, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText('Saved: Adaeze Okafor now has status Inactive.')).toBeVisible();
    expect(writer.status).toBe('Inactive');
    await user.dblClick(undo);
    expect(await screen.findByText('Undone: Adaeze Okafor has status Active again.')).toBeVisible();
    expect(writer.status).toBe('Active');
    expect(screen.getByText('Status: Active')).toBeInTheDocument();
    expect(patches()).toEqual([
      { status: 'Inactive' },
      { status: 'Active', expected: { status: 'Inactive' } },
    ]);
  });

  it('is offered for the undo window only; after it nothing more is sent', async () => {
    const { writer, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await screen.findByRole('button', { name: 'Undo' });
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(writer.status).toBe('Inactive');
  });

  it('waits while the pointer is on the toast', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await user.hover(undo);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS * 3));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await user.unhover(undo);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS + 10));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says so when someone changed it since (the server refuses the undo)', async () => {
    const { writer, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    writer.status = 'Active'; // another admin
    await user.click(undo);
    expect(
      await screen.findByText('Not undone: This profile was changed since; nothing was undone.'),
    ).toBeVisible();
  });
});

describe('Undo after a delete', () => {
  it('restores the profile with one request', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Adaeze Okafor was restored.')).toBeVisible();
    expect(screen.getByText('Listed')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/admin/writers/1/restore')).toHaveLength(1);
    expect(fake.people.writers.map((w) => w._id)).toContain(1);
  });
});
