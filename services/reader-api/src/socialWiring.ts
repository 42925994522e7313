/**
 * Readers following writers, saving stories and hearing what happened (issue 42), wired into
 * the app (app.ts calls this after content, likes and comments are set up): what each feature
 * needs of content, and who tells the inbox what (an answer published → its asker; a story
 * published → its writer's followers; a comment published or declined → its writer; a writer's
 * reply published → the reader it answers).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from './core/clock.ts';
import type { Db } from './core/db/database.ts';
import { setUpFollows } from './follows/index.ts';
import { setUpNotifications } from './notifications/index.ts';
import { setUpSaves } from './saves/index.ts';

export function setUpSocial(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  setUpFollows(app, {
    db,
    clock,
    storiesOf: (writerIds) => app.content.stories.byWriters(writerIds),
  });
  setUpSaves(app, {
    db,
    clock,
    stories: {
      publicIdOf: (slug) => app.content.stories.publicIdOf(slug),
      summariesOf: (ids) => app.content.stories.summariesOf(ids),
    },
  });
  setUpNotifications(app, { db, clock });
  // The decision is made and stored before the inbox hears of it: a notification that cannot
  // be written is logged, never a reason to answer the moderator with an error.
  const told = (what: string) => (error: unknown) =>
    app.log.error({ err: error }, `The notification of ${what} was not written`);
  app.content.questions.onAnswerPublished((askerId) =>
    app.notifications.service
      .notifyReader(askerId, { kind: 'question_answered' })
      .catch(told('an answer')),
  );
  app.content.stories.onPublished((story) =>
    app.follows.service
      .followersOf(story.writerId)
      .then((followers) =>
        app.notifications.service.notifyReaders(followers, {
          kind: 'new_story',
          writer: story.writer,
          title: story.title,
          link: `/stories/${encodeURIComponent(story.slug)}`,
        }),
      )
      .catch(told('a new story')),
  );
  // A comment's outcome goes to its writer's inbox, leading to where it stands (never its words).
  app.comments.service.onDecided(async (comment) => {
    if (comment.status !== 'published' && comment.status !== 'rejected') return;
    try {
      const slug =
        comment.target === 'story'
          ? (await app.content.stories.summariesOf([comment.targetId])).get(comment.targetId)?.slug
          : undefined;
      const link = slug ? `/stories/${encodeURIComponent(slug)}` : '/ask';
      // A writer's reply (issue 43) has no reader's inbox (the studio shows its outcome); once
      // published, the reader it answers hears of it, with the writer's name.
      if (comment.readerId === null) {
        const repliedTo =
          comment.status === 'published' && comment.replyTo !== null
            ? await app.comments.service.readerOf(comment.replyTo)
            : null;
        if (repliedTo)
          await app.notifications.service.notifyReader(repliedTo, {
            kind: 'comment_replied',
            writer: comment.authorName ?? '',
            link,
          });
        return;
      }
      await app.notifications.service.notifyReader(comment.readerId, {
        kind: comment.status === 'published' ? 'comment_published' : 'comment_declined',
        link,
      });
    } catch (error) {
      told('a comment decision')(error);
    }
  });
}
