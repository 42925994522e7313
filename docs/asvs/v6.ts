/** ASVS 5.0 V6 Authentication. */
import {
  API_README,
  adminAuth,
  breached,
  carrierNat,
  codeLimits,
  codeTries,
  confirm,
  deviceCookie,
  documented,
  field,
  ipv6Subnet,
  login,
  loginThrottle,
  notApplicable,
  notYetBuilt,
  passwordReset,
  passwordRules,
  register,
  secrets,
  secondFactor,
  secondFactorE2e,
  signupForm,
  tested,
  test,
  testedWith,
  totpLock,
  type Row,
} from './rows.ts';

/** The reader side of the second factor (optional): the API's routes and their test. */
const readerSecondFactor = test('services/reader-api/src/secondFactor/readerSecondFactor.test.ts');

export const v6: Row[] = [
  documented(
    '6.1.1',
    API_README,
    '**Login throttling:** per address (5 / 15 min) and per client IP (20 / 15 min quietly, then',
  ),
  notYetBuilt(
    '6.1.2',
    'No documented list of context-specific words (Thrive, the site names) refused in passwords yet; the breached-password list is generic.',
  ),
  documented(
    '6.1.3',
    API_README,
    'A right password never gives a session by itself',
    'Admin pathways (password + passkey, TOTP or recovery code): API README, Second factor. Readers: the password, then their second factor when they added one (passkey, TOTP or a recovery code: API README, A reader’s second factor), or the e-mailed sign-up code that activates the account.',
  ),
  tested(
    '6.2.1',
    register('accepts exactly 8 characters'),
    register('%s → 400 with a specific message'),
  ),
  tested(
    '6.2.2',
    passwordReset(
      'changes the password with the old one, revokes every session and e-mails a notice',
    ),
  ),
  tested(
    '6.2.3',
    passwordReset('refuses a wrong old password and keeps the old one'),
    passwordReset('needs a live session and valid new password'),
  ),
  tested(
    '6.2.4',
    breached(
      'refuses breached passwords whatever their case or surrounding spaces, from both sources',
    ),
    passwordRules('refuses a password from the breach corpus with the clear message'),
  ),
  testedWith(
    '6.2.5',
    'Only length and the breach list are checked: no composition rule.',
    breached('accepts passwords that are not in it'),
  ),
  tested(
    '6.2.6',
    field('toggles password visibility with a button that says what it does'),
    signupForm('toggles the visibility of both password fields'),
  ),
  notYetBuilt(
    '6.2.7',
    'Paste and password managers are not blocked anywhere (plain inputs with autocomplete), but no test checks a pasted password yet.',
  ),
  testedWith(
    '6.2.8',
    'The password is hashed as sent (the breach check alone compares a trimmed, lower-cased copy).',
    register('accepts exactly 128 characters'),
  ),
  tested('6.2.9', register('accepts exactly 128 characters')),
  notApplicable(
    '6.2.10',
    'No password expiry or forced rotation exists anywhere (a password is changed only by its owner).',
  ),
  notYetBuilt('6.2.11', 'Needs the context-specific word list of 6.1.2.'),
  tested(
    '6.2.12',
    breached(
      'refuses breached passwords whatever their case or surrounding spaces, from both sources',
    ),
    signupForm('shows why the server refused a breached password'),
  ),
  tested(
    '6.3.1',
    loginThrottle(
      'lets at most 5 of 40 concurrent wrong passwords on one address reach argon2, across two instances',
    ),
    login(
      'throttles an address after 5 failures in 15 minutes, whatever the IP, even with the right password',
    ),
    adminAuth('throttles per address atomically: of 10 parallel guesses only 5 are tried'),
    carrierNat(
      "an attacker's 40 parallel wrong passwords (proofs solved) reach argon2 at most 5 times",
    ),
    deviceCookie(
      'lets its owner in while the account and the shared address are locked for everyone else',
    ),
    // Issue 40, L5: a new password ends the device cookies' bypass.
    deviceCookie(
      'stops skipping the lockouts once the password is reset or changed (issue 40, L5)',
    ),
    // Issue 40, M4: a client is counted by its IPv6 /64.
    ipv6Subnet('are counted for the /64: a third address of it is held back, another /64 is not'),
    // Issue 40, L6: guessing an authenticator app's codes is capped over time, not only per window.
    totpLock(
      'locks the app after ${TOTP_LOCK_AFTER_FAILURES} wrong codes in a row and e-mails the owner; a recovery code unlocks it',
    ),
  ),
  testedWith(
    '6.3.2',
    'No built-in account: admins exist only through `pnpm admin:create`; the sample readers cannot sign in.',
    adminAuth('admin:create on an existing address resets the password and ends its sessions'),
  ),
  notYetBuilt(
    '6.3.3',
    'Admins must use a second factor (adminAuth.test.ts: “a right password alone gives no session: it opens the second step”). Readers may add one (passkey or authenticator app, with recovery codes: readerSecondFactor.test.ts) but are not made to, and the web front end has no screens for it yet; a reader without one signs in with a password alone, and no documented rationale with mitigating controls says why that is acceptable.',
  ),
  testedWith(
    '6.3.4',
    'Every admin path needs the second step; a password reset keeps the factors.',
    adminAuth('a right password alone gives no session: it opens the second step'),
    secondFactor('a password reset by admin:create never bypasses the second factor'),
  ),
  tested(
    '6.4.1',
    secrets('makes 6-digit codes over the whole range, leading zeros kept'),
    confirm('expires after 10 minutes'),
    passwordReset('expires after 10 minutes'),
  ),
  notApplicable('6.4.2', 'No password hints or secret questions exist.'),
  tested(
    '6.4.3',
    passwordReset(
      'sets a new password: the new one logs in, the old one fails, every earlier session is revoked, a notice is e-mailed',
    ),
    secondFactor('a password reset by admin:create never bypasses the second factor'),
    secondFactorE2e('a password reset by admin:create still asks for the passkey'),
  ),
  documented(
    '6.4.4',
    API_README,
    'has lost every factor and code is recovered by an operator deleting their rows',
    'Recovery by an operator who knows the admin, not by self-service.',
  ),
  tested(
    '6.5.1',
    confirm('is single-use'),
    passwordReset('is single use'),
    secondFactor('signs in with an authenticator app code, each code once'),
    secondFactor('a recovery code works once, and says how many are left'),
    secondFactorE2e('a recovery code works once: its second use is refused'),
    readerSecondFactor(
      'a recovery code works once; removing the last factor brings the plain login back',
    ),
  ),
  documented(
    '6.5.2',
    API_README,
    'codes: 120 random bits each, stored as SHA-256, each used once.',
  ),
  tested('6.5.3', secrets('makes 6-digit codes over the whole range, leading zeros kept')),
  tested('6.5.4', secrets('makes 6-digit codes over the whole range, leading zeros kept')),
  notYetBuilt(
    '6.5.5',
    'E-mailed codes and second-step tickets live 10 minutes (confirm.test.ts and passwordReset.test.ts: “expires after 10 minutes”; adminSecondFactor.test.ts: “a ticket dies after five wrong codes and after ten minutes”). A TOTP code counts in its own 30 s step and the one after it, never before its step begins (totpLock.test.ts: “accepts the current code and the one of the step before, never a code whose step has not begun”), so it lives at most 60 s, not the 30 s asked: the step after is kept on purpose for a code typed as it changes (issue 40, L6). Meeting 6.5.5 means accepting the current step alone.',
  ),
  notApplicable('6.6.1', 'No phone or SMS codes.'),
  tested(
    '6.6.2',
    secrets('binds code hashes to the key and the reader'),
    passwordReset('counts only the newest code, and a sign-up code is not a reset code'),
    register(
      'activates the attempt whose password comes with the code: the victim’s, never the attacker’s',
    ),
  ),
  tested(
    '6.6.3',
    confirm('allows 5 wrong tries, then refuses even the right code until a new one is sent'),
    codeLimits(
      'allows at most ${OTP_MAX_FAILED_ATTEMPTS * MAX_CODE_MAILS_PER_DAY} guesses a day, whatever the resends',
    ),
    secondFactor('holds parallel guesses across tickets to ten per admin per 15 minutes'),
    // Issue 40, L4: tries are counted per client too, so a stranger cannot use up the owner's.
    codeTries("a stranger's five wrong sign-up codes do not use up the owner's tries"),
    codeTries("a stranger's five wrong reset codes do not use up the owner's tries"),
    codeTries(
      'caps the tries of all clients together at ${OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS} per code',
    ),
  ),
  notApplicable(
    '6.8.1',
    'No external identity providers (the "Continue with Google" button is disabled, SPEC).',
  ),
  notApplicable('6.8.2', 'No JWT or SAML assertions: opaque reference tokens only.'),
  notApplicable('6.8.3', 'No SAML assertions are used or accepted.'),
  notApplicable('6.8.4', 'No separate identity provider.'),
];
