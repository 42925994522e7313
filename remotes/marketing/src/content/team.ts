import ceoPhoto from '../assets/team/chief-executive.svg';
import techPhoto from '../assets/team/head-of-technology.svg';
import engineerPhoto from '../assets/team/senior-engineer.svg';
import peoplePhoto from '../assets/team/head-of-people.svg';

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
    role: 'Chief Executive Officer',
    photo: ceoPhoto,
    photoAlt: 'Illustrated portrait of Adaora Eze',
    profileUrl: null,
  },
  {
    name: 'Babatunde Lawal',
    role: 'Head of Technology',
    photo: techPhoto,
    photoAlt: 'Illustrated portrait of Babatunde Lawal',
    profileUrl: null,
  },
  {
    name: 'Nkechi Umeh',
    role: 'Senior Software Engineer',
    photo: engineerPhoto,
    photoAlt: 'Illustrated portrait of Nkechi Umeh',
    profileUrl: null,
  },
  {
    name: 'Yusuf Danjuma',
    role: 'Head of People and Community',
    photo: peoplePhoto,
    photoAlt: 'Illustrated portrait of Yusuf Danjuma',
    profileUrl: null,
  },
];
