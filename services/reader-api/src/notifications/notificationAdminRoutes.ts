/**
 * "Create Notification" under /api/v1/admin (admin bearer token): POST /admin/notifications/
 * preview (how it will look, how many it reaches), POST /admin/notifications (send; audit-
 * logged) and GET /admin/notifications (the sent ones, a server-side list like the others).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  NOTIFICATION_AUDIENCES,
} from '@thrive/reader-contract/community';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT, parseContentListQuery } from '../content/index.ts';
import { ANNOUNCEMENT_SORT_COLUMNS } from './announcements.ts';
import {
  CHOOSE_AUDIENCE,
  LINK_ON_SITE,
  NAME_READER,
  WRITE_BODY,
  WRITE_TITLE,
} from './notificationWords.ts';
import { Type } from '@sinclair/typebox';
import { ModerationPageSchema } from '@thrive/admin-contract/schemas';
import { AnnouncementPreviewSchema, SentAnnouncementSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

const announcementBody = z
  .object(
    {
      audience: z.enum(NOTIFICATION_AUDIENCES, { error: CHOOSE_AUDIENCE }),
      reader_email: z
        .string({ error: NAME_READER })
        .trim()
        .max(254, { error: NAME_READER })
        .optional(),
      title: z
        .string({ error: WRITE_TITLE })
        .trim()
        .min(1, { error: WRITE_TITLE })
        .max(ANNOUNCEMENT_TITLE_MAX, { error: WRITE_TITLE }),
      body: z
        .string({ error: WRITE_BODY })
        .trim()
        .min(1, { error: WRITE_BODY })
        .max(ANNOUNCEMENT_BODY_MAX, { error: WRITE_BODY }),
      link: z
        .string({ error: LINK_ON_SITE })
        .trim()
        .max(200, { error: LINK_ON_SITE })
        .regex(/^\/(?![/\\])[^\s]*$/, { error: LINK_ON_SITE })
        .optional()
        .or(z.literal('').transform(() => undefined)),
    },
    { error: FIELDS_NOT_OBJECT },
  )
  .refine((body) => body.audience !== 'reader' || Boolean(body.reader_email), {
    error: NAME_READER,
  });

export const notificationAdminRoutes: FastifyPluginAsync = async (app) => {
  const announcements = app.notifications.announcements;
  app.addHook('onRequest', adminGuard(app));

  app.get(
    '/admin/notifications',
    { schema: { response: answers({ 200: ModerationPageSchema(SentAnnouncementSchema) }) } },
    async (request) => {
      const parsed = parseContentListQuery(request.query, ANNOUNCEMENT_SORT_COLUMNS);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      return announcements.list(parsed.query);
    },
  );
  app.post(
    '/admin/notifications/preview',
    { schema: { response: answers({ 200: AnnouncementPreviewSchema }) } },
    async (request) => announcements.preview(validBody(announcementBody, request.body)),
  );
  app.post(
    '/admin/notifications',
    {
      schema: { response: answers({ 201: Type.Object({ announcement: SentAnnouncementSchema }) }) },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const body = validBody(announcementBody, request.body);
      const announcement = await announcements.send(request.admin!, body);
      return reply.status(201).send({ announcement });
    },
  );
};
