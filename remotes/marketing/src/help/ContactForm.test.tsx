import { render, screen } from '@testing-library/react';
import { formErrors } from '../test/formErrors';
import userEvent from '@testing-library/user-event';
import { HELP } from './copy';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  TEST_API,
} from '@thrive/api-client/src/testing/mockApi';
import { ContactForm } from './ContactForm';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send Message' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Ada Obi');
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Message/), 'Hello, I would like to write for Thrive.');
}

it('has labelled name, email, phone (numeric), subject and message fields', () => {
  render(<ContactForm />);
  expect(field(/^Name/)).toHaveAttribute('name', 'name');
  expect(field(/^Email/)).toHaveAttribute('type', 'email');
  const phone = screen.getByRole('textbox', { name: /^Phone number/ });
  expect(phone).toHaveAttribute('inputmode', 'numeric');
  expect(phone).toHaveAttribute('type', 'tel');
  expect(field(/^Subject/)).toHaveAttribute('name', 'subject');
  expect(field(/^Message/).tagName).toBe('TEXTAREA');
  expect(send()).toHaveAttribute('type', 'submit');
});

it('keeps only digits (and a leading +) in the phone number', async () => {
  render(<ContactForm />);
  const phone = screen.getByRole('textbox', { name: /^Phone number/ });
  await userEvent.type(phone, '+234 (803) abc-123');
  expect(phone).toHaveValue('+234803123');
});

it('asks for name, email and message before sending', async () => {
  const calls = mockApi(() => json(201, { message: 'x' }));
  render(<ContactForm />);
  await userEvent.click(send());
  expect(screen.getByText(HELP.errors.name)).toBeInTheDocument();
  expect(screen.getByText(HELP.errors.email)).toBeInTheDocument();
  expect(screen.getByText(HELP.errors.message)).toBeInTheDocument();
  expect(field(/^Name/)).toHaveFocus();
  await userEvent.type(field(/^Email/), 'not-an-email');
  await userEvent.click(send());
  expect(screen.getByText(HELP.errors.emailFormat)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('posts to /contact without empty optional fields and shows the server message', async () => {
  const user = userEvent.setup();
  const calls = mockApi(() => json(201, { message: 'Thank you for getting in touch.' }));
  render(<ContactForm />);
  await fillRequired(user);
  await user.click(send());
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Message sent');
  expect(status).toHaveTextContent('Thank you for getting in touch.');
  expect(calls).toEqual([
    {
      url: `${TEST_API}/contact`,
      method: 'POST',
      body: {
        name: 'Ada Obi',
        email: 'ada@example.com',
        message: 'Hello, I would like to write for Thrive.',
      },
    },
  ]);
  // Another message starts from an empty form.
  await user.click(screen.getByRole('button', { name: HELP.sendAnother }));
  expect(field(/^Name/)).toHaveValue('');
});

it('sends phone and subject when given', async () => {
  const user = userEvent.setup();
  const calls = mockApi(() => json(201, { message: 'ok' }));
  render(<ContactForm initialSubject="Becoming a writer" />);
  expect(field(/^Subject/)).toHaveValue('Becoming a writer');
  await fillRequired(user);
  await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '08031234567');
  await user.click(send());
  await screen.findByRole('status');
  expect(calls[0]!.body).toEqual({
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '08031234567',
    subject: 'Becoming a writer',
    message: 'Hello, I would like to write for Thrive.',
  });
});

it("shows the server's error and keeps everything typed", async () => {
  const user = userEvent.setup();
  silenceApiErrors();
  mockApi(() => json(400, { error: 'Please enter a valid phone number.' }));
  render(<ContactForm />);
  await fillRequired(user);
  await user.click(send());
  expect(await formErrors()).toHaveTextContent('Please enter a valid phone number.');
  expect(field(/^Name/)).toHaveValue('Ada Obi');
  expect(field(/^Message/)).toHaveValue('Hello, I would like to write for Thrive.');
  expect(screen.queryByRole('status')).toBeNull();
});

it('says the message could not be sent when the server is unreachable', async () => {
  const user = userEvent.setup();
  silenceApiErrors();
  mockApi(() => {
    throw new TypeError('Failed to fetch');
  });
  render(<ContactForm />);
  await fillRequired(user);
  await user.click(send());
  expect(await formErrors()).toHaveTextContent(HELP.fallbackError);
});

it('says a message is too long while it is being typed, before Send, and keeps every word', async () => {
  const calls = mockApi(() => json(200, { message: 'sent' }));
  const user = userEvent.setup();
  render(<ContactForm />);
  const message = field(/^Message/);
  expect(message).toHaveAccessibleDescription('0 of 5,000 characters');
  await user.click(message);
  await user.paste('a'.repeat(HELP.limits.message));
  expect(message).not.toHaveAttribute('aria-invalid');
  await user.type(message, 'b');
  // No Send pressed: the limit is said as soon as it is passed.
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(message).toHaveAccessibleDescription(/Your message must be at most 5000 characters\./);
  expect(message).toHaveValue(`${'a'.repeat(HELP.limits.message)}b`);
  await user.type(message, '{Backspace}');
  expect(message).not.toHaveAttribute('aria-invalid');
  expect(calls).toHaveLength(0);
});
