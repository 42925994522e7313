/**
 * Fault run (PostgreSQL only; CI runs it with DATABASE_URL): two reader API processes on one
 * database under write load, while every connection of that database is terminated
 * (`pg_terminate_backend`) and then the database refuses connections for a few seconds, as
 * during a restart or failover (the shared server itself is never restarted: other tests use
 * it). Both processes must keep running, every acknowledged write must be stored, every error
 * must be a 503 with Retry-After, and both must serve again within 10 s of the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { packageRoot } from '../config.ts';
import { createPostgresDatabase } from '../testing/testApp.ts';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

interface Instance {
  child: ChildProcess;
  origin: string;
  logs: () => string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onPostgres('the API through a PostgreSQL outage', () => {
  const children: ChildProcess[] = [];
  let dir: string;
  let database: { url: string; drop: () => Promise<void> };
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-outage-'));
    database = await createPostgresDatabase();
    databaseName = new URL(database.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
    await admin.end();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const startInstance = (name: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, name),
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        REDIS_URL: '',
        SMTP_URL: '',
        MAIL_POLL_INTERVAL_MS: '200',
        MAIL_RETRY_BASE_MS: '200',
        RATE_LIMIT_MAX: '1000000',
        FORM_MAILS_PER_IP_PER_HOUR: '1000000',
        FORM_MAILS_PER_IP_BEFORE_CHALLENGE: '1000000',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    return new Promise<Instance>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Reader API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve({ child, origin: match[1]!, logs: () => output });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${output}`)));
    });
  };

  /** Every backend of the test database, except the caller's (none: admin is elsewhere). */
  const terminateAll = () =>
    admin.query(
      'select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );

  it('keeps both instances up, loses no acknowledged write and answers only 503 + Retry-After while the database is away', async () => {
    const instances = await Promise.all(['a', 'b'].map(startInstance));

    const acknowledged: string[] = [];
    const unexpected: string[] = [];
    let refused = 0;
    let stop = false;
    let sequence = 0;
    const worker = async (index: number) => {
      while (!stop) {
        const instance = instances[(index + sequence) % instances.length]!;
        sequence += 1;
        const email = `outage.${index}.${sequence}@example.com`;
        const read = sequence % 4 === 0;
        try {
          const response = read
            ? await fetch(`${instance.origin}/api/v1/stories`)
            : await fetch(`${instance.origin}/api/v1/newsletter`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email }),
              });
          await response.arrayBuffer();
          if (response.status === 200) {
            if (!read) acknowledged.push(email);
          } else if (response.status === 503 && response.headers.get('retry-after')) {
            refused += 1;
            await pause(50);
          } else {
            unexpected.push(`${read ? 'GET /stories' : 'POST /newsletter'}: ${response.status}`);
          }
        } catch (error) {
          unexpected.push(`network error: ${String(error)}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)));

    const health = (instance: Instance) =>
      fetch(`${instance.origin}/api/v1/health`).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => null, // the process is gone (checked below)
      );
    let healthDuringOutage: Array<Awaited<ReturnType<typeof health>>> = [];
    let recoveredWithinMs: number[] = [];
    let acknowledgedBefore = 0;
    try {
      await pause(1_500);
      // Connections killed under load, three times.
      for (let round = 0; round < 3; round += 1) {
        await terminateAll();
        await pause(700);
      }
      // A restart: the database refuses connections for 3 s, then is back.
      await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
      await terminateAll();
      await pause(1_000);
      healthDuringOutage = await Promise.all(instances.map(health));
      await pause(2_000);
      await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
      const backAt = Date.now();

      // Both instances serve again within 10 s of the database.
      recoveredWithinMs = await Promise.all(
        instances.map(async (instance) => {
          for (;;) {
            const answer = await health(instance);
            if (!answer) return Number.POSITIVE_INFINITY;
            if (answer.status === 200 || Date.now() - backAt > 10_000) return Date.now() - backAt;
            await pause(100);
          }
        }),
      );
      acknowledgedBefore = acknowledged.length;
      await pause(1_500);
    } finally {
      stop = true;
      await load;
    }

    for (const instance of instances) {
      expect(instance.child.exitCode).toBeNull();
      expect(instance.child.signalCode).toBeNull();
    }
    expect(healthDuringOutage).toEqual(
      instances.map(() => ({
        status: 503,
        body: { status: 'database unavailable', error: 'The database is not reachable right now.' },
      })),
    );
    expect(recoveredWithinMs.every((ms) => ms <= 10_000)).toBe(true);
    // Writes are acknowledged again after the outage.
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBefore);
    expect(unexpected).toEqual([]);
    // The outage was felt (the test would prove nothing otherwise).
    expect(refused).toBeGreaterThan(0);

    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const stored = await check.query<{ email: string }>(
        'select email from email_subscriptions where email = any($1)',
        [acknowledged],
      );
      expect(new Set(stored.rows.map((row) => row.email)).size).toBe(acknowledged.length);
      // The outbox resumed on its own: every confirmation e-mail leaves.
      for (let waited = 0; ; waited += 200) {
        const pending = await check.query<{ count: string }>(
          'select count(*) from mail_outbox where sent_at is null and dead_at is null',
        );
        if (pending.rows[0]!.count === '0' || waited > 10_000) {
          expect(pending.rows[0]!.count).toBe('0');
          break;
        }
        await pause(200);
      }
    } finally {
      await check.end();
    }
  }, 90_000);
});
