/**
 * The stories remote's public form, as the shell's server completes it without JavaScript
 * (scripts/forms; published in prerender/routes.json at build). Signed out (no JavaScript means
 * no stored session) a question is anonymous; the API flags and redacts it like any other.
 */
import type { FormDescriptor } from '@thrive/platform';
import { QUESTION_MAX } from '@thrive/reader-contract/content';
import { ASK } from './ask/askCopy';
import { COMMON } from './common/copy';
import { STORY_PATHS } from './paths';

export const PUBLIC_FORMS: FormDescriptor[] = [
  {
    id: 'ask',
    path: STORY_PATHS.ask,
    endpoint: '/questions',
    fields: [
      {
        name: 'text',
        rules: [
          { rule: 'required', message: ASK.required },
          { rule: 'maxLength', max: QUESTION_MAX, message: ASK.tooLong },
        ],
      },
      { name: 'anonymous', kind: 'checkbox' },
    ],
    success: { redirect: STORY_PATHS.asked },
    fallbackError: COMMON.askFailed,
  },
];
