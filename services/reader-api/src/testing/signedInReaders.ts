/**
 * Many signed-in readers at once, for tests that need real parallel requests from different
 * accounts (50 readers liking at the same moment): rows and sessions written directly, as
 * sign-up and login would leave them, without 50 sign-ups' e-mails and password hashes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readers } from '../db/schema.ts';
import type { TestApp } from './testApp.ts';
import { uniqueEmail } from './testApp.ts';

export interface TestReader {
  id: string;
  token: string;
  firstName: string;
  /** `Authorization: Bearer …` for `t.post` / `t.get`. */
  auth: { headers: { authorization: string } };
}

export async function signedInReaders(
  t: TestApp,
  count: number,
  fields: { firstName?: string; premium?: boolean } = {},
): Promise<TestReader[]> {
  const now = t.clock.now();
  const made: TestReader[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const firstName = fields.firstName ?? 'Chioma';
    await t.database.db.insert(readers).values({
      id,
      firstName,
      lastName: 'Test',
      email: uniqueEmail(),
      passwordHash: 'not-a-hash: signs in only through the session below',
      premium: fields.premium ?? false,
      emailVerifiedAt: now,
      createdAt: now,
    });
    const token = randomBytes(32).toString('base64url');
    await t.app.services.readers.sessions.start(t.database.db, id, token, now);
    made.push({ id, token, firstName, auth: { headers: { authorization: `Bearer ${token}` } } });
  }
  return made;
}
