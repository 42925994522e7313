/**
 * Writers' and consultants' own routes in the console, under the admin guard: downloading the
 * files uploaded with a profile (each download audited), and adding a writer or consultant from
 * the multipart form with those files (their studio invitation is sent at once).
 * adminRoutes.ts registers it in its guarded scope, after @fastify/multipart.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import { fileSizeMessage, fileTypeMessage } from '@thrive/admin-contract';
import { MemberRecordSchema } from '@thrive/admin-contract/schemas';
import { FileBody } from '@thrive/reader-contract/schemas';
import { HttpError } from '../../core/errors/httpError.ts';
import { attachmentDisposition } from '../../core/http/contentDisposition.ts';
import { answers } from '../../core/http/responseSchemas.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/rules.ts';
import {
  BREACHED_PASSWORD,
  isBreachedPassword,
} from '../../core/security/breachedPasswords/index.ts';
import { emailField, parseBody } from '../../core/validation/validation.ts';
import { FileStorageError, safeFileName, sniffType } from '../fileStorage.ts';
import { GENDERS, GENRES, ROLE_OF, type MemberKind } from '../people.ts';
import type { NewUpload } from './newMembers.ts';
import { idParam } from './peopleRoutes.ts';

const newMemberFields = z.object({
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(1, { error: 'Please enter a name.' })
    .max(100, { error: 'Name must be at most 100 characters.' })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
      error: "Name contains characters we can't accept.",
    }),
  email: emailField,
  // Optional (issue 43): the person sets their own from the invitation e-mail. One typed here
  // is kept only until their first sign-in, which asks them to set their own.
  password: z
    .string({ error: 'Please enter a password.' })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, {
          error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        })
        .max(PASSWORD_MAX_LENGTH, {
          error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
        })
        .refine((v) => !isBreachedPassword(v), { error: BREACHED_PASSWORD })
        .optional(),
    ),
  genre: z.enum(GENRES, { error: 'Please select a genre.' }),
  gender: z.enum(GENDERS, { error: 'Please select M or F for Sex.' }),
  about: z
    .string()
    .trim()
    .max(2000, { error: 'About must be at most 2000 characters.' })
    .optional()
    .transform((v) => v ?? ''),
});

const fileParams = Type.Object({ id: Type.String(), which: Type.String() });
const MEMBER_KINDS: MemberKind[] = ['writers', 'consultants'];
const FILE_LABEL = { credentials: 'Credentials', experience: 'Experience' } as const;

type Uploads = Partial<Record<'credentials' | 'experience', NewUpload>>;

/** The multipart form's text fields and its files (each checked by its first bytes). */
async function readMemberForm(request: FastifyRequest, uploadMaxBytes: number) {
  if (!request.isMultipart())
    throw new HttpError(415, 'Please send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const uploads: Uploads = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const which = part.fieldname;
      if (which !== 'credentials' && which !== 'experience') {
        await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, `Unexpected file field "${which}".`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue; // An empty file input sends an empty part.
      const type = sniffType(bytes);
      if (!type) throw new HttpError(415, fileTypeMessage(FILE_LABEL[which]));
      uploads[which] = {
        fileName: safeFileName(part.filename || which, type),
        contentType: type,
        bytes,
      };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, fileSizeMessage(uploadMaxBytes));
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'The form has too many parts.');
    throw new HttpError(400, 'The form could not be read. Please try again.');
  }
  return { fields, uploads };
}

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { profiles, newMembers, hasher, config } = app.admin;
  const actor = (request: FastifyRequest) => request.admin!;

  for (const kind of MEMBER_KINDS) {
    app.get(
      `/admin/${kind}/:id/files/:which`,
      { schema: { params: fileParams, response: answers({ 200: FileBody }) } },
      async (request, reply) => {
        const params = request.params;
        const id = idParam(params.id);
        if (params.which !== 'credentials' && params.which !== 'experience')
          throw new HttpError(404, 'Not found.');
        let file: Awaited<ReturnType<typeof profiles.memberFile>>;
        try {
          file = await profiles.memberFile(actor(request), kind, id, params.which);
        } catch (error) {
          if (!(error instanceof FileStorageError)) throw error;
          request.log.error({ err: error }, 'File storage failed on a download');
          return reply.status(503).send({
            error:
              'The file could not be fetched: the file storage is not reachable. Please try again later.',
          });
        }
        if (!file) throw new HttpError(404, 'No file was uploaded here.');
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes);
      },
    );

    app.post(
      `/admin/${kind}`,
      { schema: { response: answers({ 201: Type.Object({ person: MemberRecordSchema }) }) } },
      async (request, reply) => {
        const { fields, uploads } = await readMemberForm(request, config.uploadMaxBytes);
        const parsed = parseBody(newMemberFields, fields);
        if (!parsed.ok) throw new HttpError(400, parsed.error);
        const passwordHash = parsed.data.password ? await hasher.hash(parsed.data.password) : null;
        let result: Awaited<ReturnType<typeof newMembers.createMember>>;
        try {
          result = await newMembers.createMember(actor(request), kind, {
            name: parsed.data.name,
            email: parsed.data.email,
            passwordHash,
            genre: parsed.data.genre,
            gender: parsed.data.gender,
            about: parsed.data.about,
            credentials: uploads.credentials ?? null,
            experience: uploads.experience ?? null,
          });
        } catch (error) {
          if (!(error instanceof FileStorageError)) throw error;
          request.log.error({ err: error }, 'File storage failed on an upload');
          return reply.status(503).send({
            error: `The ${kind === 'writers' ? 'writer' : 'consultant'} was not saved: the file storage is not reachable. Please try again later.`,
          });
        }
        if (!result.ok) throw new HttpError(409, result.message ?? 'Could not create.');
        // The person sets their own password from the invitation (src/contributors). Should
        // the mail not be queued, the profile's Resend invitation sends it.
        await app.contributors.invitations
          .invite(actor(request), ROLE_OF[kind], result.record._id, 'added')
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'The studio invitation was not queued'),
          );
        return reply.status(201).send({ person: result.record });
      },
    );
  }
};
