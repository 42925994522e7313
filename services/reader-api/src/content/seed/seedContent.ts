/**
 * Seeds the sample stories and answered questions once, on a database without stories, in
 * development (the same switch as the sample people: SEED_SAMPLE_DATA, off in production).
 * Every row is `sample`, which the console shows; a marker row makes it happen once, so content
 * an administrator deletes never comes back.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db/database.ts';
import { answers, questions, stories } from '../contentTables.ts';
import { members } from '../../admin/adminTables.ts';
import { serverSecrets } from '../../core/security/securityTables.ts';
import { slugFor } from '../storyService.ts';
import { SAMPLE_QUESTIONS, SAMPLE_STORIES } from './sampleContent.ts';

const SEED_MARKER = 'content-sample-data-seeded';
const SEED_LOCK_KEY = 4_000_713;
const DAY_MS = 86_400_000;

export async function seedSampleContent(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SEED_MARKER));
    if (marker) return false;
    const [storyCount] = await tx.select({ n: count() }).from(stories);
    const usernames = [
      ...new Set(
        [...SAMPLE_STORIES, ...SAMPLE_QUESTIONS.map((q) => q.answer)].map((s) => s.username),
      ),
    ];
    const writers = await tx
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(
        and(
          eq(members.role, 'writer'),
          inArray(members.username, usernames),
          isNull(members.deletedAt),
        ),
      );
    const idOf = new Map(writers.map((w) => [w.username, w.id]));
    const seeded = (storyCount?.n ?? 0) === 0 && idOf.size > 0;
    if (seeded) {
      const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
      const storyRows = SAMPLE_STORIES.filter((s) => idOf.has(s.username)).map((s) => ({
        slug: slugFor(s.title),
        title: s.title,
        body: s.body,
        writerId: idOf.get(s.username)!,
        genre: s.genre,
        contentWarnings: s.contentWarnings,
        premium: s.premium,
        status: 'published',
        publishedAt: at(s.daysAgo),
        sample: true,
        createdAt: at(s.daysAgo),
        updatedAt: at(s.daysAgo),
      }));
      if (storyRows.length > 0) await tx.insert(stories).values(storyRows);
      for (const q of SAMPLE_QUESTIONS) {
        const memberId = idOf.get(q.answer.username);
        if (memberId === undefined) continue;
        const [question] = await tx
          .insert(questions)
          .values({
            originalText: q.text,
            publicText: q.text,
            anonymous: q.anonymous,
            askerName: q.askerName,
            status: 'published',
            publishedAt: at(q.daysAgo),
            sample: true,
            createdAt: at(q.daysAgo),
            updatedAt: at(q.daysAgo),
          })
          .returning({ id: questions.id });
        await tx.insert(answers).values({
          questionId: question!.id,
          memberId,
          body: q.answer.body,
          status: 'published',
          publishedAt: at(q.daysAgo - 1),
          sample: true,
          createdAt: at(q.daysAgo - 1),
          updatedAt: at(q.daysAgo - 1),
        });
      }
    }
    await tx
      .insert(serverSecrets)
      .values({ name: SEED_MARKER, value: seeded ? 'seeded' : 'skipped', createdAt: now });
    return seeded;
  });
}
