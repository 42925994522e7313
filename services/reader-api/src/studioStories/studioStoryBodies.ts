/**
 * Request bodies of /studio/stories, validated at the edge. A draft may be incomplete (the
 * writer saves as they type); what a story needs before review is checked on submit.
 */
import { z } from 'zod';
import { GENRES } from '@thrive/admin-contract';
import {
  CONTENT_WARNING_MAX,
  STORY_BODY_MAX,
  STORY_TITLE_MAX,
} from '@thrive/reader-contract/content';
import { atMostCharacters, charactersRefused } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const draftText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, { error: atMostCharacters(label, max) })
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { error: charactersRefused(label) });

export const draftFields = z.object(
  {
    title: draftText('The title', STORY_TITLE_MAX),
    body: draftText('The story', STORY_BODY_MAX),
    genre: z.union([z.literal(''), z.enum(GENRES)], { error: 'Please select a genre.' }),
    content_warnings: z
      .array(
        draftText('A content warning', CONTENT_WARNING_MAX)
          .transform((v) => v.trim())
          .refine((v) => v !== '', { error: 'A content warning cannot be empty.' }),
        { error: 'Content warnings must be a list.' },
      )
      .max(5, { error: 'At most 5 content warnings.' }),
    premium: z.boolean({ error: 'Premium must be true or false.' }),
  },
  { error: FIELDS_NOT_OBJECT },
);

export const newDraftBody = draftFields;

export const REVISION_MISSING = 'Please say which revision this save is based on.';

export const saveDraftBody = draftFields.extend({
  base_revision: z.number({ error: REVISION_MISSING }).int().positive({ error: REVISION_MISSING }),
});

export const submitBody = z.object(
  { revision: z.number({ error: REVISION_MISSING }).int().positive() },
  {
    error: FIELDS_NOT_OBJECT,
  },
);

export type DraftFields = z.output<typeof draftFields>;
