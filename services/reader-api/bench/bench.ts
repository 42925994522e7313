/**
 * Benchmark (not a test): `pnpm --filter @thrive/reader-api bench`.
 *
 * Starts the real server (`src/server.ts`, production argon2 parameters) on a free loopback
 * port with a fresh PGlite directory, then runs autocannon against register, confirm and
 * login with a distinct reader per request, prints requests/s and p50/p99 latency, fails on
 * any error or non-2xx answer, stops the server gracefully and reopens its database to check
 * that every registered reader is there and verified.
 *
 * The server runs with RATE_LIMIT_MAX raised (the per-IP request limit would otherwise stop a
 * loopback benchmark); login throttling is not touched: every login here succeeds.
 * Knobs: BENCH_READERS (default 300), BENCH_CONNECTIONS (default 10).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { packageRoot } from '../src/core/config.ts';
import { openDatabase } from '../src/core/db/database.ts';
import { readers } from '../src/core/db/accountTables.ts';
import { latestMailTo } from '../src/core/mail/readMailbox.ts';

const READERS = Number(process.env.BENCH_READERS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = 'a quiet morning walk';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

/** One autocannon run where request i carries bodies[i] (each a distinct reader). */
async function run(origin: string, pathName: string, bodies: string[]): Promise<Result> {
  let next = 0;
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: bodies.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: `/api/v1${pathName}`,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
}

const rows: Array<{ phase: string; result: Result }> = [];
const ms = (value: number) => `${value.toFixed(1)} ms`;

function report(): void {
  console.log('\nphase        requests   req/s     p50        p99        errors  non-2xx');
  for (const { phase, result } of rows) {
    const total = Object.values(result.statusCodeStats).reduce<number>(
      (sum, stats) => sum + Number(stats.count),
      0,
    );
    console.log(
      `${phase.padEnd(12)} ${String(total).padEnd(10)} ${result.requests.average.toFixed(1).padEnd(9)} ${ms(result.latency.p50).padEnd(10)} ${ms(result.latency.p99).padEnd(10)} ${String(result.errors + result.timeouts).padEnd(7)} ${result.non2xx}`,
    );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-bench-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  API_PORT: String(port),
  API_HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
};
// Always a fresh embedded database, never a configured server or mail relay.
delete env.DATABASE_URL;
delete env.SMTP_URL;
delete env.MAIL_DIR;

console.log(
  `Reader API benchmark: ${READERS} readers, ${CONNECTIONS} connections, data in ${dataDir}`,
);
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(packageRoot, 'src/server.ts')],
  {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const exited = new Promise<number | null>((resolve) =>
  server.once('exit', (code) => resolve(code)),
);

let failed = false;
try {
  await waitForHealth(origin, 120_000);
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: READERS }, (_, i) => `bench-${stamp}-${i}@example.com`);

  rows.push({
    phase: 'register',
    result: await run(
      origin,
      '/reader/web-register',
      emails.map((email, i) =>
        JSON.stringify({
          first_name: `Reader${i}`,
          last_name: 'Bench',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        }),
      ),
    ),
  });

  const mailDir = path.join(dataDir, 'mail');
  const codes = emails.map((email) => {
    const mail = latestMailTo(mailDir, email);
    const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (!code) throw new Error(`no verification e-mail for ${email}`);
    return code;
  });
  rows.push({
    phase: 'confirm',
    result: await run(
      origin,
      '/reader/web-confirm-otp',
      emails.map((email, i) => JSON.stringify({ email, otp: codes[i], password: PASSWORD })),
    ),
  });

  rows.push({
    phase: 'login',
    result: await run(
      origin,
      '/reader/login',
      emails.map((email) => JSON.stringify({ email, password: PASSWORD })),
    ),
  });
  report();

  for (const { phase, result } of rows) {
    if (result.errors + result.timeouts + result.non2xx > 0) {
      failed = true;
      console.error(
        `✗ ${phase}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
        result.statusCodeStats,
      );
    }
  }

  // Graceful stop, then reopen the same PGlite directory: every reader must be there, verified.
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) {
    failed = true;
    console.error(`✗ the server exited with code ${code} on SIGTERM`);
  }
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    const present = await database.db
      .select({ email: readers.email })
      .from(readers)
      .where(and(inArray(readers.email, emails), isNotNull(readers.emailVerifiedAt)));
    if (present.length === emails.length) {
      console.log(
        `✓ all ${emails.length} registered readers are stored and verified after a restart`,
      );
    } else {
      failed = true;
      console.error(`✗ only ${present.length} of ${emails.length} readers are stored and verified`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  failed = true;
  console.error('✗ benchmark failed:', error);
} finally {
  if (server.exitCode === null) server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nBenchmark FAILED' : '\nBenchmark passed: zero errors.');
process.exit(failed ? 1 : 0);
