/**
 * Wires stories and questions into the app (issue 24): the services on `app.content`, the
 * development sample content, and the public and admin routes (registered by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { QuestionService } from './questionService.ts';
import { seedSampleContent } from './seed/seedContent.ts';
import { StoryService } from './storyService.ts';

export { contentRoutes } from './contentRoutes.ts';
export { contentAdminRoutes } from './contentAdminRoutes.ts';
// What the features built on stories and questions (likes, comments) share with content.
export { SESSION_ENDED } from './contentRoutes.ts';
export { FIELDS_NOT_OBJECT, rejectBody } from './contentBodies.ts';
// What a writer's own stories in the studio build on (issue 43).
export { stories, type Story } from './contentTables.ts';
export { slugFor, type DecidedStory } from './storyService.ts';
export { renderStoryMarkdown } from './storyMarkdown.ts';
export { publishedText } from './publishedText.ts';
export {
  parseContentListQuery,
  QUESTION_SORT_COLUMNS,
  type ContentListQuery,
} from './contentListQuery.ts';

export interface ContentServices {
  stories: StoryService;
  questions: QuestionService;
  clock: Clock;
  /** Every route of the app as registered (method and URL): what the moderation test audits. */
  routes: { method: string; url: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentServices;
  }
}

export async function setUpContent(
  app: FastifyInstance,
  setup: { db: Db; clock: Clock; seedSampleData: boolean },
): Promise<void> {
  const routes: ContentServices['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('content', {
    stories: new StoryService(setup),
    questions: new QuestionService(setup),
    clock: setup.clock,
    routes,
  });
  if (setup.seedSampleData && (await seedSampleContent(setup.db, setup.clock)))
    app.log.info('Seeded the sample stories and answered questions into the empty database');
}
