/**
 * `pnpm admin:create EMAIL`: creates an administrator, or sets a new password for an existing
 * one (and ends its sessions). The password comes from ADMIN_PASSWORD, or is asked for twice
 * on a terminal without echo. Uses the same settings as the server (DATA_DIR, DATABASE_URL):
 * PostgreSQL directly; PGlite directly when the server is stopped, or through the running
 * server's loopback channel (see localAdminChannel.ts) when it is not.
 */
import { existsSync, readFileSync } from 'node:fs';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { systemClock } from '../core/clock.ts';
import { loadConfig } from '../core/config.ts';
import { openDatabase } from '../core/db/database.ts';
import { parseBody, emailField } from '../core/validation/validation.ts';
import { createArgon2Hasher, makeDummyHash } from '../core/security/passwords.ts';
import { passwordProblem } from './passwordRules.ts';
import { z } from 'zod';
import { AdminAuthService } from './adminAuth.ts';
import { loadAdminConfig } from './adminConfig.ts';
import { LOCAL_SECRET_HEADER, localSecretPath } from './localAdminChannel.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Asks on the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const rawEmail = process.argv[2];
  if (!rawEmail) fail('Usage: pnpm admin:create EMAIL   (password from ADMIN_PASSWORD or asked)');
  const parsed = parseBody(z.object({ email: emailField }), { email: rawEmail });
  if (!parsed.ok) fail(parsed.error);
  const email = parsed.data.email;

  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY)
      fail('Set ADMIN_PASSWORD, or run this in a terminal to type the password.');
    password = await askHidden(`New password for ${email}: `);
    const again = await askHidden('Type it again: ');
    if (password !== again) fail('The two passwords do not match.');
  }
  const problem = passwordProblem(password);
  if (problem) fail(problem);

  const config = loadConfig();
  const secretFile = localSecretPath(config.dataDir, config.port);
  if (!config.databaseUrl && existsSync(secretFile)) {
    // A server may be running on this PGlite directory: ask it.
    try {
      const response = await fetch(`http://127.0.0.1:${config.port}/api/v1/admin/local/admins`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LOCAL_SECRET_HEADER]: readFileSync(secretFile, 'utf8').trim(),
        },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { result?: string; error?: string };
      if (!response.ok) fail(body.error ?? `The server refused (${response.status}).`);
      console.log(`Admin ${email} ${body.result === 'reset' ? 'password reset' : 'created'}.`);
      return;
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
      // Nobody is listening: the server is stopped, open the database directly.
    }
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolMax: 2,
  });
  try {
    await database.migrate();
    const hasher = createArgon2Hasher(config.argon2);
    const auth = new AdminAuthService({
      db: database.db,
      clock: systemClock,
      hasher,
      dummyHash: await makeDummyHash(hasher),
      config: loadAdminConfig(process.env, config),
    });
    const result = await auth.createOrReset(email, password);
    console.log(`Admin ${email} ${result === 'reset' ? 'password reset' : 'created'}.`);
  } finally {
    await database.close();
  }
}

await main();
