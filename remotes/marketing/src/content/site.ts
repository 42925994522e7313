/** Site-wide navigation and footer links. */

import { paths } from '@thrive/platform';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's and drawer's four links (SPEC section 2, Navigation). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
];

export interface FooterColumn {
  heading: string;
  links: readonly NavLinkItem[];
}

const helpWith = (subject: string) => `/help?subject=${encodeURIComponent(subject)}`;

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Thrive',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/help', label: 'Help' },
    ],
  },
  {
    heading: 'Explore',
    links: [
      { to: '/#download', label: 'Download the app' },
      { to: '/#faq', label: 'FAQ' },
      { to: paths.signup, label: 'Sign up' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
  {
    heading: 'Readers',
    links: [
      { to: paths.signup, label: 'Get started' },
      { to: paths.login, label: 'login' },
    ],
  },
  {
    // Writers are recruited by the team (no self-service sign-up: 'Become a writer' opens the
    // contact form with that subject); a writer signs in like every member, on the login page.
    heading: 'Writers',
    links: [
      { to: helpWith('Becoming a writer'), label: 'Become a writer' },
      { to: paths.login, label: 'login' },
    ],
  },
];

export const FOOTER_LEGAL = [
  { to: '/terms', label: 'Terms of Use' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/delete-account', label: 'Delete your account' },
] as const;

export const BRAND = {
  name: 'Thrive',
  tagline: 'Start, Soar, Thrive.',
  footerBlurb: 'A mental health and wellness stories community for young people across Africa.',
} as const;
