/** The studio's messages (issue 43). The studio is in English for now, as the console is. */
export const STUDIO_INVALID_SIGN_IN = 'Invalid email or password.';
export const STUDIO_ACCOUNT_INACTIVE =
  'Your studio account is inactive. Please contact the Thrive team.';
export const studioThrottled = (retryAfterSeconds: number) => {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} and try again.`;
};

export const INVITATION_PROBLEM = {
  unknown:
    'This invitation link is not valid. Please use the link in your latest invitation e-mail, or ask the Thrive team for a new one.',
  used: 'This invitation has already been used. Please sign in to the studio with the password you set.',
  expired: 'This invitation has expired. Please ask the Thrive team to send you a new one.',
  superseded: 'A newer invitation has been sent to you. Please use the link in the latest e-mail.',
  terms: "Please accept the writers' terms to continue.",
} as const;

export const INVITATION_ACCEPTED = 'Your password is set. You can now sign in to the studio.';
export const OWN_PASSWORD_NEEDED =
  'Please set your own password first: we have e-mailed you a link to do it.';
/** The code beside OWN_PASSWORD_NEEDED, for the studio's sign-in page. */
export const OWN_PASSWORD_NEEDED_CODE = 'OWN_PASSWORD_NEEDED';
export const INVITATION_RESENT = 'Invitation sent.';
