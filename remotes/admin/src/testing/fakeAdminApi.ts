/* eslint-disable max-lines -- one stand-in for the whole admin API, route by route, that every console test drives; not split yet (issue 41). */
/**
 * Test-only: an in-memory admin API behind `fetch`, so the console's tests drive the real
 * ky client, the real grid datasource and the real forms. It keeps every request it answered
 * (for assertions) and can be told to fail a path. Sorting, filters and search follow the
 * API's rules closely enough for the console's tests; the API's own tests cover the SQL.
 */
import { FakeEarnings } from '../earnings/fakeEarnings';
import { configureApi } from '@thrive/api-client';
import {
  GENRES,
  type Gender,
  type Genre,
  type InvitationStatus,
  type Status,
} from '@thrive/admin-contract';
import {
  MODERATED_KINDS,
  type ActivityItem,
  type ModerationSpeed,
  type OwnActivityItem,
} from '@thrive/admin-contract';
import type { ApiUser, ApiWriter, DeletedProfile, ListKind } from '../api/types';
import { adminSession } from '../session/adminSession';
import { FakeAccount } from './fakeAccount';
import { FakeSecondFactor } from './fakeSecondFactor';

export const API_BASE = 'http://api.test/api/v1';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'quiet harbour lantern 7';
const TOKEN = 'admin-token-000000000000000000000000000000';

const NAMES = [
  'Adaeze Okafor',
  'Babatunde Ojo',
  'Chiamaka Eze',
  'Damilare Bello',
  'Efe Osagie',
  'Funmilayo Adeyemi',
  'Gbenga Lawal',
  'Hauwa Garba',
  'Ifeanyi Nwosu',
  'Jide Balogun',
  'Kemi Afolabi',
  'Musa Danjuma',
  'Ngozi Amadi',
  'Obinna Okeke',
];

export function makeWriters(count: number, firstId = 1): ApiWriter[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`;
    const username = name.toLowerCase().replace(/\s+/g, '.');
    return {
      _id: firstId + i,
      name,
      display_name: name.split(' ')[0]!,
      username,
      date_joined: '2024-01-15',
      email: `${username}@example.com`,
      gender: (i % 2 === 0 ? 'F' : 'M') as Gender,
      location: 'Lagos, Nigeria',
      phone_number: `+234 000 000 ${String(1000 + i)}`,
      follower_count: 100 + i,
      genre: GENRES[i % GENRES.length] as Genre,
      status: (i % 5 === 4 ? 'Inactive' : 'Active') as Status,
      about: '',
      credentials: null,
      experience: null,
      deleted_at: null,
    };
  });
}

export function makeUsers(count: number): ApiUser[] {
  return makeWriters(count).map((w, i) => ({
    _id: w._id,
    id: `00000000-0000-4000-8000-${String(w._id).padStart(12, '0')}`,
    name: w.name,
    username: w.username,
    date_joined: w.date_joined,
    email: w.email,
    gender: w.gender,
    location: { State: 'Lagos', Country: 'Nigeria' },
    phone_number: w.phone_number,
    follower_count: w.follower_count,
    isActive: i % 3 === 0,
    status: w.status,
    deleted_at: null,
  }));
}

type Person = ApiWriter | ApiUser;
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

export class FakeAdminApi {
  people: Record<ListKind, Person[]>;
  deleted: (DeletedProfile & { person: Person })[] = [];
  requests: Recorded[] = [];
  files = new Map<string, { bytes: string; type: string; name: string }>();
  /** Each person's 'Recent activities' (`writers/1` → newest first), as the audit log gives them. */
  activity = new Map<string, ActivityItem[]>();
  /** Each member's studio invitation (`writers/1`); see invitationOf. */
  invitations = new Map<string, InvitationStatus>();
  /** Writers' statements and the rate per read (issue 43). */
  earnings = new FakeEarnings();
  /** GET /admin/moderation-speed: nothing decided, nothing waiting, unless a test says so. */
  speed: ModerationSpeed = {
    days: 7,
    speed: Object.fromEntries(
      MODERATED_KINDS.map((kind) => [
        kind,
        {
          all: { decided: 0, medianSeconds: null, p90Seconds: null },
          urgent: { decided: 0, medianSeconds: null, p90Seconds: null },
        },
      ]),
    ) as ModerationSpeed['speed'],
    urgentWaiting: [],
  };
  /** What each person did themselves (`users/3` → newest first). */
  own = new Map<string, OwnActivityItem[]>();
  private failures = new Map<string, { status: number; error: string }>();
  /** The admin's second factor: enrolled (app code and recovery codes) unless told otherwise. */
  readonly secondFactor = new FakeSecondFactor({ token: TOKEN, email: ADMIN_EMAIL });
  /** The signed-in admin's sessions and second factors; readers' sessions to end. */
  readonly account = new FakeAccount();
  /** Requests held until released (to see loading states). */
  private held: Promise<void> | null = null;

  /** A member's invitation: 'expired' (sent three weeks ago) unless a test set another. */
  invitationOf(key: string): InvitationStatus {
    return (
      this.invitations.get(key) ?? {
        state: 'expired',
        sent_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-11-27T10:00:00.000Z',
        accepted_at: null,
      }
    );
  }

  constructor(options: { writers?: number; users?: number; consultants?: number } = {}) {
    this.people = {
      writers: makeWriters(options.writers ?? 31),
      users: makeUsers(options.users ?? 30),
      consultants: makeWriters(options.consultants ?? 12, 100),
    };
  }

  /** Makes `METHOD /path` (path after /api/v1, no query) answer with an error. */
  fail(method: string, path: string, status: number, error: string) {
    this.failures.set(`${method} ${path}`, { status, error });
  }
  heal() {
    this.failures.clear();
  }
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  requestsTo(method: string, path: string | RegExp) {
    return this.requests.filter(
      (r) =>
        r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** Installs the fake as `fetch`, points the shared client at it and (optionally) signs in. */
  install({ signedIn = true } = {}) {
    configureApi({ baseUrl: API_BASE, timeoutMs: 5_000 });
    if (signedIn) adminSession.getState().signIn(TOKEN, ADMIN_EMAIL);
    else adminSession.getState().clear();
    globalThis.fetch = (async (input: Request) => this.handle(input)) as typeof fetch;
    return this;
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) body = await request.json();
    else if (type.includes('multipart/form-data')) body = await request.formData();
    this.requests.push({
      method: request.method,
      path,
      query: url.searchParams,
      body,
      authorization: request.headers.get('authorization'),
    });
    if (this.held) await this.held;
    const failure = this.failures.get(`${request.method} ${path}`);
    if (failure) return json(failure.status, { error: failure.error });

    if (path === '/admin/sign-in') {
      const { email, password } = body as { email: string; password: string };
      return email === ADMIN_EMAIL && password === ADMIN_PASSWORD
        ? json(200, this.secondFactor.secondStep())
        : json(401, { error: 'Invalid email or password.' });
    }
    const secondFactor = this.secondFactor.answer(path, body as { ticket?: string });
    if (secondFactor) return json(secondFactor[0], secondFactor[1]);
    if (request.headers.get('authorization') !== `Bearer ${TOKEN}`)
      return json(401, { error: 'Please sign in to the admin console.' });
    if (path === '/admin/sign-out') return json(204);
    if (path === '/admin/me') return json(200, { admin: { id: 'a1', email: ADMIN_EMAIL } });
    const account = this.account.answer(request.method, path, body as { ticket?: string });
    if (account) return json(account[0], account[1]);
    const earnings = this.earnings.answer(request.method, path, body);
    if (earnings) return earnings;
    if (path === '/admin/dashboard') return json(200, { counts: this.counts() });
    if (path === '/admin/moderation-speed') return json(200, this.speed);
    if (path === '/admin/deleted')
      return json(200, { profiles: this.deleted.map(({ person: _p, ...rest }) => rest) });

    const bulk = /^\/admin\/(writers|consultants)\/invitations$/.exec(path);
    if (bulk && request.method === 'GET') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      const people = this.people[bulk[1] as 'writers' | 'consultants'];
      return json(200, {
        invitations: Object.fromEntries(
          ids
            .filter((id) => people.some((p) => p._id === Number(id)))
            .map((id) => [id, this.invitationOf(`${bulk[1]}/${id}`)]),
        ),
      });
    }
    const match =
      /^\/admin\/(writers|users|consultants)(?:\/(\d+))?(?:\/(restore|password-reset|activity|invitation|files\/\w+))?$/.exec(
        path,
      );
    if (!match) return json(404, { error: 'Not found.' });
    const kind = match[1] as ListKind;
    const id = match[2] ? Number(match[2]) : null;
    const action = match[3];
    const list = this.people[kind];

    if (id === null && request.method === 'GET')
      return json(200, this.list(kind, url.searchParams));
    if (id === null && request.method === 'POST') {
      const form = body as FormData;
      const person: ApiWriter = {
        ...makeWriters(1, 1000 + list.length)[0]!,
        name: String(form.get('name')),
        email: String(form.get('email')),
        genre: String(form.get('genre')) as Genre,
        gender: String(form.get('gender')) as Gender,
      };
      list.push(person);
      return json(201, { person });
    }
    if (action === 'restore') {
      const index = this.deleted.findIndex((d) => d.kind === kind && d._id === id);
      if (index < 0)
        return json(404, { error: 'This profile is not among the deleted profiles any more.' });
      list.push(this.deleted[index]!.person);
      this.deleted.splice(index, 1);
      return json(204);
    }
    const person = list.find((p) => p._id === id);
    if (!person) return json(404, { error: 'User Not Found' });
    if (action === 'activity')
      return json(200, {
        items: this.activity.get(`${kind}/${id}`) ?? [],
        own: this.own.get(`${kind}/${id}`) ?? [],
      });
    if (action === 'password-reset') return json(202, { message: 'Password reset e-mail sent.' });
    if (action === 'invitation') {
      const key = `${kind}/${id}`;
      if (request.method === 'POST')
        this.invitations.set(key, {
          state: 'invited',
          sent_at: '2026-12-07T10:00:00.000Z',
          expires_at: '2026-12-14T10:00:00.000Z',
          accepted_at: null,
        });
      const status = this.invitationOf(key);
      return json(
        200,
        request.method === 'POST' ? { message: 'Invitation sent.', ...status } : status,
      );
    }
    if (action?.startsWith('files/')) {
      return new Response('%PDF-1.4 test', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
        },
      });
    }
    if (request.method === 'GET') return json(200, { person });
    if (request.method === 'PATCH') {
      // An undo names the values it expects to find (the API refuses with 409 otherwise).
      const { expected, ...patch } = body as Record<string, unknown>;
      const current = person as unknown as Record<string, unknown>;
      if (expected && Object.entries(expected).some(([key, value]) => current[key] !== value))
        return json(409, { error: 'This profile was changed since; nothing was undone.' });
      const changes = Object.entries(patch).map(([field, to]) => ({
        field,
        from: String(current[field]),
        to: String(to),
      }));
      Object.assign(person, patch);
      const log = this.activity.get(`${kind}/${id}`) ?? [];
      this.activity.set(`${kind}/${id}`, [
        {
          id: log.length + 1,
          at: '2026-01-15T09:30:00.000Z',
          admin: ADMIN_EMAIL,
          action: 'update',
          changes,
          file: null,
        },
        ...log,
      ]);
      return json(200, { person });
    }
    if (request.method === 'DELETE') {
      list.splice(list.indexOf(person), 1);
      this.deleted.push({
        kind,
        _id: person._id,
        name: person.name,
        email: person.email,
        deleted_at: '2026-01-15T09:00:00.000Z',
        purge_at: '2026-01-29T09:00:00.000Z',
        person,
      });
      return json(204);
    }
    return json(404, { error: 'Not found.' });
  }

  private counts() {
    const users = this.people.users as ApiUser[];
    const active = (list: Person[]) => list.filter((p) => p.status === 'Active').length;
    const premium = users.filter((u) => u.isActive).length;
    return {
      totalUsers: users.length,
      activeUsers: active(users),
      totalWriters: this.people.writers.length,
      activeWriters: active(this.people.writers),
      totalFreeUsers: users.length - premium,
      totalPremiumUsers: premium,
      totalConsultants: this.people.consultants.length,
      activeConsultants: active(this.people.consultants),
      deletedProfiles: this.deleted.length,
    };
  }

  private list(kind: ListKind, q: URLSearchParams) {
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    const search = (q.get('search') ?? '').toLowerCase();
    let rows = this.people[kind].filter(
      (p) =>
        (!q.get('genre') || ('genre' in p && p.genre === q.get('genre'))) &&
        (!q.get('sex') || p.gender === q.get('sex')) &&
        (!q.get('status') || p.status === q.get('status')) &&
        (!q.get('plan') || ('isActive' in p && p.isActive === (q.get('plan') === 'premium'))) &&
        (!search ||
          [
            p._id,
            p.name,
            p.username,
            p.email,
            'genre' in p ? p.genre : '',
            p.gender,
            p.status,
          ].some((v) => String(v).toLowerCase().includes(search))),
    );
    const sort = (q.get('sort') ?? '')
      .split(',')
      .filter(Boolean)
      .map((s) => s.split(':'));
    const field: Record<string, string> = { sn: '_id', sex: 'gender' };
    rows = [...rows].sort((a, b) => {
      for (const [column, direction] of sort) {
        const key = (field[column!] ?? column!) as keyof Person;
        const left = String(a[key]);
        const right = String(b[key]);
        const order = key === '_id' ? a._id - b._id : left.localeCompare(right);
        if (order !== 0) return direction === 'desc' ? -order : order;
      }
      return a._id - b._id;
    });
    return {
      rows: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(rows.length / pageSize)),
    };
  }
}
