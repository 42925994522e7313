/**
 * Copy for the About page. Each text is read from the page's catalog (./locales) when used,
 * so the page speaks its locale; English is the spec's copy.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const ABOUT = {
  intro: {
    get eyebrow() {
      return i18n._('marketing.about.intro.eyebrow');
    },
    get heading() {
      return i18n._('marketing.about.intro.heading');
    },
    get body() {
      return i18n._('marketing.about.intro.body');
    },
  },
  story: {
    get heading() {
      return i18n._('marketing.about.story.heading');
    },
    get paragraphs() {
      return [
        i18n._('marketing.about.story.p1'),
        i18n._('marketing.about.story.p2'),
        i18n._('marketing.about.story.p3'),
      ];
    },
    get stats() {
      return [
        {
          value: i18n._('marketing.about.story.stat1.value'),
          label: i18n._('marketing.about.story.stat1.label'),
        },
        {
          value: i18n._('marketing.about.story.stat2.value'),
          label: i18n._('marketing.about.story.stat2.label'),
        },
        {
          value: i18n._('marketing.about.story.stat3.value'),
          label: i18n._('marketing.about.story.stat3.label'),
        },
      ];
    },
  },
  mission: {
    get heading() {
      return i18n._('marketing.about.mission.heading');
    },
    get body() {
      return i18n._('marketing.about.mission.body');
    },
    get points() {
      return [
        i18n._('marketing.about.mission.point1'),
        i18n._('marketing.about.mission.point2'),
        i18n._('marketing.about.mission.point3'),
      ];
    },
    get imageAlt() {
      return i18n._('marketing.about.mission.imageAlt');
    },
    /** The rotating faces, as their pause button names them. */
    get pauseWhat() {
      return i18n._('marketing.about.mission.pauseWhat');
    },
  },
  team: {
    get heading() {
      return i18n._('marketing.about.team.heading');
    },
    get lead() {
      return i18n._('marketing.about.team.lead');
    },
    get rowLabel() {
      return i18n._('marketing.about.team.rowLabel');
    },
    profileLink: (name: string) => i18n._('marketing.about.team.profileLink', { name }),
  },
  /** The brand's three steps: never translated (../GLOSSARY.md). */
  banner: ['START', 'SOAR', 'THRIVE'],
  get bannerLabel() {
    return i18n._('marketing.about.banner.label');
  },
  get bannerPauseWhat() {
    return i18n._('marketing.about.banner.pauseWhat');
  },
  /** Seconds per leftward cycle of the banner (SPEC section 9). */
  bannerCycleSeconds: 30,
};

/** The page's title (the tab, and the link preview's). */
export const aboutTitle = () => i18n._('marketing.about.title');
