/**
 * The reader e-mails in Nigerian Pidgin (issue 26): the same e-mails as templates.ts, with the
 * same subjects' shape (the code first), links and kinds, written with the words of
 * docs/i18n/glossary-pcm.md (plain, warm, never mocking; BBC News Pidgin spelling).
 *
 * Review: not yet reviewed by a native speaker (written by the team, 2026-11-27). The reviewer
 * of the glossary should read these too.
 *
 * Links go to the Pidgin pages: the caller gives a MailContext whose siteUrl ends in `/pcm`
 * (mailContextIn) and links built under it.
 */
import type { OutgoingMail } from './mailer.ts';
import {
  BRAND,
  BRAND_SOFT,
  button,
  escapeHtml,
  formatDate,
  layout,
  listUnsubscribeHeaders,
  MUTED,
  paragraph,
  type ListName,
  type MailContext,
} from './templates.ts';

const LANG = 'pcm';
const signOff = '\n\nWith love,\nDi Thrive team';
const muted = (html: string) => paragraph(`<span style="color:${MUTED}">${html}</span>`);
const codeBox = (code: string) =>
  `<p style="margin:0 0 16px;padding:16px;border-radius:12px;background:${BRAND_SOFT};text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND}">${code}</p>`;

export function verificationCodeMail(to: string, code: string, ctx: MailContext): OutgoingMail {
  const title = 'Confirm your e-mail address';
  const text = `Your Thrive code na: ${code}

How far,

Put dis code for di confirm screen make you finish to open your account. E go work for 10 minutes, and you fit use am only one time.

Welcome to Thrive: na community wey young people dey share true stories about mental health (how your mind dey) and how dem dey take care of demself, and dem dey find people wey understand. We happy well-well say you dey here.

You no sign up? Maybe person type your address by mistake. No worry, you fit leave dis e-mail: nothing go happen if nobody put di code.

You need help? Reach us for ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph('How far,'),
      paragraph('Dis na your code:'),
      codeBox(code),
      paragraph(
        'Put am for di confirm screen make you finish to open your account. Di code go work for 10 minutes, and you fit use am only one time.',
      ),
      paragraph(
        'Welcome to Thrive: na community wey young people dey share true stories about mental health (how your mind dey) and how dem dey take care of demself, and dem dey find people wey understand. We happy well-well say you dey here.',
      ),
      muted(
        'You no sign up? Maybe person type your address by mistake. No worry, you fit leave dis e-mail: nothing go happen if nobody put di code.',
      ),
    ].join('\n'),
    LANG,
  );
  return { to, subject: `${code} na your Thrive code`, text, html, kind: 'verify' };
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'You don already get Thrive account';
  const loginUrl = `${ctx.siteUrl}/login`;
  const text = `How far ${firstName},

Person, we hope na you, just try open Thrive account with dis e-mail address. Good news: you don already get one, so nothing new dey to set up.

Log in here: ${loginUrl}

If no be you, you fit leave dis e-mail. Your account dey safe and nothing change.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`How far ${escapeHtml(firstName)},`),
      paragraph(
        'Person, we hope na you, just try open Thrive account with dis e-mail address. Good news: you don already get one, so nothing new dey to set up.',
      ),
      button(loginUrl, 'Log in to Thrive'),
      muted('If no be you, you fit leave dis e-mail. Your account dey safe and nothing change.'),
    ].join('\n'),
    LANG,
  );
  return { to, subject: title, text, html, kind: 'already-registered' };
}

export function contactAcknowledgementMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'We don get your message';
  const text = `Hello,

Thank you say you reach out to Thrive. Real person for our team go read your message and reply you for dis address, normally inside two working days.

You no write us? Maybe person type your address by mistake; you fit leave dis e-mail.

If you dey for serious wahala or you dey think to hurt yourself, abeg no wait for our reply: call your local emergency number or helpline wey dey near you now-now.

More ways to get help: ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'Thank you say you reach out to Thrive. Real person for our team go read your message and reply you for dis address, normally inside two working days.',
      ),
      muted(
        'You no write us? Maybe person type your address by mistake; you fit leave dis e-mail.',
      ),
      paragraph(
        '<strong>If you dey for serious wahala</strong> or you dey think to hurt yourself, abeg no wait for our reply: call your local emergency number or helpline wey dey near you now-now.',
      ),
      button(`${ctx.siteUrl}/help`, 'More ways to get help'),
    ].join('\n'),
    LANG,
  );
  return { to, subject: title, text, html, kind: 'contact-received' };
}

const LIST_COPY: Record<
  ListName,
  { name: string; confirmSubject: string; confirmWhat: string; welcomeSubject: string }
> = {
  newsletter: {
    name: 'di Thrive newsletter',
    confirmSubject: 'Abeg confirm your Thrive newsletter',
    confirmWhat:
      'Person (we hope na you) ask make we dey send di Thrive newsletter to dis address: new stories from our community, small-small tips to take care of your mind, and news about di app.',
    welcomeSubject: 'Welcome to di Thrive newsletter',
  },
  'app-updates': {
    name: 'di Thrive app notice',
    confirmSubject: 'Abeg confirm: tell me when di Thrive app comot',
    confirmWhat:
      'Person (we hope na you) ask make we e-mail dis address one time when di Thrive app don ready for Android and iPhone.',
    welcomeSubject: 'You dey di list for di Thrive app',
  },
};

export function subscriptionConfirmMail(
  to: string,
  list: ListName,
  confirmUrl: string,
): OutgoingMail {
  const copy = LIST_COPY[list];
  const title = 'Confirm say na you';
  const text = `Hello,

${copy.confirmWhat}

To confirm, open dis link (e go work for 7 days):
${confirmUrl}

You no ask for dis? Leave dis e-mail: if you no confirm, we no go write you again.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(escapeHtml(copy.confirmWhat)),
      button(confirmUrl, 'Confirm am'),
      muted(
        'Di link go work for 7 days. You no ask for dis? Leave dis e-mail: if you no confirm, we no go write you again.',
      ),
    ].join('\n'),
    LANG,
  );
  return { to, subject: copy.confirmSubject, text, html, kind: `${list}-confirm` };
}

export function subscriptionWelcomeMail(
  to: string,
  list: ListName,
  links: { unsubscribePage: string; oneClick: string },
  ctx: MailContext,
): OutgoingMail {
  const copy = LIST_COPY[list];
  const isNewsletter = list === 'newsletter';
  const title = isNewsletter ? 'You don enter di list' : 'We go tell you when di app comot';
  const body = isNewsletter
    ? 'Thank you say you confirm di Thrive newsletter. From time to time we go share new stories from our community, small-small tips to take care of your mind, and news about di app. No spam at all.'
    : 'Thank you say you confirm. We go send you only one e-mail when di Thrive app don ready for Android and iPhone, nothing else.';
  const text = `Hello,

${body}

Come visit us anytime: ${ctx.siteUrl}

You don change your mind? Comot with one click: ${links.unsubscribePage}${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(body),
      button(ctx.siteUrl, 'Visit Thrive'),
      muted(
        `You don change your mind? <a href="${escapeHtml(links.unsubscribePage)}" style="color:${BRAND}">Comot from ${escapeHtml(copy.name)}</a>.`,
      ),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: copy.welcomeSubject,
    text,
    html,
    kind: `${list}-welcome`,
    headers: listUnsubscribeHeaders(links.oneClick),
  };
}

export function deletionConfirmMail(to: string, confirmUrl: string): OutgoingMail {
  const title = 'Confirm say make we delete your account';
  const text = `Hello,

Person ask us make we delete di Thrive account of dis e-mail address, with everything wey join am. We go do am only if di owner of dis inbox confirm.

To confirm di delete, open dis link (e go work for 24 hours):
${confirmUrl}

When you confirm, we go delete your account and your data 7 days after; before then, you fit still cancel am.

You no ask for dis? Leave dis e-mail: nothing go delete, and di request go expire after 24 hours.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'Person ask us make we delete di Thrive account of dis e-mail address, with everything wey join am. We go do am only if di owner of dis inbox confirm.',
      ),
      button(confirmUrl, 'Confirm make we delete am'),
      paragraph(
        'Di link go work for 24 hours. When you confirm, we go delete your account and your data 7 days after; before then, you fit still cancel am.',
      ),
      muted(
        'You no ask for dis? Leave dis e-mail: nothing go delete, and di request go expire after 24 hours.',
      ),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: 'Confirm say make we delete your Thrive account',
    text,
    html,
    kind: 'deletion-confirm',
  };
}

export function deletionScheduledMail(to: string, dueBy: Date, cancelUrl: string): OutgoingMail {
  const due = formatDate(dueBy);
  const title = 'We go delete your account';
  const text = `Hello,

You don confirm your request: we go delete your Thrive account and di data wey join am on ${due}.

Wetin we go delete: your profile and account data, wetin you post and your files, your history and settings, and di metadata and logs wey follow dem. Dis one no get reverse. Anything wey law or fraud prevention say make we keep, we go keep am only until dat time finish.

You don change your mind? Cancel di delete before ${due} with dis link:
${cancelUrl}

Thank you say you be part of Thrive. Anywhere your journey carry you go, we wish you well.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        `You don confirm your request: we go delete your Thrive account and di data wey join am on <strong>${escapeHtml(due)}</strong>.`,
      ),
      paragraph(
        'Wetin we go delete: your profile and account data, wetin you post and your files, your history and settings, and di metadata and logs wey follow dem. Dis one no get reverse. Anything wey law or fraud prevention say make we keep, we go keep am only until dat time finish.',
      ),
      paragraph(`You don change your mind? Cancel di delete before ${escapeHtml(due)}:`),
      button(cancelUrl, 'Cancel di delete'),
      paragraph(
        'Thank you say you be part of Thrive. Anywhere your journey carry you go, we wish you well.',
      ),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: `We go delete your Thrive account on ${due}`,
    text,
    html,
    kind: 'deletion-scheduled',
  };
}

export function deletionCancelledMail(to: string, ctx: MailContext): OutgoingMail {
  const title = 'We don cancel di delete';
  const text = `Hello,

We don cancel di delete of your Thrive account. Your account and your data still dey as dem dey.

We happy say you dey stay: ${ctx.siteUrl}${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(
        'We don cancel di delete of your Thrive account. Your account and your data still dey as dem dey.',
      ),
      button(ctx.siteUrl, 'Visit Thrive'),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: 'We don cancel di delete of your Thrive account',
    text,
    html,
    kind: 'deletion-cancelled',
  };
}

export function deletionCompletedMail(to: string): OutgoingMail {
  const title = 'We don delete your account';
  const body =
    'As you ask, we don delete your Thrive account and di data wey join dis e-mail address: your profile and account data, your sign-in sessions and codes, your subscriptions and di messages wey you send us through our forms. Na only wetin law say make we keep we keep, and only until dat time finish.';
  const text = `Hello,

${body}

Our door dey open anytime you wan come back.${signOff}`;
  const html = layout(
    title,
    [
      paragraph('Hello,'),
      paragraph(body),
      paragraph('Our door dey open anytime you wan come back.'),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: 'We don delete your Thrive account',
    text,
    html,
    kind: 'deletion-completed',
  };
}

export function passwordResetCodeMail(
  to: string,
  firstName: string,
  code: string,
  ctx: MailContext,
): OutgoingMail {
  const title = 'Change your password';
  const text = `Your Thrive password reset code na: ${code}

How far ${firstName},

Person, we hope na you, ask to reset di password of your Thrive account. Put dis code for di reset screen and choose new password. E go work for 10 minutes, and you fit use am only one time.

You no ask for dis? You fit leave dis e-mail: your password go remain di same if nobody put di code.

You need help? Reach us for ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`How far ${escapeHtml(firstName)},`),
      paragraph(
        'Person, we hope na you, ask to reset di password of your Thrive account. Dis na your code:',
      ),
      codeBox(code),
      paragraph(
        'Put am for di reset screen and choose new password. Di code go work for 10 minutes, and you fit use am only one time.',
      ),
      muted(
        'You no ask for dis? You fit leave dis e-mail: your password go remain di same if nobody put di code.',
      ),
    ].join('\n'),
    LANG,
  );
  return {
    to,
    subject: `${code} na your Thrive password reset code`,
    text,
    html,
    kind: 'password-reset',
  };
}

export function passwordChangedMail(to: string, firstName: string, ctx: MailContext): OutgoingMail {
  const title = 'Your password don change';
  const resetUrl = `${ctx.siteUrl}/reset`;
  const text = `How far ${firstName},

Di password of your Thrive account just change, and we don log out every device wey dey inside am.

If na you, nothing else dey to do: log in with your new password.

If no be you, reset your password now for ${resetUrl} and tell us for ${ctx.siteUrl}/help.${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`How far ${escapeHtml(firstName)},`),
      paragraph(
        'Di password of your Thrive account just change, and we don log out every device wey dey inside am.',
      ),
      paragraph('If na you, nothing else dey to do: log in with your new password.'),
      paragraph('If no be you, reset your password now and tell us.'),
      button(resetUrl, 'Reset my password'),
    ].join('\n'),
    LANG,
  );
  return { to, subject: 'Your Thrive password don change', text, html, kind: 'password-changed' };
}

/** After the sign-up code: di account don ready, wetin to do first (templates.ts welcomeMail). */
export function welcomeMail(to: string, firstName: string, ctx: MailContext): OutgoingMail {
  const title = `Welcome to Thrive, ${firstName}`;
  const storiesUrl = `${ctx.siteUrl}/stories`;
  const askUrl = `${ctx.siteUrl}/ask`;
  const text = `How far ${firstName},

Your Thrive account don ready. You don join community wey young people dey share true stories about mental health (how your mind dey) and how dem dey take care of demself.

Read stories from people wey don pass through am: ${storiesUrl}

Ask question, open or without your name: ${askUrl}

If you ever feel say you dey for danger, abeg no wait: di helplines for every page of Thrive free, and person go listen to you.

You need help with anything? Reach us for ${ctx.siteUrl}/help${signOff}`;
  const html = layout(
    title,
    [
      paragraph(`How far ${escapeHtml(firstName)},`),
      paragraph(
        'Your Thrive account don ready. You don join community wey young people dey share true stories about mental health (how your mind dey) and how dem dey take care of demself.',
      ),
      button(storiesUrl, 'Read stories'),
      paragraph(
        `Something dey your mind? <a href="${escapeHtml(askUrl)}" style="color:${BRAND}">Ask question</a>, open or without your name.`,
      ),
      muted(
        'If you ever feel say you dey for danger, abeg no wait: di helplines for every page of Thrive free, and person go listen to you.',
      ),
    ].join('\n'),
    LANG,
  );
  return { to, subject: `Welcome to Thrive, ${firstName}`, text, html, kind: 'welcome' };
}
