/**
 * Site-wide navigation and footer links. Their words are the layout's catalog
 * (layout/locales/<locale>.po), read at render so each page speaks its locale.
 */

import { i18n } from '@thrive/i18n';
import { paths } from '@thrive/platform';
import './catalog';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's and drawer's four links (SPEC section 2, Navigation). */
export const navLinks = (): readonly NavLinkItem[] => [
  { to: '/', label: i18n._('marketing.nav.home') },
  { to: '/pricing', label: i18n._('marketing.nav.pricing') },
  { to: '/about', label: i18n._('marketing.nav.about') },
  { to: '/help', label: i18n._('marketing.nav.help') },
];

export interface FooterColumn {
  heading: string;
  links: readonly NavLinkItem[];
}

// The subject is the contact form's option value, not shown text: it stays as the form knows it.
const helpWith = (subject: string) => `/help?subject=${encodeURIComponent(subject)}`;

export const footerColumns = (): readonly FooterColumn[] => [
  {
    heading: i18n._('marketing.footer.thrive'),
    links: [
      { to: '/', label: i18n._('marketing.nav.home') },
      { to: '/about', label: i18n._('marketing.nav.about') },
      { to: '/pricing', label: i18n._('marketing.nav.pricing') },
      { to: '/help', label: i18n._('marketing.nav.help') },
    ],
  },
  {
    heading: i18n._('marketing.footer.explore'),
    links: [
      { to: '/#download', label: i18n._('marketing.footer.download') },
      { to: '/#faq', label: i18n._('marketing.footer.faq') },
      { to: paths.signup, label: i18n._('marketing.footer.signup') },
      { to: '/privacy', label: i18n._('marketing.footer.privacy') },
    ],
  },
  {
    heading: i18n._('marketing.footer.readers'),
    links: [
      { to: paths.signup, label: i18n._('marketing.footer.getStarted') },
      { to: paths.login, label: i18n._('marketing.footer.login') },
    ],
  },
  {
    // Writers are recruited by the team (no self-service sign-up: 'Become a writer' opens the
    // contact form with that subject); a writer signs in like every member, on the login page.
    heading: i18n._('marketing.footer.writers'),
    links: [
      { to: helpWith('Becoming a writer'), label: i18n._('marketing.footer.becomeWriter') },
      { to: paths.login, label: i18n._('marketing.footer.login') },
    ],
  },
];

export const footerLegal = (): readonly NavLinkItem[] => [
  { to: '/terms', label: i18n._('marketing.footer.terms') },
  { to: '/privacy', label: i18n._('marketing.footer.privacy') },
  { to: '/delete-account', label: i18n._('marketing.footer.deleteAccount') },
];

export const brand = () => ({
  name: 'Thrive',
  tagline: i18n._('marketing.brand.tagline'),
  footerBlurb: i18n._('marketing.brand.footerBlurb'),
});
