/**
 * Seeds the spec's sample people into an empty database (development, and `pnpm start` on a
 * fresh install). Runs once: a marker row records it, so people an administrator deletes
 * later never come back on a restart. Several instances starting together seed once (an
 * advisory transaction lock serialises them).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db/database.ts';
import { readers } from '../../core/db/accountTables.ts';
import { serverSecrets } from '../../core/security/securityTables.ts';
import type { PasswordHasher } from '../../core/security/passwords.ts';
import { members } from '../adminTables.ts';
import {
  sampleConsultants,
  sampleReaders,
  sampleWriters,
  type SampleMember,
} from './sampleData.ts';

const SEED_MARKER = 'admin-sample-data-seeded';
const SEED_LOCK_KEY = 4_000_712;

export async function seedSampleData(
  db: Db,
  clock: Clock,
  hasher: PasswordHasher,
): Promise<boolean> {
  // Sample readers cannot sign in: one hash of a random, discarded password.
  const unusableHash = await hasher.hash(randomBytes(24).toString('base64url'));
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SEED_MARKER));
    if (marker) return false;
    const [memberCount] = await tx.select({ n: count() }).from(members);
    const [readerCount] = await tx.select({ n: count() }).from(readers);
    const empty = (memberCount?.n ?? 0) === 0 && (readerCount?.n ?? 0) === 0;
    if (empty) {
      const memberRow = (role: string) => (m: SampleMember) => ({
        role,
        name: m.name,
        displayName: m.displayName,
        username: m.username,
        email: m.email,
        gender: m.gender,
        state: m.state,
        country: m.country,
        phoneNumber: m.phoneNumber,
        genre: m.genre,
        status: m.status,
        dateJoined: m.dateJoined,
        createdAt: now,
      });
      await tx.insert(members).values(sampleWriters().map(memberRow('writer')));
      await tx.insert(members).values(sampleConsultants().map(memberRow('consultant')));
      await tx.insert(readers).values(
        sampleReaders().map((r) => ({
          id: randomUUID(),
          firstName: r.first,
          lastName: r.last,
          email: r.email,
          passwordHash: unusableHash,
          premium: r.premium,
          emailVerifiedAt: new Date(`${r.dateJoined}T12:00:00Z`),
          createdAt: new Date(`${r.dateJoined}T12:00:00Z`),
          username: r.username,
          gender: r.gender,
          state: r.state,
          country: r.country,
          phoneNumber: r.phoneNumber,
          status: r.status,
        })),
      );
    }
    // Either way the decision is made: a database that had people is never seeded later.
    await tx
      .insert(serverSecrets)
      .values({ name: SEED_MARKER, value: empty ? 'seeded' : 'skipped', createdAt: now });
    return empty;
  });
}
