import { i18n } from '@thrive/i18n';
import ceoPhoto from '../assets/team/chief-executive.svg';
import techPhoto from '../assets/team/head-of-technology.svg';
import engineerPhoto from '../assets/team/senior-engineer.svg';
import peoplePhoto from '../assets/team/head-of-people.svg';
import './catalog';

/** A card in About's 'About the Team' row (SPEC section 3). */
export interface TeamMember {
  name: string;
  role: string;
  /** An illustrated portrait (SVG, 240 × 240). */
  photo: string;
  photoAlt: string;
  /**
   * Professional-network profile, opened in a new tab; null until the company sets the
   * address that person confirmed (a guessed address could be a stranger's profile).
   */
  profileUrl: string | null;
}

// The team's own names and profile addresses are supplied by the company; these are the
// published sample entries until the team page is signed off. No profile link is shown
// until its address is set here.
export const TEAM: readonly TeamMember[] = [
  {
    name: 'Adaora Eze',
    get role() {
      return i18n._('marketing.about.team.role.ceo');
    },
    photo: ceoPhoto,
    get photoAlt() {
      return i18n._('marketing.about.team.photoAlt', { name: 'Adaora Eze' });
    },
    profileUrl: null,
  },
  {
    name: 'Babatunde Lawal',
    get role() {
      return i18n._('marketing.about.team.role.technology');
    },
    photo: techPhoto,
    get photoAlt() {
      return i18n._('marketing.about.team.photoAlt', { name: 'Babatunde Lawal' });
    },
    profileUrl: null,
  },
  {
    name: 'Nkechi Umeh',
    get role() {
      return i18n._('marketing.about.team.role.engineer');
    },
    photo: engineerPhoto,
    get photoAlt() {
      return i18n._('marketing.about.team.photoAlt', { name: 'Nkechi Umeh' });
    },
    profileUrl: null,
  },
  {
    name: 'Yusuf Danjuma',
    get role() {
      return i18n._('marketing.about.team.role.people');
    },
    photo: peoplePhoto,
    get photoAlt() {
      return i18n._('marketing.about.team.photoAlt', { name: 'Yusuf Danjuma' });
    },
    profileUrl: null,
  },
];
