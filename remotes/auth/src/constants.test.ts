import {
  MIN_OTP_DIGITS,
  MIN_PASSWORD_LENGTH,
  MISMATCH_DEBOUNCE_MS,
  RESEND_DELAY_MS,
  RESET_REDIRECT_DELAY_MS,
} from './constants';
import { CONFIRM_ERROR_TITLE, ERROR_TITLE, FALLBACK, PASSWORD_TOO_SHORT } from './messages';

describe('spec constants and copy', () => {
  it('match SPEC section 9', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MIN_OTP_DIGITS).toBe(4);
    expect(RESEND_DELAY_MS).toBe(60_000);
    expect(MISMATCH_DEBOUNCE_MS).toBe(500);
    expect(RESET_REDIRECT_DELAY_MS).toBe(1_000);
  });

  it('keep the spec wording, typos included (SPEC section 8)', () => {
    expect(ERROR_TITLE()).toBe('An error has occured');
    expect(CONFIRM_ERROR_TITLE()).toBe('An error has Occured');
    expect(FALLBACK).toMatchObject({
      register: 'An unknown error occurred.',
      resend: 'Unable to resend OTP.',
      confirm: 'OTP verification failed.',
      login: 'Login failed.',
    });
    expect(PASSWORD_TOO_SHORT()).toBe('Password must be at least 8 characters long.');
  });
});
