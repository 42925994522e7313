/**
 * TEMPORARY (issue 43): a stand-in with the interface of helper 1's contributorTesting.ts
 * (branch studio-access), so the studio's routes can be tested before it lands; replaced by that
 * branch's file at merge. A member row as "Create Writer" leaves it, signed in by a token the
 * stand-in guard knows.
 */
import { randomBytes } from 'node:crypto';
import { members } from '../admin/adminTables.ts';
import {
  standInSessions,
  type SignedInContributor,
} from '../core/guards/contributorGuard.ts';
import { uniqueEmail, type TestApp } from './testApp.ts';

export async function signedInContributor(
  t: TestApp,
  { role, genre = 'Mental Health' }: { role: 'writer' | 'consultant'; genre?: string },
): Promise<{ token: string; memberId: number; email: string }> {
  const email = uniqueEmail(role);
  const name = `${role === 'writer' ? 'Ada' : 'Tunde'} ${randomBytes(3).toString('hex')}`;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(members)
    .values({
      role,
      name,
      displayName: name,
      username: name.replace(' ', '').toLowerCase(),
      email,
      gender: 'F',
      genre,
      dateJoined: now.toISOString().slice(0, 10),
      createdAt: now,
    })
    .returning();
  const token = randomBytes(32).toString('base64url');
  const contributor: SignedInContributor = {
    memberId: row!.id,
    role,
    email,
    displayName: name,
    genre,
  };
  standInSessions.set(token, contributor);
  return { token, memberId: row!.id, email };
}
