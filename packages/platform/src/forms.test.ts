import {
  formPayload,
  formRouteProblems,
  normaliseFormValues,
  validateForm,
  type FormDescriptor,
} from './forms';

const signup: FormDescriptor = {
  id: 'signup',
  path: '/signup',
  endpoint: '/reader/web-register',
  fallbackError: 'An unknown error occurred.',
  success: { redirect: '/confirm' },
  fields: [
    { name: 'first_name', rules: [{ rule: 'required', message: 'First name?' }] },
    {
      name: 'email',
      rules: [
        { rule: 'required', message: 'E-mail?' },
        { rule: 'email', message: 'Not an e-mail.' },
      ],
    },
    {
      name: 'password',
      kind: 'secret',
      rules: [
        { rule: 'minLength', min: 8, message: 'Password must be at least 8 characters long.' },
      ],
    },
    {
      name: 'password_confirmation',
      kind: 'secret',
      rules: [{ rule: 'sameAs', field: 'password', message: 'Passwords do not match' }],
    },
    { name: 'phone', rules: [{ rule: 'pattern', pattern: '\\+?\\d{5,20}', message: 'Phone?' }] },
    { name: 'note', rules: [{ rule: 'maxLength', max: 3, message: 'Too long.' }] },
    { name: 'otp', kind: 'secret', digitsOnly: true },
    { name: 'confirm', kind: 'checkbox' },
  ],
};

describe('form descriptors', () => {
  it('gives the first problem of each field with its own message', () => {
    const values = normaliseFormValues(signup, {
      first_name: '   ',
      email: 'ada@',
      password: 'short',
      password_confirmation: 'shorter',
      phone: '12ab',
      note: 'four',
    });
    expect(validateForm(signup, values)).toEqual({
      first_name: 'First name?',
      email: 'Not an e-mail.',
      password: 'Password must be at least 8 characters long.',
      password_confirmation: 'Passwords do not match',
      phone: 'Phone?',
      note: 'Too long.',
    });
  });

  it('accepts a valid form and builds the API body: secrets untrimmed, digits only, booleans', () => {
    const values = normaliseFormValues(signup, {
      first_name: ' Ada ',
      email: 'ada@example.com',
      password: ' long enough ',
      password_confirmation: ' long enough ',
      phone: '',
      otp: '12 34-56',
      confirm: 'on',
      injected: 'dropped',
    });
    expect(validateForm(signup, values)).toEqual({});
    expect(formPayload(signup, values)).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      password: ' long enough ',
      password_confirmation: ' long enough ',
      otp: '123456',
      confirm: true,
    });
  });

  it('sends an unticked checkbox as false', () => {
    expect(formPayload(signup, normaliseFormValues(signup, {})).confirm).toBe(false);
  });
});

describe('forms against a route table', () => {
  const form = (id: string, path: string, redirect: string) =>
    ({ id, path, success: { redirect } }) as unknown as FormDescriptor;

  it('names a form page or result page missing from the routes, and an id given twice', () => {
    const forms = [form('a', '/help', '/help/sent'), form('a', '/gone', '/help/sent')];
    expect(formRouteProblems(forms, ['/help', '/help/sent'])).toEqual([
      'a: named twice',
      'a: /gone is not in the route table',
    ]);
    expect(formRouteProblems([forms[0]!], ['/help', '/help/sent'])).toEqual([]);
  });
});
