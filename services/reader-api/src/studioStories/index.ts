/**
 * A writer's own stories in the studio (issue 43): the service on `app.studioStories`, the
 * routes (registered by app.ts), and the moderator's decision going back to the writer by
 * e-mail (through the outbox). app.ts calls `setUpStudioStories` after content and the
 * contributors feature (whose audit helper logs every studio write).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { Outbox } from '../core/mail/outbox.ts';
import { members } from '../admin/adminTables.ts';
import { StudioStoryService, type StudioAudit } from './studioStoryService.ts';
import { storyDecisionMail } from './studioStoryMail.ts';

export { studioStoryRoutes } from './studioStoryRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioStories: { service: StudioStoryService };
  }
}

export function setUpStudioStories(
  app: FastifyInstance,
  setup: { db: Db; clock: Clock; outbox: Outbox; siteUrl: string; audit: StudioAudit },
): void {
  const { db, outbox, siteUrl } = setup;
  app.decorate('studioStories', { service: new StudioStoryService(setup) });
  // A writer's own submission: the decision is e-mailed to them (the studio shows it too).
  // The decision is stored first; a mail that cannot be queued is logged, never the
  // moderator's error.
  app.content.stories.onDecided(async (story) => {
    if (story.source !== 'studio') return;
    try {
      const [writer] = await db
        .select({ email: members.email, name: members.displayName })
        .from(members)
        .where(eq(members.id, story.writerId));
      if (!writer) return;
      const link =
        story.status === 'published'
          ? `${siteUrl}/stories/${encodeURIComponent(story.slug)}`
          : `${siteUrl}/studio/write/${story.id}`;
      await outbox.enqueue(
        db,
        storyDecisionMail({ to: writer.email, name: writer.name, ...story, link }),
      );
    } catch (error) {
      app.log.error({ err: error }, 'The e-mail of a story decision was not queued');
    }
  });
}
