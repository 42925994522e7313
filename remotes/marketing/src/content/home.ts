/**
 * Copy for the home page's sections, kept out of the markup. Each text is read from the
 * catalog (./locales) when used, so the page speaks its locale; English is the spec's copy.
 */
import { i18n } from '@thrive/i18n';
import { ANONYMITY } from '../layout/anonymity';
import './catalog';

/**
 * The hero's rotating word and its typing speeds (SPEC sections 2 and 9). The words are the
 * site's own terms and stay as they are in every locale (see ../GLOSSARY.md).
 */
export const TYPING = {
  words: ['story', 'answer', 'consult'],
  /** Milliseconds per typed character. */
  typeSpeed: 200,
  /** Milliseconds per deleted character. */
  backSpeed: 70,
  loop: true,
} as const;

export const HERO = {
  get imageAlt() {
    return i18n._('marketing.hero.imageAlt');
  },
  get eyebrow() {
    return i18n._('marketing.hero.eyebrow');
  },
  /** Rendered as: before + rotating word + after. */
  get headingBefore() {
    return i18n._('marketing.hero.headingBefore');
  },
  get headingAfter() {
    return i18n._('marketing.hero.headingAfter');
  },
  get lead() {
    return i18n._('marketing.hero.lead');
  },
  get cta() {
    return i18n._('marketing.hero.cta');
  },
  get secondaryCta() {
    return i18n._('marketing.hero.secondaryCta');
  },
};

export const DOWNLOAD = {
  get heading() {
    return i18n._('marketing.download.heading');
  },
  get body() {
    return i18n._('marketing.download.body');
  },
  get cta() {
    return i18n._('marketing.download.cta');
  },
};

export interface Pillar {
  id: 'start' | 'soar' | 'thrive';
  title: string;
  heading: string;
  body: string;
  points: readonly string[];
}

export const PILLARS: readonly Pillar[] = [
  {
    id: 'start',
    get title() {
      return i18n._('marketing.pillars.start.title');
    },
    get heading() {
      return i18n._('marketing.pillars.start.heading');
    },
    get body() {
      return i18n._('marketing.pillars.start.body');
    },
    get points() {
      return [
        i18n._('marketing.pillars.start.point1'),
        i18n._('marketing.pillars.start.point2'),
        i18n._('marketing.pillars.start.point3'),
      ];
    },
  },
  {
    id: 'soar',
    get title() {
      return i18n._('marketing.pillars.soar.title');
    },
    get heading() {
      return i18n._('marketing.pillars.soar.heading');
    },
    get body() {
      return i18n._('marketing.pillars.soar.body', { free: ANONYMITY.free });
    },
    get points() {
      return [
        i18n._('marketing.pillars.soar.point1'),
        i18n._('marketing.pillars.soar.point2'),
        i18n._('marketing.pillars.soar.point3'),
      ];
    },
  },
  {
    id: 'thrive',
    get title() {
      return i18n._('marketing.pillars.thrive.title');
    },
    get heading() {
      return i18n._('marketing.pillars.thrive.heading');
    },
    get body() {
      return i18n._('marketing.pillars.thrive.body');
    },
    get points() {
      return [
        i18n._('marketing.pillars.thrive.point1'),
        i18n._('marketing.pillars.thrive.point2'),
        i18n._('marketing.pillars.thrive.point3'),
      ];
    },
  },
];

export const HOW_IT_WORKS = {
  /** Said under the video while the data saver holds it back. */
  get videoHeld() {
    return i18n._('marketing.howItWorks.videoHeld');
  },
  get videoLabel() {
    return i18n._('marketing.howItWorks.videoLabel');
  },
  get heading() {
    return i18n._('marketing.howItWorks.heading');
  },
  get lead() {
    return i18n._('marketing.howItWorks.lead');
  },
  /** Under the clip: what it shows, in words a reader uses (not its format or length). */
  get caption() {
    return i18n._('marketing.howItWorks.caption');
  },
  get steps() {
    return [
      {
        title: i18n._('marketing.howItWorks.step1.title'),
        body: i18n._('marketing.howItWorks.step1.body'),
      },
      {
        title: i18n._('marketing.howItWorks.step2.title'),
        body: i18n._('marketing.howItWorks.step2.body'),
      },
      {
        title: i18n._('marketing.howItWorks.step3.title'),
        body: i18n._('marketing.howItWorks.step3.body'),
      },
      {
        title: i18n._('marketing.howItWorks.step4.title'),
        body: i18n._('marketing.howItWorks.step4.body'),
      },
    ];
  },
};

export const WRITERS_SECTION = {
  get cardsLabel() {
    return i18n._('marketing.writers.cardsLabel');
  },
  get heading() {
    return i18n._('marketing.writers.heading');
  },
  get lead() {
    return i18n._('marketing.writers.lead');
  },
  get cardCta() {
    return i18n._('marketing.writers.cardCta');
  },
};

export const BECOME_WRITER = {
  get heading() {
    return i18n._('marketing.becomeWriter.heading');
  },
  get body() {
    return i18n._('marketing.becomeWriter.body');
  },
  get cta() {
    return i18n._('marketing.becomeWriter.cta');
  },
  /** Writers are recruited by our team, so the call to action opens a pre-filled contact form. */
  get contactSubject() {
    return i18n._('marketing.becomeWriter.contactSubject');
  },
  get imageAlt() {
    return i18n._('marketing.becomeWriter.imageAlt');
  },
};

export const PREMIUM_SECTION = {
  get eyebrow() {
    return i18n._('marketing.premium.eyebrow');
  },
  get heading() {
    return i18n._('marketing.premium.heading');
  },
  get lead() {
    return i18n._('marketing.premium.lead');
  },
  /** Around the plan's price ('Only 1,000 naira per month. Cancel any time.'). */
  get priceBefore() {
    return i18n._('marketing.premium.priceBefore');
  },
  get priceAfter() {
    return i18n._('marketing.premium.priceAfter');
  },
  /** What stays free, with the anonymity sentence and the number of Premium's extras. */
  note: (free: string, count: number) => i18n._('marketing.premium.note', { free, count }),
};

export const FAQ_SECTION = {
  get heading() {
    return i18n._('marketing.faq.heading');
  },
  get lead() {
    return i18n._('marketing.faq.lead');
  },
};

export const TESTIMONIALS_SECTION = {
  /** The two rows, as their regions are named. */
  rowLabel: (row: 'first' | 'second') =>
    row === 'first'
      ? i18n._('marketing.testimonials.firstRow')
      : i18n._('marketing.testimonials.secondRow'),
  get heading() {
    return i18n._('marketing.testimonials.heading');
  },
  get lead() {
    return i18n._('marketing.testimonials.lead');
  },
};

/** The START, SOAR and THRIVE illustrations' descriptions. */
export const PILLAR_ART_ALT = {
  get start() {
    return i18n._('marketing.pillars.start.imageAlt');
  },
  get soar() {
    return i18n._('marketing.pillars.soar.imageAlt');
  },
  get thrive() {
    return i18n._('marketing.pillars.thrive.imageAlt');
  },
};

/** The typing word's pause button names it so. */
export const TYPING_PAUSE_WHAT = () => i18n._('marketing.typing.pauseWhat');
