import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '../Button';
import { PasswordField, TextField } from './Field';
import { Form, textOf, useFormValues } from './Form';

const readName = (values: FormData) => ({ name: textOf(values, 'name') });

/** A small form like the site's: a rule shown while typing, a submit that reads the values. */
function NameForm({ onSend }: { onSend: (name: string) => void }) {
  const [{ name }, onValues] = useFormValues(readName, { name: '' });
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      formId="name-form"
      hiddenFields={{ token: 't-1' }}
      onValues={onValues}
      onSubmit={(values) => {
        const typed = textOf(values, 'name').trim();
        if (!typed) return setError('Please enter your name.');
        setError(null);
        onSend(typed);
      }}
      error={error}
      errorTitle="Not sent"
      footer={<Button type="submit">Send</Button>}
    >
      <TextField label="Name" name="name" hint={`${name.length} characters`} />
      <PasswordField label="Password" name="password" />
    </Form>
  );
}

describe('Form (the forms contract)', () => {
  it('is a real POST form to the page itself with its id, hidden fields and message regions', () => {
    const { container } = render(<NameForm onSend={() => undefined} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(form).toHaveAttribute('data-thrive-form', 'name-form');
    expect(form.firstElementChild).toEqual(
      expect.objectContaining({ type: 'hidden', name: '_form', value: 'name-form' }),
    );
    expect(form.querySelector('input[name="token"]')).toHaveValue('t-1');
    expect(form.querySelector('[data-field-errors="name"]')).toHaveAttribute('aria-live', 'polite');
    expect(form.querySelector('[data-form-errors]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it('handles the submit in place with the values, and shows a form message in its region', async () => {
    const onSend = jest.fn();
    const { container } = render(<NameForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(container.querySelector('[data-form-errors]')).toHaveTextContent(
      'Not sentPlease enter your name.',
    );
    await userEvent.type(screen.getByLabelText('Name'), ' Ada ');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('5 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Ada');
    expect(container.querySelector('[data-form-errors]')).toBeEmptyDOMElement();
  });
});

describe('before hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** Prerendered markup in the page; `beforeHydration` acts on it; then React hydrates. */
  async function hydrateAfter(beforeHydration: (container: HTMLElement) => void) {
    const onSend = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm onSend={onSend} />);
    document.body.append(container);
    beforeHydration(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <NameForm onSend={onSend} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    return { container, onSend };
  }

  it('keeps what the reader typed before hydration, adopts it, and submits it', async () => {
    const { onSend } = await hydrateAfter((container) => {
      container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ada Obi';
    });
    const input = screen.getByLabelText('Name');
    expect(input).toHaveValue('Ada Obi');
    // Adopted: the rule that follows the typing counts the text typed before hydration.
    expect(input).toHaveAccessibleDescription('7 characters');
    await userEvent.type(input, '!');
    expect(input).toHaveValue('Ada Obi!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Ada Obi!');
  });

  it('shows the password eye only once it works, in the room it kept', async () => {
    let eyeBefore: Element | null = null;
    const { container } = await hydrateAfter((c) => {
      eyeBefore = c.querySelector('button[aria-label="Show password"]');
      expect(eyeBefore?.className).toMatch(/toggleWaiting/);
    });
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toBe(eyeBefore);
    expect(eye.className).not.toMatch(/toggleWaiting/);
    await userEvent.click(eye);
    expect(container.querySelector('input[name="password"]')).toHaveAttribute('type', 'text');
  });
});
