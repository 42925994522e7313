/**
 * Every error text a reader-facing route can send (issue 26), named by its constant where it is
 * used; a text with numbers or a field's name is listed as it reads with sample values. Each
 * must be a message of the API's catalogs with a translation in every language (src/locales,
 * `api.*`), and localizedErrors.test.ts fails when one has none. Add a new reader-facing error
 * here, and its English and translations to the catalogs.
 *
 * Not listed: the admin console's texts (it stays English), and ENGLISH_ONLY_ERRORS below.
 */
import {
  ENTERED_PASSWORD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../core/rules.ts';
import { QUESTION_MAX } from '@thrive/reader-contract/content';
import { BREACHED_PASSWORD } from '../core/security/breachedPasswords/index.ts';
import {
  INVALID_CODE,
  signInAttemptsRefused,
  TOO_MANY_CODE_TRIES,
} from '../readers/shared/messages.ts';
import { codeMailRefused, tooManySignUps } from '../readers/signUp/signUpRoutes.ts';
import {
  ACCOUNT_INACTIVE,
  EMAIL_NOT_VERIFIED,
  INVALID_LOGIN,
} from '../readers/login/loginRoutes.ts';
import { NOT_LOGGED_IN } from '../core/guards/readerGuard.ts';
import { SESSION_ALREADY_ENDED } from '../readers/session/sessionRoutes.ts';
import { WRONG_OLD_PASSWORD } from '../readers/password/passwordRoutes.ts';
import { SAME_EMAIL, WRONG_PASSWORD } from '../readers/emailChange/emailChangeRoutes.ts';
import { UNKNOWN_LOCALE } from '../core/mail/mailLocale.ts';
import { PROOF_OF_WORK_MESSAGE } from '../core/limits/proofOfWork.ts';
import { tooManyFromNetwork } from '../core/limits/formMailQuota.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_STILL_RUNNING,
  INVALID_IDEMPOTENCY_KEY,
} from '../core/idempotency/idempotencyHooks.ts';
import {
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
} from '../subscriptions/subscriptionRoutes.ts';
import {
  ALREADY_DELETED,
  INVALID_DELETION_CANCEL_LINK,
  INVALID_DELETION_CONFIRM_LINK,
} from '../deletion/deletionRoutes.ts';
import {
  LOG_IN_FOR_QUESTIONS,
  SESSION_ENDED,
  STORY_NOT_FOUND,
  UNKNOWN_GENRE,
  WRITER_NOT_FOUND,
} from '../content/contentRoutes.ts';
import { CHOOSE_ANONYMITY, FIELDS_NOT_OBJECT, WRITE_QUESTION } from '../content/contentBodies.ts';
import { BAD_CURSOR } from '../content/cursor.ts';
import {
  CHOOSE_LIKE_TARGET,
  CHOOSE_LIKED,
  LIKE_NOT_FOUND,
  LOG_IN_TO_LIKE,
  tooManyLikes,
} from '../likes/likeWords.ts';
import {
  NO_SAFETY_PLAN,
  SAFETY_PLAN_TOO_LARGE,
  SEND_SEALED_PLAN,
} from '../safetyPlans/safetyPlanWords.ts';
import {
  CHOOSE_COMMENT_ANONYMITY,
  CHOOSE_COMMENT_TARGET,
  COMMENT_ON_NOT_FOUND,
  LOG_IN_FOR_COMMENTS,
  LOG_IN_TO_COMMENT,
  tooManyComments,
  WRITE_COMMENT,
} from '../comments/commentWords.ts';
import {
  CHOOSE_FOLLOW_ROLE,
  CHOOSE_FOLLOWING,
  FOLLOW_NOT_FOUND,
  FOLLOWING_TOO_MANY,
  LOG_IN_FOR_FOLLOWS,
  LOG_IN_TO_FOLLOW,
  tooManyFollows,
} from '../follows/followWords.ts';
import {
  CHOOSE_SAVED,
  LOG_IN_TO_SAVE,
  NAME_SAVED_STORIES,
  SAVE_NOT_FOUND,
  SAVED_TOO_MANY,
  tooManySaves,
} from '../saves/saveWords.ts';
import {
  CHOOSE_PUSH_KINDS,
  LOG_IN_FOR_PUSH,
  PUSH_SUBSCRIPTION_INVALID,
} from '../push/pushWords.ts';
import {
  LOG_IN_FOR_NOTIFICATIONS,
  NAME_NOTIFICATIONS,
} from '../notifications/notificationWords.ts';
import {
  CHOOSE_REPORT_REASON,
  CHOOSE_REPORT_TARGET,
  LOG_IN_FOR_REPORTS,
  LOG_IN_TO_REPORT,
  REPORT_NOT_FOUND,
  tooManyReports,
} from '../reports/reportWords.ts';
import {
  ENTER_APP_CODE,
  ENTER_RECOVERY_CODE,
  FACTOR_NOT_FOUND,
  NO_PASSKEY,
  PASSKEY_ANSWER_INCOMPLETE,
  PASSKEY_NOT_ACCEPTED,
  PASSKEY_NOT_SET_UP,
  RECOVERY_CODE_NOT_ACCEPTED,
  SIGN_IN_AGAIN,
  tooManyTries,
  TOTP_NOT_ACCEPTED,
  TOTP_LOCKED,
  CONFIRM_IT_IS_YOU,
  ENTER_PASSWORD_OR_CODE,
  PROOF_NOT_ACCEPTED,
} from '../secondFactor/secondFactorHttp.ts';
import { NO_FACTOR_YET } from '../secondFactor/factorManagementRoutes.ts';
import {
  BAD_REQUEST,
  INVALID_JSON,
  NOT_FOUND,
  NOT_JSON,
  REQUEST_TOO_LARGE,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  tooManyRequests,
  WRONG_CONTENT_LENGTH,
} from '../core/errors/clientErrors.ts';
import {
  atMostCharacters,
  BODY_NOT_OBJECT,
  charactersRefused,
  CHECK_THE_FORM,
  CODE_FORMAT,
  CONFIRM_DELETION,
  CONFIRM_PASSWORD,
  ENTER_CODE,
  ENTER_EMAIL,
  ENTER_FIRST_NAME,
  ENTER_FULL_NAME,
  ENTER_LAST_NAME,
  ENTER_BIRTH_YEAR,
  ENTER_NAME,
  ENTER_NEW_PASSWORD,
  ENTER_OLD_PASSWORD,
  ENTER_PASSWORD,
  FIELD,
  INVALID_EMAIL,
  INVALID_LINK,
  INVALID_PHONE,
  LINK_WITHOUT_TOKEN,
  mustBeText,
  PASSWORD_TOO_SHORT,
  passwordTooLong,
  PASSWORDS_DO_NOT_MATCH,
  TOO_YOUNG_TO_JOIN,
  WRITE_MESSAGE,
} from '../core/validation/validation.ts';

const fields = Object.values(FIELD);

export const READER_ERRORS: readonly string[] = [
  // Sign-up, codes and login.
  INVALID_CODE,
  TOO_MANY_CODE_TRIES,
  INVALID_LOGIN,
  codeMailRefused('cooldown', 1),
  codeMailRefused('cooldown', 60),
  codeMailRefused('daily-cap', 3_600),
  codeMailRefused('daily-cap', 20 * 3_600),
  tooManySignUps(3_600),
  tooManySignUps(5 * 3_600),
  signInAttemptsRefused(1),
  signInAttemptsRefused(15),
  EMAIL_NOT_VERIFIED,
  ACCOUNT_INACTIVE,
  // The account: sessions, password, e-mail address.
  NOT_LOGGED_IN,
  SESSION_ENDED,
  SESSION_ALREADY_ENDED,
  WRONG_PASSWORD,
  WRONG_OLD_PASSWORD,
  SAME_EMAIL,
  // The second factor (the reader's; LAST_FACTOR is the admins' alone).
  SIGN_IN_AGAIN,
  ENTER_APP_CODE,
  ENTER_RECOVERY_CODE,
  PASSKEY_NOT_ACCEPTED,
  TOTP_NOT_ACCEPTED,
  TOTP_LOCKED,
  RECOVERY_CODE_NOT_ACCEPTED,
  PASSKEY_NOT_SET_UP,
  PASSKEY_ANSWER_INCOMPLETE,
  NO_PASSKEY,
  NO_FACTOR_YET,
  FACTOR_NOT_FOUND,
  CONFIRM_IT_IS_YOU,
  ENTER_PASSWORD_OR_CODE,
  PROOF_NOT_ACCEPTED,
  tooManyTries(1),
  tooManyTries(15),
  // The forms' fields.
  ENTER_FIRST_NAME,
  ENTER_LAST_NAME,
  ENTER_NAME,
  ENTER_FULL_NAME,
  ENTER_EMAIL,
  INVALID_EMAIL,
  ENTER_NEW_PASSWORD,
  CONFIRM_PASSWORD,
  ENTER_PASSWORD,
  ENTER_OLD_PASSWORD,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  BREACHED_PASSWORD,
  ENTER_BIRTH_YEAR,
  TOO_YOUNG_TO_JOIN,
  passwordTooLong(PASSWORD_MAX_LENGTH),
  passwordTooLong(ENTERED_PASSWORD_MAX_LENGTH),
  ENTER_CODE,
  CODE_FORMAT,
  INVALID_PHONE,
  WRITE_MESSAGE,
  CONFIRM_DELETION,
  CHECK_THE_FORM,
  ...fields.map(mustBeText),
  ...fields.map(charactersRefused),
  ...fields.map((label) => atMostCharacters(label, 100)),
  atMostCharacters(FIELD.name, NAME_MAX_LENGTH),
  atMostCharacters(FIELD.email, EMAIL_MAX_LENGTH),
  atMostCharacters(FIELD.question, QUESTION_MAX),
  // Links from our e-mails (newsletter, account deletion).
  LINK_WITHOUT_TOKEN,
  INVALID_LINK,
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
  INVALID_DELETION_CONFIRM_LINK,
  INVALID_DELETION_CANCEL_LINK,
  ALREADY_DELETED,
  UNKNOWN_LOCALE,
  // Stories and questions.
  STORY_NOT_FOUND,
  WRITER_NOT_FOUND,
  UNKNOWN_GENRE,
  BAD_CURSOR,
  WRITE_QUESTION,
  // Likes.
  LIKE_NOT_FOUND,
  LOG_IN_TO_LIKE,
  CHOOSE_LIKE_TARGET,
  CHOOSE_LIKED,
  NO_SAFETY_PLAN,
  SEND_SEALED_PLAN,
  SAFETY_PLAN_TOO_LARGE,
  tooManyLikes(1),
  tooManyLikes(59),
  // Comments.
  COMMENT_ON_NOT_FOUND,
  LOG_IN_TO_COMMENT,
  LOG_IN_FOR_COMMENTS,
  WRITE_COMMENT,
  CHOOSE_COMMENT_TARGET,
  CHOOSE_COMMENT_ANONYMITY,
  tooManyComments(1),
  tooManyComments(59),
  // Reports.
  REPORT_NOT_FOUND,
  LOG_IN_TO_REPORT,
  LOG_IN_FOR_REPORTS,
  CHOOSE_REPORT_TARGET,
  CHOOSE_REPORT_REASON,
  tooManyReports(1),
  tooManyReports(3599),
  // Follows.
  FOLLOW_NOT_FOUND,
  LOG_IN_TO_FOLLOW,
  LOG_IN_FOR_FOLLOWS,
  CHOOSE_FOLLOW_ROLE,
  CHOOSE_FOLLOWING,
  FOLLOWING_TOO_MANY,
  tooManyFollows(1),
  tooManyFollows(59),
  // Saved stories.
  SAVE_NOT_FOUND,
  LOG_IN_TO_SAVE,
  CHOOSE_SAVED,
  NAME_SAVED_STORIES,
  SAVED_TOO_MANY,
  tooManySaves(1),
  tooManySaves(59),
  // Notifications.
  LOG_IN_FOR_NOTIFICATIONS,
  NAME_NOTIFICATIONS,
  // Web Push.
  LOG_IN_FOR_PUSH,
  PUSH_SUBSCRIPTION_INVALID,
  CHOOSE_PUSH_KINDS,
  CHOOSE_ANONYMITY,
  LOG_IN_FOR_QUESTIONS,
  // Limits, and the framework's own answers.
  tooManyRequests(1),
  tooManyRequests(42),
  TOO_MANY_REQUESTS,
  tooManyFromNetwork(1),
  tooManyFromNetwork(30),
  PROOF_OF_WORK_MESSAGE,
  IDEMPOTENCY_STILL_RUNNING,
  SERVER_ERROR,
  REQUEST_TOO_LARGE,
  BAD_REQUEST,
  NOT_FOUND,
];

/**
 * Texts a reader-facing route can send that stay English: they are for the site's developers,
 * and the site never causes them (it sends JSON objects of the right length, and a fresh
 * Idempotency-Key of the right form with each submission).
 */
export const ENGLISH_ONLY_ERRORS: readonly string[] = [
  BODY_NOT_OBJECT,
  FIELDS_NOT_OBJECT,
  NOT_JSON,
  INVALID_JSON,
  WRONG_CONTENT_LENGTH,
  INVALID_IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_REUSED,
];

/**
 * Zod's own messages ("Invalid input: expected string, received undefined"): only the inner
 * fields of a passkey answer lack one of ours, and the browser makes that answer (a malformed
 * one is a client's bug, refused as a whole with PASSKEY_ANSWER_INCOMPLETE when not an object).
 */
const ZOD_DEFAULT = /^Invalid input\b/;

/** True for a text that stays English for every reader (see ENGLISH_ONLY_ERRORS). */
export const isEnglishOnly = (message: string) =>
  ENGLISH_ONLY_ERRORS.includes(message) || ZOD_DEFAULT.test(message);
