/**
 * The Privacy Policy (SPEC section 2; consistent with sections 6 and 9). Each text is read from
 * the page's catalog (./locales) when used; English is the spec's copy.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** A paragraph after the list. */
  after?: readonly string[];
}

export const PRIVACY_POLICY = {
  get title() {
    return i18n._('marketing.privacy.title');
  },
  get eyebrow() {
    return i18n._('marketing.privacy.eyebrow');
  },
  get contents() {
    return i18n._('marketing.privacy.contents');
  },
  get heading() {
    return i18n._('marketing.privacy.heading');
  },
  get effectiveLabel() {
    return i18n._('marketing.privacy.effectiveLabel');
  },
  get contactPrompt() {
    return i18n._('marketing.privacy.contactPrompt');
  },
  get contactCta() {
    return i18n._('marketing.privacy.contactCta');
  },
  get controllerLabel() {
    return i18n._('marketing.privacy.controllerLabel');
  },
  get privacyContactLabel() {
    return i18n._('marketing.privacy.privacyContactLabel');
  },
  effectiveDate: '2025-09-20',
  get intro() {
    return [i18n._('marketing.privacy.intro1'), i18n._('marketing.privacy.intro2')];
  },
  sections: [
    {
      id: 'information-we-collect',
      get heading() {
        return i18n._('marketing.privacy.s1.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s1.p1')];
      },
      get list() {
        return [
          i18n._('marketing.privacy.s1.item1'),
          i18n._('marketing.privacy.s1.item2'),
          i18n._('marketing.privacy.s1.item3'),
          i18n._('marketing.privacy.s1.item4'),
          i18n._('marketing.privacy.s1.item5'),
          i18n._('marketing.privacy.s1.item6'),
        ];
      },
    },
    {
      id: 'how-we-use',
      get heading() {
        return i18n._('marketing.privacy.s2.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s2.p1')];
      },
      get list() {
        return [
          i18n._('marketing.privacy.s2.item1'),
          i18n._('marketing.privacy.s2.item2'),
          i18n._('marketing.privacy.s2.item3'),
          i18n._('marketing.privacy.s2.item4'),
          i18n._('marketing.privacy.s2.item5'),
          i18n._('marketing.privacy.s2.item6'),
        ];
      },
      get after() {
        return [i18n._('marketing.privacy.s2.after1')];
      },
    },
    {
      id: 'sharing',
      get heading() {
        return i18n._('marketing.privacy.s3.heading');
      },
      get paragraphs() {
        return [
          i18n._('marketing.privacy.s3.p1'),
          i18n._('marketing.privacy.s3.p2'),
          i18n._('marketing.privacy.s3.p3'),
        ];
      },
    },
    {
      id: 'retention',
      get heading() {
        return i18n._('marketing.privacy.s4.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s4.p1'), i18n._('marketing.privacy.s4.p2')];
      },
    },
    {
      id: 'your-controls',
      get heading() {
        return i18n._('marketing.privacy.s5.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s5.p1')];
      },
      get list() {
        return [
          i18n._('marketing.privacy.s5.item1'),
          i18n._('marketing.privacy.s5.item2'),
          i18n._('marketing.privacy.s5.item3'),
          i18n._('marketing.privacy.s5.item4'),
          i18n._('marketing.privacy.s5.item5'),
        ];
      },
    },
    {
      id: 'children',
      get heading() {
        return i18n._('marketing.privacy.s6.heading');
      },
      get paragraphs() {
        // p2: the age step (issue 45), added to the spec's paragraph.
        return [i18n._('marketing.privacy.s6.p1'), i18n._('marketing.privacy.s6.p2')];
      },
    },
    {
      id: 'security',
      get heading() {
        return i18n._('marketing.privacy.s7.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s7.p1')];
      },
    },
    {
      id: 'third-party-links',
      get heading() {
        return i18n._('marketing.privacy.s8.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s8.p1')];
      },
    },
    {
      id: 'updates',
      get heading() {
        return i18n._('marketing.privacy.s9.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s9.p1')];
      },
    },
    {
      id: 'contact',
      get heading() {
        return i18n._('marketing.privacy.s10.heading');
      },
      get paragraphs() {
        return [i18n._('marketing.privacy.s10.p1')];
      },
    },
  ] satisfies readonly PolicySection[],
};
