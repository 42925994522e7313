/**
 * The stories remote's public forms, as the shell's server completes them without JavaScript
 * (scripts/forms; published in prerender/routes.json at build). Signed out (no JavaScript means
 * no stored session) a question is anonymous; the API flags and redacts it like any other.
 * A like, a save, a follow, a comment or a report is a reader's (withSession): sent natively by the early-input script it
 * carries the stored session; with JavaScript off there is none and the API's "please log in"
 * is shown in the form.
 */
import type { FormDescriptor, FormField } from '@thrive/platform';
import { QUESTION_MAX } from '@thrive/reader-contract/content';
import {
  COMMENT_MAX,
  REPORT_DETAILS_MAX,
  FOLLOW_PATHS,
  SAVE_PATHS,
  type CommentTarget,
} from '@thrive/reader-contract/community';
import { ASK } from './ask/askCopy';
import { COMMENTS } from './comments/commentsCopy';
import { COMMON } from './common/copy';
import { FOLLOWS } from './follows/followsCopy';
import { LIKES } from './likes/likesCopy';
import { REPORTS } from './reports/reportsCopy';
import { SAVES } from './saves/savesCopy';
import { STORY_PATHS } from './paths';

/** The item a reader's form names (hidden fields). */
const ITEM: FormField[] = [{ name: 'target' }, { name: 'id' }];

const commentForm = (target: CommentTarget, path: string): FormDescriptor => ({
  id: `comment-${target}`,
  path,
  endpoint: '/comments',
  withSession: true,
  fields: [
    ...ITEM,
    {
      name: 'text',
      rules: [
        { rule: 'required', message: COMMENTS.required },
        {
          rule: 'maxLength',
          max: COMMENT_MAX,
          message: COMMENTS.tooLong(COMMENT_MAX.toLocaleString('en-NG')),
        },
      ],
    },
    { name: 'anonymous', kind: 'checkbox' },
  ],
  success: { message: COMMENTS.sent },
  fallbackError: COMMENTS.failed,
});

/** Following the writer of the story, or of the writer's page (FollowButton.tsx). */
const followForm = (path: string): FormDescriptor => ({
  id: 'follow',
  path,
  endpoint: FOLLOW_PATHS.follows,
  withSession: true,
  // `following` is the wanted end: present ("on") to follow, empty to stop following.
  fields: [{ name: 'role' }, { name: 'username' }, { name: 'following', kind: 'checkbox' }],
  success: { back: true },
  fallbackError: FOLLOWS.failed,
});

/** A report of a story, an answer or a comment on the page (reportsCopy.ts). */
const reportForm = (id: string, path: string): FormDescriptor => ({
  id,
  path,
  endpoint: '/reports',
  withSession: true,
  fields: [
    ...ITEM,
    { name: 'reason', rules: [{ rule: 'required', message: REPORTS.chooseReason }] },
    {
      name: 'details',
      rules: [{ rule: 'maxLength', max: REPORT_DETAILS_MAX, message: REPORTS.failed }],
    },
  ],
  success: { message: REPORTS.sent },
  fallbackError: REPORTS.failed,
});

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
  {
    id: 'like',
    path: STORY_PATHS.story,
    endpoint: '/likes',
    withSession: true,
    // `liked` is the wanted end: present ("on") to like, empty to take the like back.
    fields: [...ITEM, { name: 'liked', kind: 'checkbox' }],
    success: { back: true },
    fallbackError: LIKES.failed,
  },
  {
    // Saved on the reader's account: without JavaScript there is no device list to keep it in
    // (SaveButton.tsx), so a reader with no session is asked to log in, as for a like.
    id: 'save',
    path: STORY_PATHS.story,
    endpoint: SAVE_PATHS.saves,
    withSession: true,
    // `saved` is the wanted end: present ("on") to save, empty to take it off the list.
    fields: [{ name: 'slug' }, { name: 'saved', kind: 'checkbox' }],
    success: { back: true },
    fallbackError: SAVES.failed,
  },
  commentForm('story', STORY_PATHS.story),
  commentForm('answer', STORY_PATHS.ask),
  followForm(STORY_PATHS.story),
  followForm(STORY_PATHS.writer),
  reportForm('report', STORY_PATHS.story),
  reportForm('report-ask', STORY_PATHS.ask),
];
