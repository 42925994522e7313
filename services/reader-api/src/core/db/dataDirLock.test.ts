/**
 * One process per PGlite directory: a second open (in this process or another) is refused with
 * a clear message, and a lock left by a killed process (kill -9) is taken over on restart
 * without losing any acknowledged reader.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../config.ts';
import { latestMailTo } from '../mail/readMailbox.ts';
import { openDatabase } from './database.ts';
import { DataDirInUseError } from './dataDirLock.ts';

const PASSWORD = 'sunlit meadow 42';

describe('PGlite data directory lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-lock-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second open of the same directory, and allows it once the first is closed', async () => {
    const pgliteDir = path.join(dir, 'in-process');
    const first = await openDatabase({ pgliteDir });
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(
      /already in use by another reader API process \(pid \d+/,
    );
    await first.close();
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir });
    await again.ping();
    await again.close();
  });

  describe('across processes', () => {
    const children: ChildProcess[] = [];
    afterAll(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    });

    const dataDir = () => path.join(dir, 'processes');
    /** Starts `src/server.ts` on a free port; resolves with its origin, or with its exit. */
    const startServer = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: packageRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          API_PORT: '0',
          API_HOST: '127.0.0.1',
          DATA_DIR: dataDir(),
          DATABASE_URL: '',
          REDIS_URL: '',
          SMTP_URL: '',
          ARGON2_MEMORY_KIB: '1024',
          ARGON2_TIME_COST: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      // Everything the process printed so far (its pino log lines).
      const logs = () => output;
      return new Promise<{
        child: ChildProcess;
        origin?: string;
        exitCode?: number;
        output: string;
        logs: () => string;
      }>((resolve) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Reader API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve({ child, origin: match[1]!, output, logs });
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => resolve({ child, exitCode: code ?? -1, output, logs }));
      });
    };
    const post = (origin: string, route: string, body: unknown) =>
      fetch(`${origin}/api/v1${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('a second server on the same directory refuses to start with a clear message; after kill -9 a restart keeps every acknowledged reader', async () => {
      const first = await startServer();
      expect(first.origin).toBeDefined();
      // Production with argon2 below OWASP (as here, for speed) says so loudly at start.
      expect(first.output).toMatch(
        /UNSAFE CONFIGURATION: ARGON2_MEMORY_KIB=1024 is below OWASP's minimum of 19456 KiB/,
      );

      const second = await startServer();
      expect(second.origin).toBeUndefined();
      expect(second.exitCode).toBe(1);
      expect(second.output).toMatch(/already in use by another reader API process/);
      expect(second.output).toMatch(/give this one its own DATA_DIR/);

      // Readers registered and acknowledged (201) just before a kill -9...
      const emails = Array.from({ length: 12 }, (_, i) => `killed.${i}@example.com`);
      const answers = await Promise.all(
        emails.map((email) =>
          post(first.origin!, '/reader/web-register', {
            first_name: 'Ada',
            last_name: 'Okafor',
            email,
            password: PASSWORD,
            password_confirmation: PASSWORD,
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(emails.map(() => 201));
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));

      // ...are all there after a restart, which takes over the dead process's lock.
      const restarted = await startServer();
      expect(restarted.origin).toBeDefined();
      // Each registration (with its own password) is there: the right password is answered
      // "verify your e-mail" (403), a wrong one 401.
      for (const email of emails) {
        const login = await post(restarted.origin!, '/reader/login', { email, password: PASSWORD });
        expect(login.status).toBe(403);
        expect(((await login.json()) as { code?: string }).code).toBe('EMAIL_NOT_VERIFIED');
      }
      const wrong = await post(restarted.origin!, '/reader/login', {
        email: emails[0],
        password: 'not the password',
      });
      expect(wrong.status).toBe(401);
      // A production server writes the code only into the .eml file, never into its logs.
      const fresh = 'fresh.after.restart@example.com';
      expect(
        (
          await post(restarted.origin!, '/reader/web-register', {
            first_name: 'Ada',
            last_name: 'Okafor',
            email: fresh,
            password: PASSWORD,
            password_confirmation: PASSWORD,
          })
        ).status,
      ).toBe(201);
      const mailDir = path.join(dataDir(), 'mail');
      let mail = latestMailTo(mailDir, fresh);
      for (let i = 0; i < 100 && !mail; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mail = latestMailTo(mailDir, fresh);
      }
      const code = /^(\d{6}) is your Thrive verification code$/.exec(mail?.subject ?? '')?.[1];
      expect(code).toBeDefined();
      expect(restarted.logs()).toContain('Mail written');
      expect(restarted.logs()).not.toContain(code!);
      const confirmed = await post(restarted.origin!, '/reader/web-confirm-otp', {
        email: fresh,
        otp: code,
        password: PASSWORD,
      });
      expect(confirmed.status).toBe(200);
      expect(restarted.logs()).not.toContain(code!);

      restarted.child.kill('SIGTERM');
      await new Promise((resolve) => restarted.child.once('exit', resolve));
      expect(existsSync(`${path.join(dataDir(), 'db')}.lock`)).toBe(false);
    }, 120_000);
  });
});
