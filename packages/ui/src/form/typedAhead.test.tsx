import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Button } from '../Button';
import { PasswordField, TextField } from './Field';
import { Form, textOf, useFormValues } from './Form';

const readEmail = (values: FormData) => ({ email: textOf(values, 'email') });

/** Like the login page: an e-mail and a password, and a link to the next page. */
function LoginPage() {
  return (
    <>
      <h1>Log in</h1>
      <Form formId="login" onSubmit={() => undefined}>
        <TextField label="Email" type="email" name="email" />
        <PasswordField label="Password" name="password" />
        <Button type="submit">Log in</Button>
      </Form>
      <Link to="/reset">Forgot Password?</Link>
    </>
  );
}

/** Like the reset page: "Next" follows the e-mail field. */
function ResetPage({ onSend }: { onSend: (email: string) => void }) {
  const [{ email }, onValues] = useFormValues(readEmail, { email: '' });
  return (
    <>
      <h1>Reset Password</h1>
      <Form
        formId="reset"
        onValues={onValues}
        onSubmit={(values) => onSend(textOf(values, 'email'))}
      >
        <TextField label="Email" type="email" name="email" />
        <Button type="submit" disabled={email.trim() === ''}>
          Next
        </Button>
      </Form>
    </>
  );
}

/** The app with the reset page's code still on its way until `arrive()`. */
function appWithLazyReset(onSend: (email: string) => void) {
  let arrive: () => Promise<void> = async () => undefined;
  const Reset = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = async () => {
          resolve({ default: () => <ResetPage onSend={onSend} /> });
          await Promise.resolve();
        };
      }),
  );
  render(
    <BrowserRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset" element={<Reset />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
  return { arrive: () => act(() => arrive()) };
}

beforeEach(() => window.history.replaceState(null, '', '/login'));

describe('text typed while the next page is on its way', () => {
  it('is in the field of the page that appears, focused, and "Next" follows it', async () => {
    const onSend = jest.fn();
    const { arrive } = appWithLazyReset(onSend);
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    // The router's transition keeps the login page on screen while the reset page loads.
    expect(window.location.pathname).toBe('/reset');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');

    await arrive();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveFocus();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await userEvent.type(email, '!');
    await userEvent.click(next);
    expect(onSend).toHaveBeenCalledWith('ada@example.com!');
  });

  it('leaves what was typed before the link on the page it was typed on', async () => {
    const { arrive } = appWithLazyReset(() => undefined);
    await userEvent.type(screen.getByLabelText('Email'), 'typed-for-login@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await arrive();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
