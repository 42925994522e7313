/**
 * `@thrive/reader-contract/studioReaders` (issue 43): the types and constants the studio's
 * questions, readers and earnings pages and the story page's read report share with the API.
 * Types only from the schemas, so a remote never bundles TypeBox.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas/studioReaders';

/** A read counts once the reader has stayed this long on the story. */
export const QUALIFIED_READ_SECONDS = 30;
/** The most recent likes and comments the studio's Readers page shows. */
export const READERS_PAGE_SIZE = 20;
/** The longest answer or reply a contributor can send (as a console answer). */
export const REPLY_MAX = 2_000;

export const STUDIO_READERS_PATHS = {
  questions: '/studio/questions',
  answers: (questionId: number) => `/studio/questions/${questionId}/answers`,
  readers: '/studio/readers',
  replies: (commentId: number) => `/studio/readers/comments/${commentId}/replies`,
  earnings: '/studio/earnings',
  readStart: (slug: string) => `/stories/${encodeURIComponent(slug)}/reads/start`,
  read: (slug: string) => `/stories/${encodeURIComponent(slug)}/reads`,
} as const;

export type OwnContribution = Static<typeof schemas.OwnContributionSchema>;
export type WaitingQuestion = Static<typeof schemas.WaitingQuestionSchema>;
export type WaitingQuestions = Static<typeof schemas.WaitingQuestionsSchema>;
export type StudioAnswerCreated = Static<typeof schemas.StudioAnswerCreatedSchema>;
export type WorkRef = Static<typeof schemas.WorkRefSchema>;
export type RecentLike = Static<typeof schemas.RecentLikeSchema>;
export type ReaderComment = Static<typeof schemas.ReaderCommentSchema>;
export type StudioReaders = Static<typeof schemas.StudioReadersSchema>;
export type StudioReplyCreated = Static<typeof schemas.StudioReplyCreatedSchema>;
export type StatementMonth = Static<typeof schemas.StatementMonthSchema>;
export type EarningsStatement = Static<typeof schemas.EarningsStatementSchema>;
export type ReadStart = Static<typeof schemas.ReadStartSchema>;
export type ReadReported = Static<typeof schemas.ReadReportedSchema>;
export type EarningRate = Static<typeof schemas.EarningRateSchema>;

/** Kobo as naira for people: 123456 → '₦1,234.56' (integer arithmetic, no float rounding). */
export function formatNaira(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kobo));
  const naira = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₦${naira}.${String(abs % 100).padStart(2, '0')}`;
}

/** A statement month ('2026-12') as words in the given locale ('December 2026'). */
export function formatStatementMonth(month: string, locale = 'en-GB'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Lagos is UTC+1 all year (West Africa Time): the studio's days are Lagos days. */
const LAGOS_OFFSET_MS = 3_600_000;

/** An instant as its Lagos day in words ('7 December 2026'), the same on every device. */
export function formatLagosDay(iso: string, locale = 'en-GB'): string {
  const date = new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
}
