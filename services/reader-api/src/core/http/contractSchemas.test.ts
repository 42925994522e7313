/**
 * The wire schemas' lists of values (TypeBox literal unions in the contracts' `schemas/`) are
 * the contracts' constants, value for value and in order: a value added to one is added to the
 * other, or this fails.
 */
import type { TSchema } from '@sinclair/typebox';
import {
  COMMENT_TARGETS,
  FOLLOW_ROLES,
  LIKE_TARGETS,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '@thrive/reader-contract/community';
import { PERSONAL_DETAILS, REVIEW_STATUSES, STORY_STATUSES } from '@thrive/reader-contract/content';
import {
  CommentTargetSchema,
  FlaggedSpanSchema,
  FollowRoleSchema,
  LikeTargetSchema,
  NotificationAudienceSchema,
  NotificationKindSchema,
  ReportReasonSchema,
  ReportStatusSchema,
  ReportTargetSchema,
  ReviewStatusSchema,
} from '@thrive/reader-contract/schemas';
import { AdminStoryRowSchema } from '@thrive/admin-contract/schemas';

const valuesOf = (schema: TSchema): unknown[] =>
  (schema.anyOf as { const: unknown }[]).map((literal) => literal.const);

it.each([
  ['like targets', LikeTargetSchema, LIKE_TARGETS],
  ['comment targets', CommentTargetSchema, COMMENT_TARGETS],
  ['follow roles', FollowRoleSchema, FOLLOW_ROLES],
  ['notification kinds', NotificationKindSchema, NOTIFICATION_KINDS],
  ['notification audiences', NotificationAudienceSchema, NOTIFICATION_AUDIENCES],
  ['report targets', ReportTargetSchema, REPORT_TARGETS],
  ['report reasons', ReportReasonSchema, REPORT_REASONS],
  ['report statuses', ReportStatusSchema, REPORT_STATUSES],
  ['review statuses', ReviewStatusSchema, REVIEW_STATUSES],
  ['story statuses', AdminStoryRowSchema.properties.status, STORY_STATUSES],
  ['personal details', FlaggedSpanSchema.properties.kind, PERSONAL_DETAILS],
] as const)('the schema of %s names the contract’s values', (_name, schema, values) => {
  expect(valuesOf(schema)).toEqual([...values]);
});
