/**
 * The site's navigation and footer links, one list for every public page (marketing, stories,
 * the account pages). Their words are the UI kit's catalog, read at render so each page speaks
 * its locale.
 */

import { i18n } from '@thrive/i18n';
import { paths } from '@thrive/platform';
import '../catalog';

export interface SiteLink {
  to: string;
  label: string;
}

/**
 * The header's and drawer's links: the spec's four (SPEC section 2, Navigation), in its order,
 * then the product itself, Stories and Ask (issue 44).
 */
export const navLinks = (): readonly SiteLink[] => [
  { to: paths.home, label: i18n._('ui.site.nav.home') },
  { to: paths.pricing, label: i18n._('ui.site.nav.pricing') },
  { to: paths.about, label: i18n._('ui.site.nav.about') },
  { to: paths.help, label: i18n._('ui.site.nav.help') },
  { to: paths.stories, label: i18n._('ui.site.nav.stories') },
  { to: paths.ask, label: i18n._('ui.site.nav.ask') },
];

export interface FooterColumn {
  heading: string;
  links: readonly SiteLink[];
}

export const footerColumns = (): readonly FooterColumn[] => [
  { heading: i18n._('ui.site.footer.thrive'), links: navLinks() },
  {
    heading: i18n._('ui.site.footer.explore'),
    links: [
      { to: '/#download', label: i18n._('ui.site.footer.download') },
      { to: '/#faq', label: i18n._('ui.site.footer.faq') },
      { to: paths.signup, label: i18n._('ui.site.footer.signup') },
      { to: paths.privacy, label: i18n._('ui.site.footer.privacy') },
    ],
  },
  {
    heading: i18n._('ui.site.footer.readers'),
    links: [
      { to: paths.signup, label: i18n._('ui.site.footer.getStarted') },
      { to: paths.login, label: i18n._('ui.site.footer.login') },
    ],
  },
  {
    // Writers are recruited and added by the team (SPEC section 1): both entries lead to the
    // page that says how, never to the readers' login (there is no writers' sign-in yet).
    heading: i18n._('ui.site.footer.writers'),
    links: [
      { to: paths.becomeWriter, label: i18n._('ui.site.footer.becomeWriter') },
      { to: paths.writersSignIn, label: i18n._('ui.site.footer.login') },
    ],
  },
];

export const footerLegal = (): readonly SiteLink[] => [
  { to: paths.terms, label: i18n._('ui.site.footer.terms') },
  { to: paths.privacy, label: i18n._('ui.site.footer.privacy') },
  { to: paths.deleteAccount, label: i18n._('ui.site.footer.deleteAccount') },
];

export const brand = () => ({
  name: 'Thrive',
  tagline: i18n._('ui.site.brand.tagline'),
  footerBlurb: i18n._('ui.site.brand.footerBlurb'),
});
