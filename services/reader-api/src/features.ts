/**
 * The reader API's features, in one list (app.ts sets each up in this order, then registers
 * their routes under /api/v1 in the same order). A feature is a folder src/<feature>/ whose
 * index.ts is its public face: its set-up (the service it decorates the app with) and its routes
 * (a Fastify plugin each). A new feature adds one entry here; what one feature asks of another
 * (which items may be liked, commented on, reported) is said in the set-up of the later one.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Clock } from './core/clock.ts';
import type { Config } from './core/config.ts';
import type { Database, Db } from './core/db/database.ts';
import type { PasswordHasher } from './core/security/passwords.ts';
import { deletionRoutes } from './deletion/deletionRoutes.ts';
import { formRoutes } from './forms/formRoutes.ts';
import { subscriptionRoutes } from './subscriptions/subscriptionRoutes.ts';
import { readerRoutes } from './readers/index.ts';
import { adminRoutes, setUpAdmin, type AdminConfig } from './admin/index.ts';
import { contentAdminRoutes, contentRoutes, setUpContent } from './content/index.ts';
import { likeRoutes, setUpLikes } from './likes/index.ts';
import { safetyPlanRoutes, setUpSafetyPlans } from './safetyPlans/index.ts';
import { commentAdminRoutes, commentRoutes, setUpComments } from './comments/index.ts';
import { reportAdminRoutes, reportRoutes, setUpReports } from './reports/index.ts';
import { followRoutes } from './follows/index.ts';
import { saveRoutes } from './saves/index.ts';
import { notificationAdminRoutes, notificationRoutes } from './notifications/index.ts';
import { setUpSocial } from './socialWiring.ts';
import { pushAdminRoutes, pushRoutes, setUpPush } from './push/index.ts';
import { setUpStudioStories, studioStoryRoutes } from './studioStories/index.ts';
import {
  contributorAdminRoutes,
  contributorRoutes,
  setUpContributors,
} from './contributors/index.ts';
import {
  setUpStudioQuestions,
  studioQuestionAdminRoutes,
  studioQuestionRoutes,
} from './studioQuestions/index.ts';
import { setUpStudioReaders, studioReaderRoutes } from './studioReaders/index.ts';
import {
  earningAdminRoutes,
  readRoutes,
  setUpEarnings,
  studioEarningRoutes,
} from './earnings/index.ts';
import {
  adminSecondFactorRoutes,
  readerSecondFactorRoutes,
  setUpSecondFactor,
  studioSecondFactorRoutes,
} from './secondFactor/index.ts';

/** What every feature's set-up may take (app.ts builds it once). */
export interface FeatureSetup {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  dummyHash: string;
  adminConfig: AdminConfig;
  /** Run the features' own workers (push deliveries), as the mail worker runs. */
  startWorkers: boolean;
}

export interface Feature {
  name: string;
  /** Decorates the app with the feature's services (after the features above it). */
  setUp?: (app: FastifyInstance, setup: FeatureSetup) => void | Promise<void>;
  /** Its routes, registered under /api/v1 after every feature is set up. */
  routes: FastifyPluginAsync[];
}

export const FEATURES: Feature[] = [
  // The reader accounts, forms, subscriptions and deletion live on app.services (appServices.ts).
  { name: 'readers', routes: [readerRoutes] },
  { name: 'forms', routes: [formRoutes] },
  { name: 'subscriptions', routes: [subscriptionRoutes] },
  { name: 'deletion', routes: [deletionRoutes] },
  {
    name: 'admin',
    setUp: async (app, setup) => {
      await setUpAdmin(app, setup);
      // Who owns a bearer token, for the admin guard (core/guards/adminGuard.ts) of every feature.
      app.decorate('tokenOwners', {
        adminForToken: (token: string) => app.admin.auth.adminForToken(token),
        isReaderToken: async (token: string) =>
          Boolean(await app.services.readers.sessions.readerForToken(token)),
      });
    },
    routes: [adminRoutes],
  },
  {
    name: 'second factor',
    setUp: setUpSecondFactor,
    routes: [readerSecondFactorRoutes, adminSecondFactorRoutes, studioSecondFactorRoutes],
  },
  {
    name: 'contributors',
    setUp: (app, { db, clock, hasher, dummyHash, config }) =>
      setUpContributors(app, { db, clock, hasher, dummyHash, publicSiteUrl: config.publicSiteUrl }),
    routes: [contributorRoutes, contributorAdminRoutes],
  },
  {
    name: 'content',
    setUp: (app, { db, clock, adminConfig }) =>
      setUpContent(app, { db, clock, seedSampleData: adminConfig.seedSampleData }),
    routes: [contentRoutes, contentAdminRoutes],
  },
  {
    name: 'likes',
    setUp: (app, setup) => {
      setUpLikes(app, setup);
      app.likes.service.likeable('story', (id) => app.content.stories.isPublic(id));
      app.likes.service.likeable('answer', (id) => app.content.questions.isAnswerPublic(id));
    },
    routes: [likeRoutes],
  },
  { name: 'safety plans', setUp: setUpSafetyPlans, routes: [safetyPlanRoutes] },
  {
    name: 'comments',
    setUp: (app, setup) => {
      setUpComments(app, setup);
      const { service } = app.comments;
      service.commentable('story', (id) => app.content.stories.isPublic(id));
      service.commentable('answer', (id) => app.content.questions.isAnswerPublic(id));
      app.likes.service.likeable('comment', (id) => service.isPublic(id));
    },
    routes: [commentRoutes, commentAdminRoutes],
  },
  { name: 'reports', setUp: setUpReportable, routes: [reportRoutes, reportAdminRoutes] },
  {
    name: 'follows, saves and notifications',
    setUp: setUpSocial,
    routes: [followRoutes, saveRoutes, notificationRoutes, notificationAdminRoutes],
  },
  {
    name: 'push',
    setUp: (app, { db, clock, config, startWorkers }) =>
      setUpPush(app, { db, clock, config, startWorker: startWorkers }),
    routes: [pushRoutes, pushAdminRoutes],
  },
  {
    name: 'studio stories',
    setUp: (app, { db, clock, config }) =>
      setUpStudioStories(app, {
        db,
        clock,
        outbox: app.services.outbox,
        siteUrl: config.publicSiteUrl,
        audit: (executor, contributor, action, entity) =>
          app.contributors.recordStudioAction(executor, contributor, action, entity),
      }),
    routes: [studioStoryRoutes],
  },
  {
    name: 'studio questions',
    setUp: setUpStudioQuestions,
    routes: [studioQuestionRoutes, studioQuestionAdminRoutes],
  },
  { name: 'studio readers', setUp: setUpStudioReaders, routes: [studioReaderRoutes] },
  {
    name: 'earnings',
    setUp: setUpEarnings,
    routes: [readRoutes, studioEarningRoutes, earningAdminRoutes],
  },
];

/** Reports, and what may be reported: a story, an answer, a comment (each taken down its way). */
function setUpReportable(app: FastifyInstance, setup: FeatureSetup): void {
  setUpReports(app, setup);
  const { stories, questions } = app.content;
  const comments = app.comments.service;
  app.reports.service.reportable('story', {
    isPublic: (id) => stories.isPublic(id),
    context: (id) => stories.reportContext(id),
    takeDown: (actor, id, reason) => stories.reject(actor, id, reason),
  });
  app.reports.service.reportable('answer', {
    isPublic: (id) => questions.isAnswerPublic(id),
    context: (id) => questions.answerReportContext(id),
    takeDown: (actor, id, reason) => questions.rejectAnswer(actor, id, reason),
  });
  app.reports.service.reportable('comment', {
    isPublic: (id) => comments.isPublic(id),
    context: (id) => comments.reportContext(id),
    takeDown: (actor, id, reason) => comments.decide(actor, id, 'reject', reason),
  });
}
