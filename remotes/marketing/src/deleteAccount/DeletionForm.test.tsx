import { render, screen } from '@testing-library/react';
import { formErrors } from '../test/formErrors';
import userEvent from '@testing-library/user-event';
import { DELETION } from './copy';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  TEST_API,
} from '@thrive/api-client/src/testing/mockApi';
import { DeletionForm, formatDueBy, validateDeletion } from './DeletionForm';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const CONFIRM = 'I understand that this will permanently delete my account and all related data.';
const fullName = () => screen.getByRole('textbox', { name: 'Full name' });
const email = () => screen.getByRole('textbox', { name: 'Email address' });
const reason = () => screen.getByRole('textbox', { name: /^Reason for leaving/ });
const confirm = () => screen.getByRole('checkbox', { name: CONFIRM });
const submit = () => screen.getByRole('button', { name: 'Request deletion' });

it('has full name, email (type email), an optional reason and the exact confirmation checkbox', () => {
  render(<DeletionForm />);
  expect(fullName()).toHaveAttribute('name', 'fullName');
  expect(fullName()).toBeRequired();
  expect(email()).toHaveAttribute('type', 'email');
  expect(email()).toHaveAttribute('name', 'email');
  expect(email()).toBeRequired();
  expect(reason()).toHaveAttribute('name', 'reason');
  expect(reason()).not.toBeRequired();
  expect(confirm()).toHaveAttribute('name', 'confirm');
  expect(confirm()).not.toBeChecked();
});

describe('validation', () => {
  it('requires full name, email and the confirmation; reason is optional', () => {
    expect(validateDeletion({ fullName: '', email: '', reason: '', confirm: false })).toEqual({
      fullName: DELETION.errors.fullName,
      email: DELETION.errors.email,
      confirm: DELETION.errors.confirm,
    });
    expect(
      validateDeletion({ fullName: ' Ada ', email: 'ada@example.com', reason: '', confirm: true }),
    ).toEqual({});
    expect(validateDeletion({ fullName: 'Ada', email: 'ada@', reason: '', confirm: true })).toEqual(
      {
        email: DELETION.errors.emailFormat,
      },
    );
  });

  it('shows a clear message on each missing field and sends nothing', async () => {
    const calls = mockApi(() => json(201, { message: 'x' }));
    render(<DeletionForm />);
    await userEvent.click(submit());
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the email address of your account.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please confirm that you understand your account and data will be permanently deleted.',
      ),
    ).toBeInTheDocument();
    expect(fullName()).toHaveFocus();
    expect(fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm()).toHaveAccessibleDescription(DELETION.errors.confirm);
    expect(calls).toHaveLength(0);
  });

  it('does not send without the confirmation, even when everything else is filled', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => json(201, { message: 'x' }));
    render(<DeletionForm />);
    await user.type(fullName(), 'Ada Obi');
    await user.type(email(), 'ada@example.com');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(DELETION.errors.confirm);
    expect(confirm()).toHaveFocus();
    expect(calls).toHaveLength(0);
    await user.click(confirm());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

it('posts {fullName, email, confirm: true} and shows the message and the due date', async () => {
  const user = userEvent.setup();
  const calls = mockApi(() =>
    json(201, { message: 'We have received your request.', dueBy: '2025-09-27T10:00:00.000Z' }),
  );
  render(<DeletionForm />);
  await user.type(fullName(), ' Ada Obi ');
  await user.type(email(), 'ada@example.com');
  await user.click(confirm());
  await user.click(submit());
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Request received');
  expect(status).toHaveTextContent('We have received your request.');
  expect(status).toHaveTextContent('Your account will be deleted by 27 September 2025.');
  expect(calls).toEqual([
    {
      url: `${TEST_API}/account-deletion-requests`,
      method: 'POST',
      body: { fullName: 'Ada Obi', email: 'ada@example.com', confirm: true },
    },
  ]);
});

it('includes the reason when one is given', async () => {
  const user = userEvent.setup();
  const calls = mockApi(() => json(201, { message: 'ok', dueBy: '2025-09-27T10:00:00.000Z' }));
  render(<DeletionForm />);
  await user.type(fullName(), 'Ada Obi');
  await user.type(email(), 'ada@example.com');
  await user.type(reason(), 'Taking a break.');
  await user.click(confirm());
  await user.click(submit());
  await screen.findByRole('status');
  expect(calls[0]!.body).toEqual({
    fullName: 'Ada Obi',
    email: 'ada@example.com',
    reason: 'Taking a break.',
    confirm: true,
  });
});

it("shows the server's error and keeps the form as filled", async () => {
  const user = userEvent.setup();
  silenceApiErrors();
  mockApi(() => json(429, { error: 'Too many requests. Please try again later.' }));
  render(<DeletionForm />);
  await user.type(fullName(), 'Ada Obi');
  await user.type(email(), 'ada@example.com');
  await user.click(confirm());
  await user.click(submit());
  expect(await formErrors()).toHaveTextContent('Too many requests. Please try again later.');
  expect(fullName()).toHaveValue('Ada Obi');
  expect(email()).toHaveValue('ada@example.com');
  expect(confirm()).toBeChecked();
  expect(screen.queryByRole('status')).toBeNull();
});

it('uses its own message when the server sends no error text', async () => {
  const user = userEvent.setup();
  silenceApiErrors();
  mockApi(() => new Response('Bad gateway', { status: 502 }));
  render(<DeletionForm />);
  await user.type(fullName(), 'Ada Obi');
  await user.type(email(), 'ada@example.com');
  await user.click(confirm());
  await user.click(submit());
  expect(await formErrors()).toHaveTextContent(DELETION.fallbackError);
});

it('writes due dates the British way and ignores nonsense', () => {
  expect(formatDueBy('2025-09-27T23:30:00.000Z')).toBe('27 September 2025');
  expect(formatDueBy('not a date')).toBeNull();
  expect(formatDueBy(undefined)).toBeNull();
});
