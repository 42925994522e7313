import {
  formPayload,
  formRouteProblems,
  normaliseFormValues,
  validateForm,
} from '@thrive/platform';
import { PUBLIC_FORMS } from './publicForms';
import { ROUTES } from './routes';

it('every public form sits on a prerendered page and lands on prerendered result pages, named once', () => {
  // Every route of the route table is prerendered (@thrive/composition).
  expect(
    formRouteProblems(
      PUBLIC_FORMS,
      ROUTES.map((route) => route.path),
    ),
  ).toEqual([]);
});

it('the no-JavaScript sign-up refuses a password over 128 characters with a clear message', () => {
  const signup = PUBLIC_FORMS.find((form) => form.id === 'signup')!;
  const values = {
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    password: 'p'.repeat(129),
    password_confirmation: 'p'.repeat(129),
    year_of_birth: '2000',
  };
  expect(validateForm(signup, values)).toEqual({
    password: 'Password must be at most 128 characters long.',
  });
  expect(
    validateForm(signup, {
      ...values,
      password: 'p'.repeat(128),
      password_confirmation: 'p'.repeat(128),
    }),
  ).toEqual({});
});

it('the no-JavaScript sign-up asks for the year of birth as four digits (issue 45)', () => {
  const signup = PUBLIC_FORMS.find((form) => form.id === 'signup')!;
  const values = {
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    password: 'longenough',
    password_confirmation: 'longenough',
  };
  const missing = { year_of_birth: 'Please enter the year you were born, like 2008.' };
  expect(validateForm(signup, values)).toEqual(missing);
  expect(validateForm(signup, { ...values, year_of_birth: '08' })).toEqual(missing);
  expect(validateForm(signup, { ...values, year_of_birth: '20088' })).toEqual(missing);
  expect(validateForm(signup, { ...values, year_of_birth: '2008' })).toEqual({});
});

it('the no-JavaScript code form passes its hidden session=none on to the API (issue 40, L10)', () => {
  const code = PUBLIC_FORMS.find((form) => form.id === 'signup-code')!;
  const raw = {
    email: 'ada@example.com',
    password: 'longenough',
    otp: '48 29 13',
    session: 'none',
  };
  expect(formPayload(code, normaliseFormValues(code, raw))).toEqual({
    email: 'ada@example.com',
    password: 'longenough',
    otp: '482913',
    session: 'none',
  });
});
