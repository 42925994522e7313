/**
 * The fake admin API's own-account part (services/reader-api: admin/sessions and
 * /admin/second-factor*): the signed-in admin's sessions and second factors, and ending a
 * reader's sessions. Rules kept as the API keeps them: the last factor cannot be removed (409),
 * a new authenticator app is confirmed with APP_CODE, new recovery codes replace the old.
 */
import { APP_CODE, APP_SECRET } from './fakeSecondFactor';

export interface FakeSession {
  id: string;
  device: string;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

export interface FakeFactor {
  id: string;
  kind: 'passkey' | 'totp';
  label: string;
  created_at: string;
  last_used_at: string | null;
}

const ADD_TICKET = 'add-ticket-000000000000000000000000000000';
export const NEW_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `new${i}ab-cdefgh-jkmnpq-rstvwx`,
);

/** The password the fake's step-up accepts. */
export const STEP_UP_PASSWORD = 'quiet harbour lantern 7';

/** The calls the API refuses without a recent proof (src/secondFactor/stepUp.ts). */
function needsProof(method: string, path: string, sessions: FakeSession[]): boolean {
  if (path === '/admin/second-factor/add' || path === '/admin/second-factor/recovery-codes')
    return true;
  if (method !== 'DELETE') return false;
  if (path === '/admin/sessions/others' || /^\/admin\/second-factor\/[0-9a-f-]{36}$/.test(path))
    return true;
  const session = /^\/admin\/sessions\/([0-9a-f-]{36})$/.exec(path);
  return session !== null && !sessions.some((s) => s.id === session[1] && s.current);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const factorId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export class FakeAccount {
  sessions: FakeSession[] = [
    {
      id: '00000000-0000-4000-a000-000000000001',
      device: 'Chrome on Linux',
      signedInAt: minutesAgo(40),
      lastActiveAt: minutesAgo(0),
      current: true,
    },
    {
      id: '00000000-0000-4000-a000-000000000002',
      device: 'Safari on a Mac',
      signedInAt: minutesAgo(300),
      lastActiveAt: minutesAgo(25),
      current: false,
    },
    {
      id: '00000000-0000-4000-a000-000000000003',
      device: 'Firefox on Windows',
      signedInAt: minutesAgo(600),
      lastActiveAt: minutesAgo(90),
      current: false,
    },
  ];
  factors: FakeFactor[] = [
    {
      id: factorId(1),
      kind: 'totp',
      label: 'Authenticator app',
      created_at: '2026-01-15T09:30:00.000Z',
      last_used_at: null,
    },
  ];
  recoveryCodesLeft = 10;
  /** Sessions ended per reader number. */
  readerSessions = new Map<number, number>();
  private nextFactor = 2;

  /**
   * Whether the session proved it is its owner in the last 5 minutes (the API's step-up): when
   * false, changing a factor or ending another session answers 403 REAUTHENTICATE until
   * /admin/reauthenticate gets STEP_UP_PASSWORD or APP_CODE.
   */
  recentProof = true;

  /** The answer to an own-account call, or undefined when `path` is not one. */
  answer(
    method: string,
    path: string,
    body: { ticket?: string; code?: string; label?: string; password?: string } | undefined,
  ): readonly [number, unknown?] | undefined {
    if (path === '/admin/reauthenticate') {
      if (body?.password !== STEP_UP_PASSWORD && body?.code !== APP_CODE)
        return [
          400,
          {
            error:
              'That is not right. Please enter your password or the current 6-digit code from your authenticator app.',
          },
        ];
      this.recentProof = true;
      return [204];
    }
    if (!this.recentProof && needsProof(method, path, this.sessions))
      return [
        403,
        {
          error:
            'For your safety, please confirm it is you: enter your password or the current code from your authenticator app.',
          code: 'REAUTHENTICATE',
        },
      ];
    const reader = /^\/admin\/users\/(\d+)\/sessions\/end$/.exec(path);
    if (reader && method === 'POST') {
      const number = Number(reader[1]);
      const ended = this.readerSessions.get(number) ?? 0;
      this.readerSessions.set(number, 0);
      return [200, { ended }];
    }
    if (path === '/admin/sessions' && method === 'GET') return [200, { sessions: this.sessions }];
    if (path === '/admin/sessions/others' && method === 'DELETE') {
      const ended = this.sessions.filter((s) => !s.current).length;
      this.sessions = this.sessions.filter((s) => s.current);
      return [200, { ended }];
    }
    const session = /^\/admin\/sessions\/([0-9a-f-]{36})$/.exec(path);
    if (session && method === 'DELETE') {
      const before = this.sessions.length;
      this.sessions = this.sessions.filter((s) => s.id !== session[1]);
      return this.sessions.length < before
        ? [204]
        : [404, { error: 'That session has already ended.' }];
    }
    if (!path.startsWith('/admin/second-factor')) return undefined;
    if (path === '/admin/second-factor' && method === 'GET')
      return [200, { factors: this.factors, recovery_codes_left: this.recoveryCodesLeft }];
    if (path === '/admin/second-factor/add')
      return [200, { ticket: ADD_TICKET, expires_at: '2026-01-15T09:40:00.000Z' }];
    if (path === '/admin/second-factor/recovery-codes') {
      this.recoveryCodesLeft = NEW_RECOVERY_CODES.length;
      return [200, { recovery_codes: NEW_RECOVERY_CODES }];
    }
    if (path === '/admin/second-factor/totp/setup')
      return body?.ticket === ADD_TICKET
        ? [200, { secret: APP_SECRET, uri: `otpauth://totp/Thrive%20Admin?secret=${APP_SECRET}` }]
        : [400, { error: 'Your sign-in has timed out. Please sign in again.' }];
    if (path === '/admin/second-factor/totp') {
      if (body?.code !== APP_CODE)
        return [
          400,
          {
            error:
              'That code is not correct. Please enter the current 6-digit code from your authenticator app.',
          },
        ];
      const id = factorId(this.nextFactor++);
      this.factors.push({
        id,
        kind: 'totp',
        label: body.label || 'Authenticator app',
        created_at: '2026-01-16T10:00:00.000Z',
        last_used_at: null,
      });
      return [201, { id }];
    }
    const factor = /^\/admin\/second-factor\/([0-9a-f-]{36})$/.exec(path);
    if (factor && method === 'DELETE') {
      if (!this.factors.some((f) => f.id === factor[1]))
        return [404, { error: 'That second factor was not found.' }];
      if (this.factors.length === 1)
        return [
          409,
          {
            error:
              'An admin account needs at least one second factor. Add another one before removing this.',
          },
        ];
      this.factors = this.factors.filter((f) => f.id !== factor[1]);
      return [204];
    }
    return [404, { error: 'Not found.' }];
  }
}
