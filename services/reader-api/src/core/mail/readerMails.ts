/**
 * The e-mails a reader gets, each as plain text and HTML, in the reader's language: the words
 * are the API's catalogs' (`mail.*` in src/locales/<code>.po), the markup and links are here.
 * Each function takes the language's words first; mailLocale.ts `mailsIn` gives them bound.
 */
import type { Words } from '../words/catalogs.ts';
import type { OutgoingMail } from './mailer.ts';
import {
  BRAND,
  button,
  codeBox,
  escapeHtml,
  formatDate,
  layout,
  listUnsubscribeHeaders,
  muted,
  paragraph,
  signOffIn,
  tagged,
  type ListName,
  type MailContext,
} from './templates.ts';

/** The html parts of an e-mail, one per line. */
const lines = (...parts: string[]) => parts.join('\n');
const link = (href: string) => (inner: string) =>
  `<a href="${escapeHtml(href)}" style="color:${BRAND}">${inner}</a>`;
const strong = (inner: string) => `<strong>${inner}</strong>`;

/**
 * The sign-up code. It greets nobody by name: the name was typed by whoever filled in the form,
 * and the address is not verified yet, so a name here would let anyone put their words in
 * mail to any address.
 */
export function verificationCodeMail(
  i18n: Words,
  to: string,
  code: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.verify.title');
  // The code comes first so it is the first 6-digit number in the text.
  const text =
    i18n._('mail.verify.text', { code, helpUrl: `${ctx.siteUrl}/help` }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.hello')),
      paragraph(i18n._('mail.verify.codeIntro')),
      codeBox(code),
      paragraph(i18n._('mail.verify.enterIt')),
      paragraph(i18n._('mail.verify.welcome')),
      muted(i18n._('mail.verify.notYou')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.verify.subject', { code });
  return { to, subject, text, html, kind: 'verify' };
}

export function alreadyRegisteredMail(
  i18n: Words,
  to: string,
  firstName: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.alreadyRegistered.title');
  const loginUrl = `${ctx.siteUrl}/login`;
  const text =
    i18n._('mail.alreadyRegistered.text', { name: firstName, loginUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloName', { name: escapeHtml(firstName) })),
      paragraph(i18n._('mail.alreadyRegistered.tried')),
      button(loginUrl, i18n._('mail.alreadyRegistered.logIn')),
      muted(i18n._('mail.alreadyRegistered.notYou')),
    ),
    i18n.locale,
  );
  return { to, subject: title, text, html, kind: 'already-registered' };
}

/**
 * The acknowledgement to whoever used the contact form. It carries nothing the sender typed
 * (no name, subject or message): the form must not let anyone send our e-mail with their text
 * to an address of their choice.
 */
export function contactAcknowledgementMail(
  i18n: Words,
  to: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.contact.title');
  const helpUrl = `${ctx.siteUrl}/help`;
  const text = i18n._('mail.contact.text', { helpUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(i18n._('mail.contact.thanks')),
      muted(i18n._('mail.contact.notYou')),
      paragraph(tagged(i18n._('mail.contact.crisis'), strong)),
      button(helpUrl, i18n._('mail.contact.moreHelp')),
    ),
    i18n.locale,
  );
  return { to, subject: title, text, html, kind: 'contact-received' };
}

// ---- Double opt-in lists (newsletter, app updates) -------------------------------------

/** A list's words: `mail.list.newsletter.*`, `mail.list.appUpdates.*`. */
const listWords = (i18n: Words, list: ListName, word: string) =>
  i18n._(`mail.list.${list === 'newsletter' ? 'newsletter' : 'appUpdates'}.${word}`);

export function subscriptionConfirmMail(
  i18n: Words,
  to: string,
  list: ListName,
  confirmUrl: string,
): OutgoingMail {
  const title = i18n._('mail.confirm.title');
  const what = listWords(i18n, list, 'confirmWhat');
  const text = i18n._('mail.confirm.text', { what, confirmUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(escapeHtml(what)),
      button(confirmUrl, i18n._('mail.confirm.button')),
      muted(i18n._('mail.confirm.note')),
    ),
    i18n.locale,
  );
  const subject = listWords(i18n, list, 'confirmSubject');
  return { to, subject, text, html, kind: `${list}-confirm` };
}

export function subscriptionWelcomeMail(
  i18n: Words,
  to: string,
  list: ListName,
  links: { unsubscribePage: string; oneClick: string },
  ctx: MailContext,
): OutgoingMail {
  const title = listWords(i18n, list, 'welcomeTitle');
  const body = listWords(i18n, list, 'welcomeBody');
  const text =
    i18n._('mail.listWelcome.text', {
      body: body.replace(/’/g, "'"),
      siteUrl: ctx.siteUrl,
      unsubscribeUrl: links.unsubscribePage,
    }) + signOffIn(i18n.locale);
  const unsubscribe = i18n._('mail.listWelcome.unsubscribe', {
    list: escapeHtml(listWords(i18n, list, 'name')),
  });
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(body),
      button(ctx.siteUrl, i18n._('mail.visitThrive')),
      muted(tagged(unsubscribe, link(links.unsubscribePage))),
    ),
    i18n.locale,
  );
  return {
    to,
    subject: listWords(i18n, list, 'welcomeSubject'),
    text,
    html,
    kind: `${list}-welcome`,
    headers: listUnsubscribeHeaders(links.oneClick),
  };
}

// ---- Account deletion ---------------------------------------------------------------------

/** Sent to the address of a deletion request: nothing happens unless its owner confirms. */
export function deletionConfirmMail(i18n: Words, to: string, confirmUrl: string): OutgoingMail {
  const title = i18n._('mail.deletionConfirm.title');
  const text = i18n._('mail.deletionConfirm.text', { confirmUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(i18n._('mail.deletionConfirm.asked')),
      button(confirmUrl, i18n._('mail.deletionConfirm.button')),
      paragraph(i18n._('mail.deletionConfirm.linkWorks')),
      muted(i18n._('mail.deletionConfirm.notYou')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.deletionConfirm.subject');
  return { to, subject, text, html, kind: 'deletion-confirm' };
}

/** Sent once the owner confirmed: when the deletion happens, and how to cancel it before then. */
export function deletionScheduledMail(
  i18n: Words,
  to: string,
  dueBy: Date,
  cancelUrl: string,
): OutgoingMail {
  const due = formatDate(dueBy);
  const title = i18n._('mail.deletionScheduled.title');
  const text = i18n._('mail.deletionScheduled.text', { due, cancelUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(
        tagged(i18n._('mail.deletionScheduled.confirmed', { due: escapeHtml(due) }), strong),
      ),
      paragraph(i18n._('mail.deletionScheduled.what')),
      paragraph(i18n._('mail.deletionScheduled.changedMind', { due: escapeHtml(due) })),
      button(cancelUrl, i18n._('mail.deletionScheduled.button')),
      paragraph(i18n._('mail.deletionScheduled.thanks')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.deletionScheduled.subject', { due });
  return { to, subject, text, html, kind: 'deletion-scheduled' };
}

export function deletionCancelledMail(i18n: Words, to: string, ctx: MailContext): OutgoingMail {
  const title = i18n._('mail.deletionCancelled.title');
  const text =
    i18n._('mail.deletionCancelled.text', { siteUrl: ctx.siteUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(i18n._('mail.deletionCancelled.done')),
      button(ctx.siteUrl, i18n._('mail.visitThrive')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.deletionCancelled.subject');
  return { to, subject, text, html, kind: 'deletion-cancelled' };
}

/** The final notice, sent when the deletion has been carried out. */
export function deletionCompletedMail(i18n: Words, to: string): OutgoingMail {
  const title = i18n._('mail.deletionCompleted.title');
  const text = i18n._('mail.deletionCompleted.text') + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloAll')),
      paragraph(i18n._('mail.deletionCompleted.done')),
      paragraph(i18n._('mail.deletionCompleted.welcomeBack')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.deletionCompleted.subject');
  return { to, subject, text, html, kind: 'deletion-completed' };
}

// ---- Passwords and the welcome ------------------------------------------------------------

/** The code for a forgotten password (the code is in the subject, as for verification). */
export function passwordResetCodeMail(
  i18n: Words,
  to: string,
  firstName: string,
  code: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.passwordReset.title');
  const helpUrl = `${ctx.siteUrl}/help`;
  const text =
    i18n._('mail.passwordReset.text', { code, name: firstName, helpUrl }) + signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloName', { name: escapeHtml(firstName) })),
      paragraph(i18n._('mail.passwordReset.asked')),
      codeBox(code),
      paragraph(i18n._('mail.passwordReset.enterIt')),
      muted(i18n._('mail.passwordReset.notYou')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.passwordReset.subject', { code });
  return { to, subject, text, html, kind: 'password-reset' };
}

/** Tells the owner their password changed and every device was signed out. */
export function passwordChangedMail(
  i18n: Words,
  to: string,
  firstName: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.passwordChanged.title');
  const resetUrl = `${ctx.siteUrl}/reset`;
  const helpUrl = `${ctx.siteUrl}/help`;
  const text =
    i18n._('mail.passwordChanged.text', { name: firstName, resetUrl, helpUrl }) +
    signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloName', { name: escapeHtml(firstName) })),
      paragraph(i18n._('mail.passwordChanged.changed')),
      paragraph(i18n._('mail.passwordChanged.ifYou')),
      paragraph(i18n._('mail.passwordChanged.ifNotYou')),
      button(resetUrl, i18n._('mail.passwordChanged.button')),
    ),
    i18n.locale,
  );
  const subject = i18n._('mail.passwordChanged.subject');
  return { to, subject, text, html, kind: 'password-changed' };
}

/**
 * After the sign-up code: the account is ready, what to do first. Greets by name: the address
 * is verified now, and the name is the account's own.
 */
export function welcomeMail(
  i18n: Words,
  to: string,
  firstName: string,
  ctx: MailContext,
): OutgoingMail {
  const title = i18n._('mail.welcome.title', { name: firstName });
  const storiesUrl = `${ctx.siteUrl}/stories`;
  const askUrl = `${ctx.siteUrl}/ask`;
  const helpUrl = `${ctx.siteUrl}/help`;
  const text =
    i18n._('mail.welcome.text', { name: firstName, storiesUrl, askUrl, helpUrl }) +
    signOffIn(i18n.locale);
  const html = layout(
    title,
    lines(
      paragraph(i18n._('mail.helloName', { name: escapeHtml(firstName) })),
      paragraph(i18n._('mail.welcome.ready')),
      button(storiesUrl, i18n._('mail.welcome.readStories')),
      paragraph(tagged(i18n._('mail.welcome.ask'), link(askUrl))),
      muted(i18n._('mail.welcome.danger')),
    ),
    i18n.locale,
  );
  return { to, subject: title, text, html, kind: 'welcome' };
}
