/**
 * The login throttle under real concurrency: each attempt is reserved in the database before
 * the argon2 verify, so a parallel burst — even split across two app instances sharing one
 * database — gets at most the allowed number of verifies, and the right password stays refused
 * while the address is locked.
 */
import { openDatabase, type Database } from '../../core/db/database.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';

const MAX_PER_EMAIL = 5;
const MAX_PER_IP = 12;

describe.each(drivers)('login throttle under parallel attempts on %s', (driver) => {
  let first: TestApp;
  let second: TestApp;
  let secondDatabase: Database | undefined;
  beforeAll(async () => {
    const config = {
      loginMaxFailuresPerEmail: MAX_PER_EMAIL,
      loginMaxFailuresPerIp: MAX_PER_IP,
      loginThrottleWindowMinutes: 15,
    };
    first = await createTestApp({ driver, config });
    if (driver === 'postgres') {
      // A second instance with its own connection pool to the same PostgreSQL database.
      secondDatabase = await openDatabase({
        databaseUrl: first.config.databaseUrl,
        pgliteDir: 'memory://',
        poolMax: 5,
      });
    }
    // PGlite has one owner per data directory, so the second app shares the first's handle.
    second = await createTestApp({
      driver,
      config: { ...config, databaseUrl: first.config.databaseUrl },
      database: secondDatabase ?? first.database,
      clock: first.clock,
    });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
    await first.close();
  });

  const instances = () => [first, second];
  const verifies = () => first.hasher.verifyCalls + second.hasher.verifyCalls;
  const resetCounts = () => {
    first.hasher.reset();
    second.hasher.reset();
  };
  const login = (t: TestApp, email: string, password: string, ip: string) =>
    t.post('/reader/login', { email, password }, { remoteAddress: ip });

  it('lets at most 5 of 40 concurrent wrong passwords on one address reach argon2, across two instances', async () => {
    const email = uniqueEmail('target');
    await registerVerified(first, email);
    resetCounts();

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(instances()[i % 2]!, email, `wrong password ${i}`, uniqueIp()),
      ),
    );
    expect(verifies()).toBeLessThanOrEqual(MAX_PER_EMAIL);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - verifies());
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);

    // The right password is refused while the address is locked, on either instance.
    for (const t of instances()) {
      const locked = await login(t, email, GOOD_PASSWORD, uniqueIp());
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toMatch(/^Too many sign-in attempts/);
    }

    // And once the window has passed it works again.
    first.clock.advanceMinutes(15);
    expect((await login(second, email, GOOD_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('refuses the right password hidden among a concurrent burst once the limit is used', async () => {
    const email = uniqueEmail('target');
    await registerVerified(first, email);
    resetCounts();
    // Wrong passwords go first; the right one is submitted at position 37 of 40.
    const burst = Array.from({ length: 40 }, (_, i) => (i === 36 ? GOOD_PASSWORD : `nope ${i}`));
    const wrongFirst = await Promise.all(
      burst
        .slice(0, 36)
        .map((password, i) => login(instances()[i % 2]!, email, password, uniqueIp())),
    );
    expect(wrongFirst.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(
      MAX_PER_EMAIL,
    );
    const rest = await Promise.all(
      burst.slice(36).map((password, i) => login(instances()[i % 2]!, email, password, uniqueIp())),
    );
    expect(rest.map((r) => r.statusCode)).toEqual([429, 429, 429, 429]);
    expect(verifies()).toBeLessThanOrEqual(MAX_PER_EMAIL);
  });

  it(`lets at most ${MAX_PER_IP} concurrent attempts from one IP reach argon2, across addresses and instances`, async () => {
    const ip = uniqueIp();
    resetCounts();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(instances()[i % 2]!, uniqueEmail('spray'), 'password guess', ip),
      ),
    );
    expect(verifies()).toBeLessThanOrEqual(MAX_PER_IP);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(40 - verifies());
  });

  it('gives a successful login’s reservation back, so concurrent right passwords are not counted as failures', async () => {
    const email = uniqueEmail();
    await registerVerified(first, email);
    const ip = uniqueIp();
    for (let round = 0; round < 3; round += 1) {
      const ok = await Promise.all(
        Array.from({ length: 4 }, (_, i) => login(instances()[i % 2]!, email, GOOD_PASSWORD, ip)),
      );
      expect(ok.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    }
    // 12 successes from one IP leave its whole allowance of failures.
    for (let i = 0; i < MAX_PER_IP; i += 1) {
      expect((await login(first, uniqueEmail('x'), 'password guess', ip)).statusCode).toBe(401);
    }
    expect((await login(first, uniqueEmail('x'), 'password guess', ip)).statusCode).toBe(429);
  });
});
