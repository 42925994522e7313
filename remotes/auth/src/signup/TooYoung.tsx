import { useEffect, useRef } from 'react';
import { i18n } from '@thrive/i18n';
import { paths } from '@thrive/platform';
import form from '../frame/Form.module.css';

/**
 * The age step's kind refusal (issue 45): a reader under 13 this year is told why, where help
 * is now, and what they can still use without an account. Focused when it appears, so a screen
 * reader hears it at once.
 */
export function TooYoung() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={form.notice} aria-labelledby="too-young-heading">
      <h2 id="too-young-heading" ref={heading} tabIndex={-1} className={form.noticeHeading}>
        {i18n._('auth.signup.tooYoung.heading')}
      </h2>
      <p>{i18n._('auth.signup.tooYoung.text')}</p>
      <ul className={form.noticeLinks}>
        <li>
          <a href="tel:112">{i18n._('auth.signup.tooYoung.call')}</a>
        </li>
        <li>
          <a href={paths.grounding}>{i18n._('auth.signup.tooYoung.grounding')}</a>
        </li>
        <li>
          <a href={paths.stories}>{i18n._('auth.signup.tooYoung.stories')}</a>
        </li>
      </ul>
    </section>
  );
}
