/** Request bodies of the content routes, with the messages people see (validated at the edge). */
import { z } from 'zod';
import { GENRES } from '@thrive/admin-contract';
import {
  ANSWER_MAX,
  CONTENT_WARNING_MAX,
  PRIVATE_KEY_PATTERN,
  QUESTION_MAX,
  REASON_MAX,
  STORY_BODY_MAX,
  STORY_TITLE_MAX,
} from '@thrive/reader-contract/content';
import { atMostCharacters, charactersRefused, FIELD } from '../core/validation/validation.ts';

export const WRITE_QUESTION = 'Please write your question.';
export const CHOOSE_ANONYMITY = 'Please choose whether to ask anonymously.';
/** For the site's developers (the site always sends an object): English. */
export const FIELDS_NOT_OBJECT = 'Please send the fields as a JSON object.';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (label: string, missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: atMostCharacters(label, max) })
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { error: charactersRefused(label) });

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: FIELDS_NOT_OBJECT });

export const PRIVATE_LINK_NOT_FOUND =
  'We could not find a question for this link. Please check that you copied all of it.';

export const privateQuestionBody = object({
  key: z.string({ error: PRIVATE_LINK_NOT_FOUND }).regex(PRIVATE_KEY_PATTERN, {
    error: PRIVATE_LINK_NOT_FOUND,
  }),
});

export const askBody = object({
  text: text(FIELD.question, WRITE_QUESTION, QUESTION_MAX),
  anonymous: z.boolean({ error: CHOOSE_ANONYMITY }),
});

const storyFields = {
  title: text('Title', 'Please enter a title.', STORY_TITLE_MAX),
  body: text('Story', 'Please write the story.', STORY_BODY_MAX),
  genre: z.enum(GENRES, { error: 'Please select a genre.' }),
  contentWarnings: z
    .array(text('A content warning', 'A content warning cannot be empty.', CONTENT_WARNING_MAX), {
      error: 'Content warnings must be a list.',
    })
    .max(5, { error: 'At most 5 content warnings.' }),
  premium: z.boolean({ error: 'Premium must be true or false.' }),
};

export const newStoryBody = object({
  writerId: z.number({ error: 'Please choose a writer.' }).int().positive(),
  ...storyFields,
  /** false keeps it a draft; true sends it to the queue. */
  submit: z.boolean().optional().default(true),
});

export const storyPatchBody = object({
  title: storyFields.title.optional(),
  body: storyFields.body.optional(),
  genre: storyFields.genre.optional(),
  contentWarnings: storyFields.contentWarnings.optional(),
  premium: storyFields.premium.optional(),
}).refine((p) => Object.values(p).some((v) => v !== undefined), {
  error: 'Nothing to change.',
});

export const rejectBody = object({
  reason: text('The reason', 'Please give a reason: the writer or reader will see it.', REASON_MAX),
});

export const questionPatchBody = object({
  text: text('The question', 'Please write the question.', QUESTION_MAX),
});

export const answerBody = object({
  memberId: z.number({ error: 'Please choose a writer or consultant.' }).int().positive(),
  body: text('The answer', 'Please write the answer.', ANSWER_MAX),
});

export const answerPatchBody = object({
  body: text('The answer', 'Please write the answer.', ANSWER_MAX),
});
