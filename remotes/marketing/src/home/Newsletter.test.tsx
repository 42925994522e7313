import { render, screen } from '@testing-library/react';
import { formErrors } from '../test/formErrors';
import userEvent from '@testing-library/user-event';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  TEST_API,
} from '@thrive/api-client/src/testing/mockApi';
import { Newsletter, NEWSLETTER_ERRORS } from './Newsletter';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => screen.getByRole('button', { name: 'Stay updated' });

it('has the spec copy and an email input named email', () => {
  render(<Newsletter />);
  expect(screen.getByText('Stay in the know')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Subscribe to our Newsletter' })).toBeInTheDocument();
  expect(emailInput()).toHaveAttribute('type', 'email');
  expect(emailInput()).toHaveAttribute('name', 'email');
  expect(emailInput()).toHaveAttribute('placeholder', 'Email Address');
  expect(submit()).toHaveAttribute('type', 'submit');
});

it('asks for an address before sending anything', async () => {
  const calls = mockApi(() => json(200, { message: 'x' }));
  render(<Newsletter />);
  await userEvent.click(submit());
  expect(emailInput()).toHaveAccessibleDescription(NEWSLETTER_ERRORS.required);
  expect(emailInput()).toHaveFocus();
  expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(emailInput(), 'ada@example');
  await userEvent.click(submit());
  expect(emailInput()).toHaveAccessibleDescription(NEWSLETTER_ERRORS.format);
  expect(calls).toHaveLength(0);
});

it("posts {email} to /newsletter and shows the server's message", async () => {
  const calls = mockApi(() => json(200, { message: 'Thank you for subscribing!' }));
  render(<Newsletter />);
  await userEvent.type(emailInput(), '  ada@example.com ');
  await userEvent.click(submit());
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Check your inbox');
  expect(status).toHaveTextContent('Thank you for subscribing!');
  expect(status).toHaveFocus();
  expect(calls).toEqual([
    { url: `${TEST_API}/newsletter`, method: 'POST', body: { email: 'ada@example.com' } },
  ]);
});

it("shows the server's error and keeps what was typed", async () => {
  silenceApiErrors();
  mockApi(() => json(400, { error: 'Please enter a valid e-mail address.' }));
  render(<Newsletter />);
  await userEvent.type(emailInput(), 'ada@example.com');
  await userEvent.click(submit());
  expect(await formErrors()).toHaveTextContent('Please enter a valid e-mail address.');
  expect(screen.queryByRole('status')).toBeNull();
  expect(emailInput()).toHaveValue('ada@example.com');
});

it('falls back to a clear message when the server cannot be reached', async () => {
  silenceApiErrors();
  mockApi(() => {
    throw new TypeError('Failed to fetch');
  });
  render(<Newsletter />);
  await userEvent.type(emailInput(), 'ada@example.com');
  await userEvent.click(submit());
  expect(await formErrors()).toHaveTextContent(
    'We could not subscribe you right now. Please try again in a moment.',
  );
  expect(emailInput()).toHaveValue('ada@example.com');
});
