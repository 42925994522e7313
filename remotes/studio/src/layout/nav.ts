/** The studio's sections, in the order the navigation lists them. */
import { NAV } from '../copy';
import { STUDIO_PATHS } from '../paths';

export interface StudioNavItem {
  to: string;
  /** Read when rendered, in the page's locale. */
  label: () => string;
  /** Active only on this exact path (My stories is the studio's root). */
  end?: boolean;
}

export const STUDIO_NAV: StudioNavItem[] = [
  { to: STUDIO_PATHS.stories, label: () => NAV.stories, end: true },
  { to: STUDIO_PATHS.write, label: () => NAV.write },
  { to: STUDIO_PATHS.questions, label: () => NAV.questions },
  { to: STUDIO_PATHS.readers, label: () => NAV.readers },
  { to: STUDIO_PATHS.earnings, label: () => NAV.earnings },
  { to: STUDIO_PATHS.security, label: () => NAV.security },
];
