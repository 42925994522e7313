import { eq } from 'drizzle-orm';
import {
  openPlan,
  PBKDF2_MIN_ITERATIONS,
  SAFETY_PLAN_MAX_CIPHERTEXT,
  sealPlan,
} from '@thrive/reader-contract/safetyPlan';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { safetyPlans } from './safetyPlanTables.ts';
import { NO_SAFETY_PLAN, SAFETY_PLAN_TOO_LARGE, SEND_SEALED_PLAN } from './safetyPlanWords.ts';

const PLAN = JSON.stringify({
  version: 1,
  steps: { warningSigns: 'I stop eating and cannot sleep', reasons: 'My little sister Adaeze' },
});
const PASSPHRASE = 'mango tree by the river';

describe.each(drivers)('the safety plan kept in the account on %s', (driver) => {
  let t: TestApp;
  let sealed: Awaited<ReturnType<typeof sealPlan>>;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    sealed = await sealPlan(PLAN, PASSPHRASE);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (reader: TestReader | undefined, body: unknown, headers = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/reader/safety-plan',
      remoteAddress: uniqueIp(),
      headers: { ...headers, ...(reader ? reader.auth.headers : {}) },
      payload: body as object,
    });
  const get = (reader: TestReader) =>
    t.get('/reader/safety-plan', { remoteAddress: uniqueIp(), ...reader.auth });

  it('keeps only ciphertext: the database row is not the plan, and only the passphrase opens it', async () => {
    const [reader] = await signedInReaders(t, 1);
    const response = await put(reader, sealed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...sealed, updatedAt: t.clock.now().toISOString() });

    const [row] = await t.database.db
      .select()
      .from(safetyPlans)
      .where(eq(safetyPlans.readerId, reader!.id));
    const everything = JSON.stringify(row);
    for (const words of ['I stop eating', 'cannot sleep', 'Adaeze', 'warningSigns', 'reasons']) {
      expect(everything).not.toContain(words);
    }
    expect(everything).not.toContain(Buffer.from('Adaeze').toString('base64'));
    expect(row!.ciphertext).toBe(sealed.ciphertext);

    // Back on another device: the reader's passphrase opens what the API gives back.
    const kept = (await get(reader!)).json();
    expect(await openPlan(kept, PASSPHRASE)).toBe(PLAN);
    await expect(openPlan(kept, 'a wrong passphrase')).rejects.toThrow();
  });

  it('a repeated PUT changes nothing; a later one replaces the plan (one row per reader)', async () => {
    const [reader] = await signedInReaders(t, 1);
    const key = { 'idempotency-key': 'b4d1f7b0-8f0c-4c47-9a1e-0d7c1c1e3a10' };
    const first = await put(reader, sealed, key);
    const again = await put(reader, sealed, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const newer = await sealPlan('{"version":1,"steps":{}}', PASSPHRASE);
    await Promise.all([put(reader, newer), put(reader, newer)]);
    const rows = await t.database.db
      .select()
      .from(safetyPlans)
      .where(eq(safetyPlans.readerId, reader!.id));
    expect(rows).toHaveLength(1);
    expect((await get(reader!)).json().ciphertext).toBe(newer.ciphertext);
  });

  it('a reader reads only their own plan; none kept is a 404; signed out is a 401', async () => {
    const [owner, other] = await signedInReaders(t, 2);
    await put(owner, sealed);
    const none = await get(other!);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: NO_SAFETY_PLAN });
    expect((await t.get('/reader/safety-plan', { remoteAddress: uniqueIp() })).statusCode).toBe(
      401,
    );
    expect((await put(undefined, sealed)).statusCode).toBe(401);
  });

  it('refuses a plan that is not sealed: plain text, short IVs, weak key derivation', async () => {
    const [reader] = await signedInReaders(t, 1);
    for (const body of [
      { ...sealed, ciphertext: 'I stop eating and cannot sleep' },
      { ...sealed, ciphertext: 'AAAA' },
      { ...sealed, iv: 'AAAA' },
      { ...sealed, salt: sealed.iv },
      { ...sealed, iterations: PBKDF2_MIN_ITERATIONS - 1 },
      { ...sealed, version: 2 },
      { steps: { warningSigns: 'plain' } },
    ]) {
      const response = await put(reader, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: SEND_SEALED_PLAN });
    }
    expect((await get(reader!)).statusCode).toBe(404);
  });

  it('refuses a plan over the size limit', async () => {
    const [reader] = await signedInReaders(t, 1);
    const tooLong = await put(reader, {
      ...sealed,
      ciphertext: 'A'.repeat(SAFETY_PLAN_MAX_CIPHERTEXT + 4),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: SAFETY_PLAN_TOO_LARGE });
    const wayTooLong = await put(reader, { ...sealed, ciphertext: 'A'.repeat(200_000) });
    expect(wayTooLong.statusCode).toBe(413);
    // A plan at the limit is kept (the route's body limit is above the API's default).
    const atLimit = await put(reader, {
      ...sealed,
      ciphertext: 'A'.repeat(SAFETY_PLAN_MAX_CIPHERTEXT),
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('the reader can remove the plan from their account', async () => {
    const [reader] = await signedInReaders(t, 1);
    await put(reader, sealed);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/reader/safety-plan',
      remoteAddress: uniqueIp(),
      ...reader!.auth,
    });
    expect(removed.json()).toEqual({ removed: true });
    expect((await get(reader!)).statusCode).toBe(404);
  });
});
