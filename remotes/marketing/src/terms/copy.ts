/**
 * Terms of Use and Community Guidelines: what joining Thrive means, in plain words for readers
 * from 13 years old. The sign-up page's Terms link opens this page. Each text is read from the
 * page's catalog (./locales) when used; English is the spec's copy.
 */
import { i18n } from '@thrive/i18n';
import type { PolicySection } from '../privacy/copy';
import './catalog';

export const TERMS = {
  get title() {
    return i18n._('marketing.terms.title');
  },
  get eyebrow() {
    return i18n._('marketing.terms.eyebrow');
  },
  get contents() {
    return i18n._('marketing.terms.contents');
  },
  get heading() {
    return i18n._('marketing.terms.heading');
  },
  get updatedLabel() {
    return i18n._('marketing.terms.updatedLabel');
  },
  get agreementLabel() {
    return i18n._('marketing.terms.agreementLabel');
  },
  get contactPrompt() {
    return i18n._('marketing.terms.contactPrompt');
  },
  get contactCta() {
    return i18n._('marketing.terms.contactCta');
  },
  updatedDate: '2026-11-23',
  get intro() {
    return [i18n._('marketing.terms.intro1'), i18n._('marketing.terms.intro2')];
  },
  sections: [
    {
      id: 'who-can-join',
      get heading() {
        return i18n._('marketing.terms.s1.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s1.p1'), i18n._('marketing.terms.s1.p2')];
      },
    },
    {
      id: 'not-an-emergency-service',
      get heading() {
        return i18n._('marketing.terms.s2.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s2.p1')];
      },
    },
    {
      id: 'community-guidelines',
      get heading() {
        return i18n._('marketing.terms.s3.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s3.p1')];
      },
      get list() {
        return [
          i18n._('marketing.terms.s3.item1'),
          i18n._('marketing.terms.s3.item2'),
          i18n._('marketing.terms.s3.item3'),
          i18n._('marketing.terms.s3.item4'),
          i18n._('marketing.terms.s3.item5'),
          i18n._('marketing.terms.s3.item6'),
        ];
      },
      get after() {
        return [i18n._('marketing.terms.s3.after1')];
      },
    },
    {
      id: 'anonymous-posts',
      get heading() {
        return i18n._('marketing.terms.s4.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s4.p1')];
      },
    },
    {
      id: 'writers-and-consultants',
      get heading() {
        return i18n._('marketing.terms.s5.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s5.p1')];
      },
    },
    {
      id: 'premium',
      get heading() {
        return i18n._('marketing.terms.s6.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s6.p1')];
      },
    },
    {
      id: 'your-content',
      get heading() {
        return i18n._('marketing.terms.s7.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s7.p1')];
      },
    },
    {
      id: 'moderation',
      get heading() {
        return i18n._('marketing.terms.s8.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s8.p1')];
      },
    },
    {
      id: 'changes',
      get heading() {
        return i18n._('marketing.terms.s9.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s9.p1')];
      },
    },
    {
      id: 'contact',
      get heading() {
        return i18n._('marketing.terms.s10.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.terms.s10.p1')];
      },
    },
  ] satisfies readonly PolicySection[],
};
