/**
 * The moderator's decision on a writer's story, by e-mail (issue 43): published (with its
 * public link) or not yet (with the moderator's reason and the way back to revise it).
 * Everything typed (the title, the reason) is HTML-escaped in the HTML part.
 */
import type { OutgoingMail } from '../core/mail/mailer.ts';
import { button, escapeHtml, layout, paragraph, signOff } from '../core/mail/templates.ts';

export interface StoryDecisionMail {
  to: string;
  name: string;
  title: string;
  status: 'published' | 'rejected';
  reason: string | null;
  /** The public story page (published) or the story in the studio (rejected). */
  link: string;
}

export function storyDecisionMail(decision: StoryDecisionMail): OutgoingMail {
  const { to, name, title, status, reason, link } = decision;
  if (status === 'published') {
    const subject = `Your story “${title}” is published`;
    const text = `Hi ${name},

Good news: your story “${title}” was approved and is now published on Thrive.

Read it where your readers do: ${link}${signOff}`;
    const html = layout(
      subject,
      [
        paragraph(`Hi ${escapeHtml(name)},`),
        paragraph(
          `Good news: your story “${escapeHtml(title)}” was approved and is now published on Thrive.`,
        ),
        button(link, 'Read your story'),
      ].join('\n'),
    );
    return { to, subject, text, html, kind: 'story-published' };
  }
  const subject = `Your story “${title}” needs changes`;
  const text = `Hi ${name},

A moderator looked at your story “${title}” and did not publish it yet. Their reason:

${reason ?? ''}

You can revise it in the studio and send it for review again: ${link}${signOff}`;
  const html = layout(
    subject,
    [
      paragraph(`Hi ${escapeHtml(name)},`),
      paragraph(
        `A moderator looked at your story “${escapeHtml(title)}” and did not publish it yet. Their reason:`,
      ),
      paragraph(`<em>${escapeHtml(reason ?? '')}</em>`),
      button(link, 'Revise your story'),
    ].join('\n'),
  );
  return { to, subject, text, html, kind: 'story-rejected' };
}
