import { i18n } from '@thrive/i18n';
import {
  Button,
  Form,
  PasswordField,
  TextField,
  textOf,
  useDocumentTitle,
  useFormValues,
  useHydrated,
} from '@thrive/ui';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, MISMATCH_DEBOUNCE_MS } from '../constants';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { AuthFrame } from '../frame/AuthFrame';
import { NewPasswordField } from '../frame/NewPasswordField';
import form from '../frame/Form.module.css';
import { FALLBACK, PASSWORDS_DO_NOT_MATCH, YEAR_MISSING } from '../messages';
import { recalledPassword, rememberPassword } from '../pendingPassword';
import { register } from '../readerApi';
import { useSettledValue } from '../useSettledValue';
import { GoogleMark } from './GoogleMark';
import { TooYoung } from './TooYoung';
import { EARLIEST_BIRTH_YEAR, isTooYoung } from '@thrive/reader-contract';
import { paths } from '@thrive/platform';

/**
 * What the confirm screen receives in navigation state (SPEC section 4). The password goes
 * along in memory only (see pendingPassword.ts), never in history state.
 */
export interface ConfirmState {
  email: string;
}

/**
 * What the sign-up page keeps in its own history entry, so Back from /confirm restores it.
 * Never the password: browsers keep history state in session history (on disk).
 */
export interface SignupDraft {
  firstName: string;
  lastName: string;
  email: string;
}

interface RestoredForm extends SignupDraft {
  password: string;
  confirmation: string;
  /** Not kept in the draft: the year of birth is typed again after Back. */
  yearOfBirth: string;
}

const EMPTY_DRAFT: RestoredForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmation: '',
  yearOfBirth: '',
};

/** The form as it was: names and e-mail from history state, the password from this tab's memory. */
function draftFrom(state: unknown): RestoredForm {
  const draft: unknown =
    typeof state === 'object' && state !== null && 'draft' in state ? state.draft : null;
  if (typeof draft !== 'object' || draft === null) return EMPTY_DRAFT;
  const field = (name: keyof SignupDraft) => {
    const value: unknown = (draft as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const password = recalledPassword(field('email')) ?? '';
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    password,
    confirmation: password,
    yearOfBirth: '',
  };
}

const readSignup = (values: FormData): RestoredForm => ({
  firstName: textOf(values, 'first_name'),
  lastName: textOf(values, 'last_name'),
  email: textOf(values, 'email'),
  password: textOf(values, 'password'),
  confirmation: textOf(values, 'password_confirmation'),
  yearOfBirth: textOf(values, 'year_of_birth'),
});

/** The year typed, when it is one a reader can be born in (the API checks the same). */
function yearOf(text: string, now: Date): number | null {
  const year = /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return year >= EARLIEST_BIRTH_YEAR && year <= now.getUTCFullYear() ? year : null;
}

/** Create account (SPEC sections 2 and 5). */
export default function Signup() {
  useDocumentTitle(i18n._('auth.signup.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const googleNoteId = useId();
  const [initial] = useState(() => draftFrom(location.state));
  // The inputs are uncontrolled (what is typed before hydration stays); the form reports them.
  const [{ firstName, lastName, email, password, confirmation, yearOfBirth }, onValues] =
    useFormValues(readSignup, initial);
  const hydrated = useHydrated();
  // The length rule is a hint while the password is being typed and an error once the reader
  // has left the field (it does not turn red on the first keystroke).
  const [passwordLeft, setPasswordLeft] = useState(initial.password !== '');
  const { busy, error, dismissError, run } = useApiAction(FALLBACK.register);
  // The age step (issue 45): asked on submit, so the spec's rule for the button stands.
  const [yearError, setYearError] = useState(false);
  const [tooYoung, setTooYoung] = useState(false);

  // The mismatch message waits until the confirmation has settled, and never shows for an empty one.
  const settledConfirmation = useSettledValue(confirmation, MISMATCH_DEBOUNCE_MS);
  const showMismatch =
    confirmation !== '' && settledConfirmation === confirmation && password !== confirmation;

  const canSubmit =
    firstName.trim() !== '' &&
    lastName.trim() !== '' &&
    email.trim() !== '' &&
    password !== '' &&
    confirmation !== '' &&
    password.length >= MIN_PASSWORD_LENGTH &&
    password === confirmation;

  const onSubmit = async () => {
    if (!canSubmit) return;
    const now = new Date();
    const year = yearOf(yearOfBirth, now);
    setYearError(year === null);
    setTooYoung(year !== null && isTooYoung(year, now));
    if (year === null || isTooYoung(year, now)) return;
    const account = { email: email.trim(), password };
    const outcome = await run(() =>
      register({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        email: account.email,
        password,
        password_confirmation: confirmation,
        year_of_birth: year,
      }),
    );
    if (!outcome.ok) return;
    // The password goes to the code screen in memory only; this page's history entry keeps the
    // rest of the form (never a password), so Back from /confirm finds it filled in.
    rememberPassword(account.email, account.password);
    const draft: SignupDraft = { firstName, lastName, email };
    navigate(location, { replace: true, state: { draft } });
    navigate('/confirm', { state: { email: account.email } satisfies ConfirmState });
  };

  return (
    <AuthFrame heading={i18n._('auth.signup.heading')} lead={i18n._('auth.signup.lead')}>
      {tooYoung && <TooYoung />}
      <Form
        formId="signup"
        className={form.form}
        onSubmit={() => void onSubmit()}
        onValues={onValues}
      >
        <div className={form.row}>
          <TextField
            label={i18n._('auth.field.firstName')}
            name="first_name"
            autoComplete="given-name"
            defaultValue={initial.firstName}
          />
          <TextField
            label={i18n._('auth.field.lastName')}
            name="last_name"
            autoComplete="family-name"
            defaultValue={initial.lastName}
          />
        </div>
        <TextField
          label={i18n._('auth.field.yearOfBirth')}
          hint={i18n._('auth.signup.yearHint')}
          name="year_of_birth"
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          error={yearError ? YEAR_MISSING() : null}
        />
        <TextField
          label={i18n._('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={initial.email}
        />
        <NewPasswordField
          label={i18n._('auth.field.password')}
          name="password"
          value={password}
          defaultValue={initial.password}
          onBlur={() => setPasswordLeft(true)}
          judged={passwordLeft}
        />
        <PasswordField
          label={i18n._('auth.field.confirmPassword')}
          name="password_confirmation"
          autoComplete="new-password"
          error={showMismatch ? PASSWORDS_DO_NOT_MATCH() : null}
          defaultValue={initial.confirmation}
        />
        {/* Before the page's code runs the button sends the form to the server, which applies
            the same rules; once hydrated it waits until they hold (SPEC section 5). */}
        <Button
          type="submit"
          block
          className={form.submit}
          disabled={hydrated && !canSubmit}
          busy={busy}
          busyLabel={i18n._('auth.signup.busy')}
        >
          {i18n._('auth.signup.submit')}
        </Button>
        <p className={form.fine}>
          {i18n._('auth.signup.age')}{' '}
          <a
            href={paths.terms}
            target="_blank"
            rel="noopener noreferrer"
            className={form.inlineLink}
          >
            {i18n._('auth.signup.terms')}
            <span className={form.srOnly}> {i18n._('auth.signup.newTab')}</span>
          </a>{' '}
          {i18n._('auth.signup.and')}{' '}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener noreferrer"
            className={form.inlineLink}
          >
            {i18n._('auth.signup.privacy')}
            <span className={form.srOnly}> {i18n._('auth.signup.newTab')}</span>
          </a>
          .
        </p>
        <p className={form.divider}>{i18n._('auth.signup.or')}</p>
        <Button
          variant="secondary"
          block
          className={form.googleButton}
          disabled
          aria-describedby={googleNoteId}
        >
          <GoogleMark />
          {i18n._('auth.signup.google')}
        </Button>
        <p id={googleNoteId} className={form.note}>
          {i18n._('auth.signup.googleSoon')}
        </p>
      </Form>
      <p className={form.switch}>
        {i18n._('auth.signup.haveAccount')}{' '}
        <Link to="/login" className={form.link}>
          {i18n._('auth.action.login')}
        </Link>
      </p>
      {error && <ErrorModal message={error} onClose={dismissError} />}
    </AuthFrame>
  );
}
