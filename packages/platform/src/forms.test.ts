import type * as emailAddress from './emailAddress';
import { looksLikeEmailAddress } from './emailAddress';
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
    {
      name: 'phone',
      rules: [{ rule: 'pattern', pattern: '\\+?\\d{5,20}', maxLength: 21, message: 'Phone?' }],
    },
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

// The e-mail check, watched: a value too long for any address must be refused without it.
jest.mock('./emailAddress', () => {
  const actual = jest.requireActual<typeof emailAddress>('./emailAddress');
  return { ...actual, looksLikeEmailAddress: jest.fn(actual.looksLikeEmailAddress) };
});
const emailCheck = jest.mocked(looksLikeEmailAddress);

describe('long values (issue 40, H1: length before patterns)', () => {
  const field = (rules: FormDescriptor['fields'][number]['rules']): FormDescriptor => ({
    ...signup,
    fields: [{ name: 'value', rules }],
  });
  const problem = (form: FormDescriptor, value: string) =>
    validateForm(form, normaliseFormValues(form, { value })).value;

  it('refuses a 100 KB e-mail value with the format message without reading its shape', () => {
    emailCheck.mockClear();
    const attack = `a@${'a.'.repeat(50_000)}@`;
    const form = field([
      { rule: 'required', message: 'E-mail?' },
      { rule: 'email', message: 'Not an e-mail.' },
    ]);
    expect(problem(form, attack)).toBe('Not an e-mail.');
    expect(emailCheck).not.toHaveBeenCalled();
    // A normal address still goes through the check.
    expect(problem(form, 'ada@example.com')).toBeUndefined();
    expect(emailCheck).toHaveBeenCalledTimes(1);
  });

  it("refuses a value longer than a pattern's longest match without running the pattern", () => {
    // `(` is not a valid pattern: running it would throw.
    const form = field([{ rule: 'pattern', pattern: '(', maxLength: 21, message: 'Phone?' }]);
    expect(problem(form, '1'.repeat(100_000))).toBe('Phone?');
  });

  it('checks a maximum length before a pattern declared ahead of it', () => {
    const form = field([
      { rule: 'pattern', pattern: '(', maxLength: 100_000, message: 'Phone?' },
      { rule: 'maxLength', max: 20, message: 'Too long.' },
    ]);
    expect(problem(form, '1'.repeat(100_000))).toBe('Too long.');
  });

  it('counts characters, not UTF-16 units, for the length rules', () => {
    const form = field([{ rule: 'maxLength', max: 3, message: 'Too long.' }]);
    expect(problem(form, '😀😀😀')).toBeUndefined();
    expect(problem(form, '😀😀😀😀')).toBe('Too long.');
  });

  it('gives the same answers as the former e-mail expression on every short value', () => {
    const former = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ['a', '@', '.', ' ', '\u00a0'];
    const values = [''];
    for (let length = 1; length <= 6; length++) {
      for (const prefix of values.filter((value) => value.length === length - 1)) {
        for (const letter of alphabet) values.push(prefix + letter);
      }
    }
    const disagreements = values.filter(
      (value) => looksLikeEmailAddress(value) !== former.test(value),
    );
    expect(disagreements).toEqual([]);
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
