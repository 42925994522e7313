/**
 * GET /studio/readers (followers, recent likes, published comments on the contributor's work)
 * and POST /studio/readers/comments/:id/replies {text} (into the comments' moderation queue),
 * for a signed-in writer or consultant only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { z } from 'zod';
import { COMMENT_MAX } from '@thrive/reader-contract/community';
import { StudioReadersSchema, StudioReplyCreatedSchema } from '@thrive/reader-contract/schemas';
import { contributorGuard } from '../core/guards/contributorGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import { atMostCharacters, charactersRefused, validBody } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import { COMMENT_NOT_YOURS, REPLY_SENT, WRITE_REPLY } from './studioReaderWords.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const replyBody = z.object(
  {
    text: z
      .string({ error: WRITE_REPLY })
      .trim()
      .min(1, { error: WRITE_REPLY })
      .max(COMMENT_MAX, { error: atMostCharacters('Reply', COMMENT_MAX) })
      .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { error: charactersRefused('Reply') }),
  },
  { error: FIELDS_NOT_OBJECT },
);

export const studioReaderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.studioReaders.service;
  app.addHook('onRequest', contributorGuard(app));

  app.get(
    '/studio/readers',
    { schema: { response: answers({ 200: StudioReadersSchema }) } },
    async (request) => service.overview(request.contributor!),
  );

  app.post(
    '/studio/readers/comments/:id/replies',
    { schema: { params: IdParams, response: answers({ 201: StudioReplyCreatedSchema }) } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
        throw new HttpError(404, COMMENT_NOT_YOURS);
      const { text } = validBody(replyBody, request.body);
      const created = await service.reply(request.contributor!, id, text);
      return reply.status(201).send({ message: REPLY_SENT, reply: created });
    },
  );
};
