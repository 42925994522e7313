/**
 * The fake admin API's second factor (see services/reader-api/src/secondFactor): a right
 * password gives a ticket; the app code is APP_CODE; each recovery code works once; an admin
 * who is not `enrolled` sets up an authenticator app first and gets RECOVERY_CODES.
 */
export const TICKET = 'ticket-0000000000000000000000000000000000';
export const APP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const APP_CODE = '123456';
export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `code${i}a-bcdefg-hjkmnp-qrstvw`,
);

export class FakeSecondFactor {
  enrolled = true;
  /** Set to make the next ticket check answer 'sign in again' (an expired ticket). */
  ticketExpired = false;
  private used = new Set<string>();

  constructor(private readonly session: { token: string; email: string }) {}

  private signedIn(extra: Record<string, unknown> = {}) {
    return [
      200,
      { token: this.session.token, admin: { id: 'a1', email: this.session.email }, ...extra },
    ] as const;
  }

  /** The answer to a right password. */
  secondStep() {
    return this.enrolled
      ? { second_factor: 'verify', ticket: TICKET, methods: ['totp', 'recovery-code'] }
      : { second_factor: 'enrol', ticket: TICKET, methods: [] };
  }

  /** The answer to a second-factor call, or undefined when `path` is not one. */
  answer(
    path: string,
    body: { ticket?: string; code?: string },
  ): readonly [number, unknown?] | undefined {
    if (!path.startsWith('/admin/sign-in/')) return undefined;
    if (this.ticketExpired || body.ticket !== TICKET)
      return [
        401,
        { error: 'Your sign-in has timed out. Please sign in again.', code: 'SIGN_IN_AGAIN' },
      ];
    switch (path) {
      case '/admin/sign-in/totp':
        return body.code === APP_CODE
          ? this.signedIn()
          : [
              401,
              {
                error:
                  'That code is not correct. Please enter the current 6-digit code from your authenticator app.',
              },
            ];
      case '/admin/sign-in/recovery-code': {
        const code = body.code ?? '';
        if (!RECOVERY_CODES.includes(code) || this.used.has(code))
          return [401, { error: 'That recovery code is not correct or has already been used.' }];
        this.used.add(code);
        return this.signedIn({ recovery_codes_left: 10 - this.used.size });
      }
      case '/admin/sign-in/enrol/passkey/options':
        return [
          200,
          {
            options: {
              challenge: 'Y2hhbGxlbmdl',
              rp: { id: 'admin.localhost', name: 'Thrive Admin' },
              user: { id: 'YTE', name: this.session.email, displayName: '' },
              pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            },
          },
        ];
      case '/admin/sign-in/enrol/totp/setup':
        return [
          200,
          {
            secret: APP_SECRET,
            uri: `otpauth://totp/Thrive%20Admin:${this.session.email}?secret=${APP_SECRET}`,
          },
        ];
      case '/admin/sign-in/enrol/totp':
        if (body.code !== APP_CODE)
          return [
            400,
            {
              error:
                'That code is not correct. Please enter the current 6-digit code from your authenticator app.',
            },
          ];
        this.enrolled = true;
        return this.signedIn({ recovery_codes: RECOVERY_CODES });
      default:
        return [404, { error: 'Not found.' }];
    }
  }
}
