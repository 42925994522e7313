/**
 * The marketing remote's pages (SPEC section 2, "Public host routes"): App.tsx renders a route
 * for each, and the build prerenders each (@thrive/composition), so the shell's server sends
 * every page as complete HTML. Each description is the page's meta description and link
 * preview. NOT_FOUND_PATH is the page of every path the site does not have (HTTP 404).
 */
import { lazy, type ComponentType } from 'react';
import { catalogsLoaded } from '@thrive/i18n';
import { NOT_FOUND_PATH, type PageRoute } from '@thrive/composition';
import { paths } from '@thrive/platform';
import { HELP_SUBJECT } from './help/helpSubject';
import { EMAIL_LINK_TOKEN } from './emailLinks/emailLinkToken';
import { FORM_RESULT_PAGES, type FormResultName } from './formResults/pages';

/**
 * A page's chunk, rendered once the catalogs it registered (its copy's) speak the page's
 * locale: a Pidgin page never shows English first.
 */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() =>
    load().then(async (module) => {
      await catalogsLoaded();
      return module;
    }),
  );

// Each page is its own chunk: the home page never downloads the privacy policy.
const Home = page(() => import('./home/HomePage'));
const About = page(() => import('./about/AboutPage'));
const Pricing = page(() => import('./pricing/PricingPage'));
const Help = page(() => import('./help/HelpPage'));
const Privacy = page(() => import('./privacy/PrivacyPage'));
const DeleteAccount = page(() => import('./deleteAccount/DeleteAccountPage'));
const Terms = page(() => import('./terms/TermsPage'));
const NotFound = page(() => import('./notFound/NotFoundPage'));
// The pages e-mail links open share one small chunk.
const emailLinks = () => import('./emailLinks/EmailLinkPages');
const SubscriptionConfirm = lazy(() =>
  emailLinks().then((m) => ({ default: m.SubscriptionConfirmPage })),
);
const Unsubscribe = lazy(() => emailLinks().then((m) => ({ default: m.UnsubscribePage })));
const DeletionConfirm = lazy(() => emailLinks().then((m) => ({ default: m.DeletionConfirmPage })));
const DeletionCancel = lazy(() => emailLinks().then((m) => ({ default: m.DeletionCancelPage })));
// Where the public forms land when sent without JavaScript (publicForms.ts): one small chunk.
const formResult = (name: FormResultName) =>
  lazy(() =>
    import('./formResults/FormResultPage').then((m) => ({ default: m.RESULT_PAGES[name] })),
  );

export const ROUTES: PageRoute[] = [
  {
    path: paths.home,
    Page: Home,
    description:
      'Real, unfiltered stories, honest answers and professional support for young people across Africa. Start, Soar, Thrive.',
  },
  {
    path: paths.about,
    Page: About,
    description:
      'Why we started Thrive, our mission for young people across Africa and the people building it.',
  },
  {
    path: paths.pricing,
    Page: Pricing,
    description:
      'Thrive is free to read, ask and share. See what Thrive Premium adds and what it costs.',
  },
  {
    path: paths.help,
    Page: Help,
    description:
      'Questions about Thrive, your account, writing for us or a partnership? Send us a message.',
    query: HELP_SUBJECT,
  },
  {
    path: paths.privacy,
    Page: Privacy,
    description:
      'How Thrive collects, uses and protects your information, and the choices you have.',
  },
  {
    path: paths.terms,
    Page: Terms,
    description:
      'The terms of using Thrive: your account, what you share and how we look after it.',
  },
  {
    path: paths.deleteAccount,
    Page: DeleteAccount,
    description: 'Ask us to delete your Thrive account and the data that goes with it.',
  },
  {
    path: '/delete-account/confirm',
    Page: DeletionConfirm,
    description: 'Confirm the deletion of your Thrive account.',
    query: EMAIL_LINK_TOKEN,
  },
  {
    path: '/delete-account/cancel',
    Page: DeletionCancel,
    description: 'Cancel the deletion of your Thrive account.',
    query: EMAIL_LINK_TOKEN,
  },
  {
    path: '/newsletter/confirm',
    Page: SubscriptionConfirm,
    description: 'Confirm your subscription to Thrive news.',
    query: EMAIL_LINK_TOKEN,
  },
  {
    path: '/newsletter/unsubscribe',
    Page: Unsubscribe,
    description: 'Stop receiving e-mails from Thrive.',
    query: EMAIL_LINK_TOKEN,
  },
  ...(Object.keys(FORM_RESULT_PAGES) as FormResultName[]).map((name) => ({
    ...FORM_RESULT_PAGES[name],
    Page: formResult(name),
  })),
  {
    path: NOT_FOUND_PATH,
    Page: NotFound,
    description: 'This page does not exist on Thrive.',
  },
];
