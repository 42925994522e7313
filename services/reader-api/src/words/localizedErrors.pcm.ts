/**
 * The reader API's error texts and success messages in Nigerian Pidgin (`pcm`), read by
 * localizedErrors.ts. Each row names the English by its constant (or, for a text with numbers, a
 * pattern whose groups are them), so the English is stated once, where it is used. Every
 * reader-facing error is listed in readerErrors.ts and every success message in
 * readerMessages.ts, and localizedErrors.test.ts fails when one has no row here.
 *
 * The words follow docs/i18n/glossary-pcm.md and remotes/marketing/src/GLOSSARY.md; where a
 * site catalog already says the same English (auth's, the marketing forms', the ask page's, the
 * UI kit's second-factor step), its Pidgin is used as it is, so the site and the API say one
 * thing one way. Not yet reviewed by a native speaker (written by the team, 2026-11-27; the
 * rows past the sign-up's on 2026-11-28).
 */
import { OTP_DIGITS, PASSWORD_MIN_LENGTH } from '../core/rules.ts';
import { BREACHED_PASSWORD } from '../core/security/breachedPasswords/index.ts';
import { INVALID_CODE, TOO_MANY_CODE_TRIES } from '../readers/shared/messages.ts';
import {
  ACCOUNT_INACTIVE,
  EMAIL_NOT_VERIFIED,
  INVALID_LOGIN,
} from '../readers/login/loginRoutes.ts';
import { NOT_LOGGED_IN } from '../core/guards/readerGuard.ts';
import { SESSION_ALREADY_ENDED } from '../readers/session/sessionRoutes.ts';
import {
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
  WRONG_OLD_PASSWORD,
} from '../readers/password/passwordRoutes.ts';
import { REGISTER_MESSAGE, RESEND_MESSAGE } from '../readers/signUp/signUpRoutes.ts';
import {
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from '../readers/emailChange/emailChangeRoutes.ts';
import { UNKNOWN_LOCALE } from '../core/mail/mailLocale.ts';
import { PROOF_OF_WORK_MESSAGE } from '../core/limits/proofOfWork.ts';
import { IDEMPOTENCY_STILL_RUNNING } from '../core/idempotency/idempotencyHooks.ts';
import {
  CONFIRMED_MESSAGE,
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../subscriptions/subscriptionRoutes.ts';
import {
  ALREADY_DELETED,
  DELETION_CANCELLED_MESSAGE,
  DELETION_CONFIRMED_MESSAGE,
  DELETION_REQUESTED_MESSAGE,
  INVALID_DELETION_CANCEL_LINK,
  INVALID_DELETION_CONFIRM_LINK,
} from '../deletion/deletionRoutes.ts';
import { CONTACT_MESSAGE } from '../forms/formRoutes.ts';
import {
  LOG_IN_FOR_QUESTIONS,
  SESSION_ENDED,
  STORY_NOT_FOUND,
  UNKNOWN_GENRE,
  WRITER_NOT_FOUND,
} from '../content/contentRoutes.ts';
import { CHOOSE_ANONYMITY, WRITE_QUESTION } from '../content/contentBodies.ts';
import { BAD_CURSOR } from '../content/cursor.ts';
import {
  CHOOSE_LIKE_TARGET,
  CHOOSE_LIKED,
  LIKE_NOT_FOUND,
  LOG_IN_TO_LIKE,
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
  WRITE_COMMENT,
} from '../comments/commentWords.ts';
import {
  CHOOSE_FOLLOW_ROLE,
  CHOOSE_FOLLOWING,
  FOLLOW_NOT_FOUND,
  FOLLOWING_TOO_MANY,
  LOG_IN_FOR_FOLLOWS,
  LOG_IN_TO_FOLLOW,
} from '../follows/followWords.ts';
import {
  CHOOSE_SAVED,
  LOG_IN_TO_SAVE,
  NAME_SAVED_STORIES,
  SAVE_NOT_FOUND,
  SAVED_TOO_MANY,
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
  TOTP_NOT_ACCEPTED,
  TOTP_LOCKED,
  CONFIRM_IT_IS_YOU,
  ENTER_PASSWORD_OR_CODE,
  PROOF_NOT_ACCEPTED,
} from '../secondFactor/secondFactorHttp.ts';
import { NO_FACTOR_YET } from '../secondFactor/factorManagementRoutes.ts';
import {
  BAD_REQUEST,
  NOT_FOUND,
  REQUEST_TOO_LARGE,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
} from '../core/errors/clientErrors.ts';
import {
  CHECK_THE_FORM,
  CODE_FORMAT,
  CONFIRM_DELETION,
  CONFIRM_PASSWORD,
  ENTER_CODE,
  ENTER_EMAIL,
  ENTER_FIRST_NAME,
  ENTER_FULL_NAME,
  ENTER_LAST_NAME,
  ENTER_NAME,
  ENTER_NEW_PASSWORD,
  ENTER_OLD_PASSWORD,
  ENTER_PASSWORD,
  FIELD,
  INVALID_EMAIL,
  INVALID_LINK,
  INVALID_PHONE,
  LINK_WITHOUT_TOKEN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  ENTER_BIRTH_YEAR,
  TOO_YOUNG_TO_JOIN,
  WRITE_MESSAGE,
} from '../core/validation/validation.ts';

/** The fields as a Pidgin sentence starts with them (validation.ts FIELD). */
const FIELD_PCM: Record<keyof typeof FIELD, string> = {
  firstName: 'Your first name',
  lastName: 'Your surname',
  name: 'Your name',
  fullName: 'Your full name',
  email: 'Your email address',
  password: 'Password',
  passwordConfirmation: 'Di password wey you write again',
  oldPassword: 'Your old password',
  subject: 'Wetin e concern',
  reason: 'Di reason',
  message: 'Your message',
  question: 'Your question',
  factorName: 'Di name',
};

const pidginField = new Map<string, string>(
  Object.entries(FIELD).map(([key, english]) => [english, FIELD_PCM[key as keyof typeof FIELD]]),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern for a validation message that starts with one of the fields (group 1). */
const aboutField = (rest: string) =>
  new RegExp(`^(${[...pidginField.keys()].map(escape).join('|')}) ${rest}$`);
const field = (english: string) => pidginField.get(english) ?? english;

const count = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;

export type Translation = string | ((...values: string[]) => string);
/** English message (exact, or a pattern whose groups are its values) → the locale's. */
export type MessageTable = [string | RegExp, Translation][];

export const PCM_MESSAGES: MessageTable = [
  // Sign-up, codes and login.
  [
    INVALID_CODE,
    'Dat code no correct or e don expire. Abeg check di newest e-mail wey we send you, or ask for new code.',
  ],
  [TOO_MANY_CODE_TRIES, 'You don try wrong code too many times. Abeg ask for new code.'],
  [INVALID_LOGIN, 'Di e-mail or password no correct.'],
  [
    /^Please wait (\d+) seconds? before asking for another code\.$/,
    (wait) => `Abeg wait ${count(wait, 'second', 'seconds')} before you ask for another code.`,
  ],
  [
    /^You have asked for the most codes we can send to this address today\. Please try again in (\d+) hours?\.$/,
    (wait) =>
      `You don ask for all di codes wey we fit send to dis address today. Abeg try again after ${count(wait, 'hour', 'hours')}.`,
  ],
  [
    /^You have already signed up with this address several times\. Please enter the newest code we e-mailed you, or try again in (\d+) hours?\.$/,
    (wait) =>
      `You don sign up with dis address many times already. Abeg write di newest code wey we e-mail you, or try again after ${count(wait, 'hour', 'hours')}.`,
  ],
  [
    /^Too many sign-in attempts\. Please wait (\d+) minutes? and try again\.$/,
    (wait) =>
      `You don try to log in too many times. Abeg wait ${count(wait, 'minute', 'minutes')} and try again.`,
  ],
  [
    EMAIL_NOT_VERIFIED,
    'Your e-mail address never confirm. We don send you new code: abeg write am to finish your sign-up.',
  ],
  [
    ACCOUNT_INACTIVE,
    'Dis account no dey active again. If you think say na mistake, abeg contact support.',
  ],

  // The account: sessions, password, e-mail address.
  [NOT_LOGGED_IN, 'Abeg log in to continue.'],
  [SESSION_ENDED, 'Your session don end. Abeg log in again.'],
  [SESSION_ALREADY_ENDED, 'Dat session don end already.'],
  [WRONG_PASSWORD, 'Your password no correct.'],
  [WRONG_OLD_PASSWORD, 'Your old password no correct.'],
  [SAME_EMAIL, 'Na dis e-mail address your account dey use already.'],

  // The second factor (the UI kit's catalog says the first three the same way).
  [SIGN_IN_AGAIN, 'Your log in don pass im time. Abeg log in again.'],
  [ENTER_APP_CODE, 'Abeg write di 6-digit code from your authenticator app.'],
  [ENTER_RECOVERY_CODE, 'Abeg write one of your recovery codes.'],
  [PASSKEY_NOT_ACCEPTED, 'Dat passkey no work. Abeg try again, or choose another way to log in.'],
  [
    TOTP_NOT_ACCEPTED,
    'Dat code no correct. Abeg write di 6-digit code wey your authenticator app dey show now.',
  ],
  [
    TOTP_LOCKED,
    'We don lock your authenticator app because person try too many wrong codes. Abeg log in with passkey or recovery code: if you log in like dat, di app go work again.',
  ],
  [RECOVERY_CODE_NOT_ACCEPTED, 'Dat recovery code no correct, or you don use am before.'],
  [PASSKEY_NOT_SET_UP, 'We no fit set up di passkey. Abeg try again.'],
  [PASSKEY_ANSWER_INCOMPLETE, 'Abeg try again: di answer from your passkey no complete.'],
  [NO_PASSKEY, 'Dis account no get passkey. Abeg choose another way.'],
  [NO_FACTOR_YET, 'Add passkey or authenticator app first.'],
  [FACTOR_NOT_FOUND, 'We no see dat second factor.'],
  [
    CONFIRM_IT_IS_YOU,
    'To keep you safe, abeg show say na you: write your password or di code wey your authenticator app dey show now.',
  ],
  [
    ENTER_PASSWORD_OR_CODE,
    'Abeg write your password or di code wey your authenticator app dey show now.',
  ],
  [
    PROOF_NOT_ACCEPTED,
    'E no correct. Abeg write your password or di 6-digit code wey your authenticator app dey show now.',
  ],
  [
    /^Too many tries\. Please wait (\d+) minutes? and try again\.$/,
    (wait) =>
      `You don try too many times. Abeg wait ${count(wait, 'minute', 'minutes')} and try again.`,
  ],

  // The forms' fields (validation.ts).
  [ENTER_FIRST_NAME, 'Abeg write your first name.'],
  [ENTER_LAST_NAME, 'Abeg write your surname.'],
  [ENTER_NAME, 'Abeg write your name.'],
  [ENTER_FULL_NAME, 'Abeg write your full name.'],
  [ENTER_EMAIL, 'Abeg write your email address.'],
  [INVALID_EMAIL, 'Abeg write correct email address.'],
  [ENTER_NEW_PASSWORD, 'Abeg write password.'],
  [CONFIRM_PASSWORD, 'Abeg write your password again to confirm am.'],
  [ENTER_PASSWORD, 'Abeg write your password.'],
  [ENTER_OLD_PASSWORD, 'Abeg write your old password.'],
  [PASSWORDS_DO_NOT_MATCH, 'Di two passwords no be di same'],
  // As auth's catalog says it (auth.password.tooShort).
  [PASSWORD_TOO_SHORT, `Password must get at least ${PASSWORD_MIN_LENGTH} characters.`],
  [ENTER_BIRTH_YEAR, 'Abeg write di year wey dem born you, like 2008.'],
  [
    TOO_YOUNG_TO_JOIN,
    'Thrive na for people wey don reach 13 years and above, so we no fit open account for you now. If you need person to talk to now, call 112 (e free, from any phone) or talk to big person wey you trust.',
  ],
  [
    BREACHED_PASSWORD,
    'Dis password don show for data wey thieves steal before, so na di first one dem go try. Abeg choose another one.',
  ],
  [ENTER_CODE, 'Abeg write di verification code.'],
  [CODE_FORMAT, `Di verification code na di ${OTP_DIGITS} numbers for di e-mail wey we send you.`],
  [INVALID_PHONE, 'Abeg write correct phone number.'],
  [WRITE_MESSAGE, 'Abeg write your message.'],
  [
    CONFIRM_DELETION,
    'Abeg tick di box to confirm say you understand say dis one go delete your account and all di data wey join am, for good.',
  ],
  [CHECK_THE_FORM, 'Abeg check di form and try again.'],
  [aboutField('must be text\\.'), (label) => `${field(label)} suppose be text.`],
  [
    aboutField('must be at most (\\d+) characters\\.'),
    (label, max) => `${field(label)} no fit pass ${max} characters.`,
  ],
  [
    aboutField("contains characters we can't accept\\."),
    (label) => `${field(label)} get some characters wey we no fit accept.`,
  ],
  // As auth's catalog says it (auth.password.tooLong), for new and entered passwords alike.
  [
    /^Password must be at most (\d+) characters long\.$/,
    (max) => `Password no fit pass ${max} characters.`,
  ],

  // Links from our e-mails (newsletter, account deletion).
  [LINK_WITHOUT_TOKEN, 'Di link no complete.'],
  [INVALID_LINK, 'Di link no correct.'],
  [
    INVALID_CONFIRM_LINK,
    'Dis confirmation link no correct or e don expire. Abeg subscribe again to get new one.',
  ],
  [
    INVALID_UNSUBSCRIBE_LINK,
    'Dis unsubscribe link no correct. Abeg use di link wey dey inside one of our e-mails.',
  ],
  [
    INVALID_DELETION_CONFIRM_LINK,
    'Dis confirmation link no correct or e don expire. If you still want make we delete your account, abeg send new request.',
  ],
  [
    INVALID_DELETION_CANCEL_LINK,
    'Dis cancel link no correct. Abeg use di link wey dey inside di e-mail wey we send you.',
  ],
  [ALREADY_DELETED, 'We don already delete dis account; we no fit bring am back again.'],
  [UNKNOWN_LOCALE, 'We no fit write to you for dat language yet.'],

  // Stories and questions.
  [STORY_NOT_FOUND, 'We no fit find dat story.'],
  [WRITER_NOT_FOUND, 'We no fit find dat writer.'],
  [UNKNOWN_GENRE, 'Abeg choose one of di kinds of story wey we get.'],
  [BAD_CURSOR, 'Dat page link no dey work again. Abeg start from di first page.'],
  [WRITE_QUESTION, 'Abeg write your question.'],
  [CHOOSE_ANONYMITY, 'Abeg choose whether you wan ask without your name.'],
  [LOG_IN_FOR_QUESTIONS, 'Abeg log in to see your questions.'],

  // Likes (issue 42).
  [LIKE_NOT_FOUND, 'We no find wetin you like. Dem fit don comot am.'],
  [LOG_IN_TO_LIKE, 'Abeg log in to like stories, answers and comments.'],
  [CHOOSE_LIKE_TARGET, 'Abeg talk whether na story, answer or comment you like.'],
  [CHOOSE_LIKED, 'Abeg talk whether you like am or you wan take your like back.'],
  [
    /^You are liking very fast\. Please wait (\d+) seconds and try again\.$/,
    (wait) =>
      `You dey like things too fast. Abeg wait ${count(wait, 'second', 'seconds')} and try again.`,
  ],

  // The safety plan kept in the account (issue 45).
  [NO_SAFETY_PLAN, 'Your account never keep any safety plan yet.'],
  [
    SEND_SEALED_PLAN,
    'Abeg send your safety plan as e don lock for your device (ciphertext, iv, salt and iterations).',
  ],
  [SAFETY_PLAN_TOO_LARGE, 'Your safety plan too long to keep. Abeg make am short small.'],

  // Comments (issue 42).
  [COMMENT_ON_NOT_FOUND, 'We no find wetin you wan comment on. Dem fit don comot am.'],
  [LOG_IN_TO_COMMENT, 'Abeg log in to comment.'],
  [LOG_IN_FOR_COMMENTS, 'Abeg log in to see your comments.'],
  [WRITE_COMMENT, 'Abeg write your comment.'],
  [CHOOSE_COMMENT_TARGET, 'Abeg talk whether na story or answer you dey comment on.'],
  [CHOOSE_COMMENT_ANONYMITY, 'Abeg choose whether you wan comment without your name.'],
  [
    /^You are commenting very fast\. Please wait (\d+) seconds and try again\.$/,
    (wait) =>
      `You dey comment too fast. Abeg wait ${count(wait, 'second', 'seconds')} and try again.`,
  ],

  // Reports (issue 42).
  [REPORT_NOT_FOUND, 'We no find wetin you wan report. Dem fit don comot am already.'],
  [LOG_IN_TO_REPORT, 'Abeg log in to report.'],
  [LOG_IN_FOR_REPORTS, 'Abeg log in to see your reports.'],
  [CHOOSE_REPORT_TARGET, 'Abeg talk whether na story, answer or comment you dey report.'],
  [CHOOSE_REPORT_REASON, 'Abeg choose why you dey report am.'],
  [
    /^You have sent many reports\. Please wait (\d+) seconds and try again\.$/,
    (wait) =>
      `You don send plenty reports. Abeg wait ${count(wait, 'second', 'seconds')} and try again.`,
  ],

  // Follows (issue 42).
  [FOLLOW_NOT_FOUND, 'We no fit find dat writer or consultant.'],
  [LOG_IN_TO_FOLLOW, 'Abeg log in to follow writers and consultants.'],
  [LOG_IN_FOR_FOLLOWS, 'Abeg log in to see di people wey you dey follow.'],
  [CHOOSE_FOLLOW_ROLE, 'Abeg talk whether na writer or consultant you dey follow.'],
  [CHOOSE_FOLLOWING, 'Abeg talk whether you wan follow or stop to follow.'],
  [
    FOLLOWING_TOO_MANY,
    'You don follow as many writers and consultants as you fit. Abeg stop to follow one first.',
  ],
  [
    /^You are following very fast\. Please wait (\d+) seconds and try again\.$/,
    (wait) =>
      `You dey follow too fast. Abeg wait ${count(wait, 'second', 'seconds')} and try again.`,
  ],

  // Saved stories (issue 42).
  [SAVE_NOT_FOUND, 'We no find dat story. Dem fit don comot am.'],
  [LOG_IN_TO_SAVE, 'Abeg log in to keep your saved stories for your account.'],
  [CHOOSE_SAVED, 'Abeg talk whether you wan save di story or comot am.'],
  [NAME_SAVED_STORIES, 'Abeg send di stories wey you wan save as list.'],
  [SAVED_TOO_MANY, 'You don save as many stories as you fit. Abeg comot one first.'],
  [
    /^You are saving very fast\. Please wait (\d+) seconds and try again\.$/,
    (wait) => `You dey save too fast. Abeg wait ${count(wait, 'second', 'seconds')} and try again.`,
  ],

  // Notifications (issue 42).
  [LOG_IN_FOR_NOTIFICATIONS, 'Abeg log in to see your notifications.'],
  [NAME_NOTIFICATIONS, 'Abeg talk which notifications you don read.'],

  // Web Push (issue 46).
  [LOG_IN_FOR_PUSH, 'Abeg log in to get notifications for dis phone.'],
  [PUSH_SUBSCRIPTION_INVALID, 'We no fit set up notifications for dis phone. Abeg try again.'],
  [CHOOSE_PUSH_KINDS, 'Abeg choose di notifications wey you want.'],

  // Limits, and the framework's own answers.
  [
    /^Too many requests\. Please wait (\d+) seconds and try again\.$/,
    (wait) =>
      `Too many requests dey come. Abeg wait ${count(wait, 'second', 'seconds')} and try again.`,
  ],
  [TOO_MANY_REQUESTS, 'Too many requests dey come. Abeg wait one minute and try again.'],
  [
    /^Too many requests from your network\. Please try again in (\d+) minutes?\.$/,
    (wait) =>
      `Too many requests dey come from your network. Abeg try again after ${count(wait, 'minute', 'minutes')}.`,
  ],
  [
    PROOF_OF_WORK_MESSAGE,
    'Plenty requests dey come from your network now. To continue, your browser go do one short check wey need JavaScript to dey on. Abeg try again with JavaScript on, or try later.',
  ],
  [IDEMPOTENCY_STILL_RUNNING, 'We still dey work on di same request. Abeg try again small time.'],
  [SERVER_ERROR, 'Something no work for our side. Abeg try again small time.'],
  [REQUEST_TOO_LARGE, 'Wetin you send too big. Abeg reduce wetin you type, then try again.'],
  [BAD_REQUEST, 'We no understand dis request. Abeg check am and try again.'],
  [NOT_FOUND, 'We no find am.'],

  // What the routes say when they succeed (readerMessages.ts). The public forms' and the e-mail
  // links' as marketing's form results catalog says them (marketing.formResults.*.message), so
  // a page says the same with or without JavaScript.
  [
    CONTACT_MESSAGE,
    'Thank you say you reach out. We don get your message and we go reply you for e-mail soon.',
  ],
  [
    SUBSCRIBE_MESSAGE.newsletter,
    'E don almost finish! Abeg check your inbox: we don send you link to confirm your subscription.',
  ],
  [
    SUBSCRIBE_MESSAGE['app-updates'],
    'E don almost finish! Abeg check your inbox: we don send you link to confirm say you wan hear when di app come out.',
  ],
  [CONFIRMED_MESSAGE.newsletter, 'Your subscription don confirm. Welcome to di Thrive newsletter!'],
  [
    CONFIRMED_MESSAGE['app-updates'],
    'You don enter di list. We go e-mail you one time when di Thrive app come out.',
  ],
  [
    UNSUBSCRIBED_MESSAGE.newsletter,
    'We don remove you from di list. You no go receive di Thrive newsletter again.',
  ],
  [
    UNSUBSCRIBED_MESSAGE['app-updates'],
    'We don remove you from di list. We no go e-mail you about di app launch.',
  ],
  [
    DELETION_REQUESTED_MESSAGE,
    'Abeg check your inbox. To make sure say na di owner of di account send di request, we don e-mail one confirmation link to dat address: we no go delete anything unless dem confirm am before 24 hours pass.',
  ],
  [
    DELETION_CONFIRMED_MESSAGE,
    'Your request don confirm. We go delete your account and im data in 7 days; we don e-mail you link to cancel am before then.',
  ],
  [
    DELETION_CANCELLED_MESSAGE,
    'Di deletion don cancel. Your account and your data go remain as dem dey.',
  ],
  // Sign-up, password and e-mail address, in the words of auth's catalogs (auth.reset.sentAfter,
  // auth.account.passwordChanged, auth.account.sessions.signedOut).
  [
    REGISTER_MESSAGE,
    'E don almost finish! Abeg check your inbox: we don e-mail you one 6-digit code to confirm your address.',
  ],
  [
    RESEND_MESSAGE,
    'If dis address still dey wait for confirmation, new code dey on di way. Abeg check your inbox.',
  ],
  [
    RESET_REQUESTED,
    'If any account dey use dis address, we don e-mail am one 6-digit code to reset di password. Abeg check your inbox.',
  ],
  [PASSWORD_RESET_DONE, 'We don reset your password. Abeg log in with your new password.'],
  [PASSWORD_CHANGED, 'Your password don change. Abeg log in with your new password.'],
  [
    EMAIL_CHANGE_CODE_SENT,
    'We don e-mail one 6-digit code to your new address. Abeg write am to confirm di change.',
  ],
  [EMAIL_CHANGED, 'Your e-mail address don change. We don log out every other device.'],
];
