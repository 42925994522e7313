/**
 * The marketing remote's pages (SPEC section 2, "Public host routes"): App.tsx renders a route
 * for each, and the build prerenders each (@thrive/composition), so the shell's server sends
 * every page as complete HTML. Each description is the page's meta description and link
 * preview, in the page's catalog: it is read once the page has rendered (the prerender reads
 * it then), so no page's first load holds another page's words. NOT_FOUND_PATH is the page of
 * every path the site does not have (HTTP 404).
 */
import { i18n } from '@thrive/i18n';
import { lazyPage as page, NOT_FOUND_PATH, type PageRoute } from '@thrive/composition';
import { paths } from '@thrive/platform';
import { HELP_SUBJECT } from './help/helpSubject';
import { EMAIL_LINK_TOKEN } from './emailLinks/emailLinkToken';
import { FORM_RESULT_PAGES, type FormResultName } from './formResults/pages';

// Each page is its own chunk: the home page never downloads the privacy policy.
const Home = page(() => import('./home/HomePage'));
const About = page(() => import('./about/AboutPage'));
const Pricing = page(() => import('./pricing/PricingPage'));
const Help = page(() => import('./help/HelpPage'));
const Privacy = page(() => import('./privacy/PrivacyPage'));
const DeleteAccount = page(() => import('./deleteAccount/DeleteAccountPage'));
const Terms = page(() => import('./terms/TermsPage'));
const BecomeWriter = page(() => import('./becomeWriter/BecomeWriterPage'));
const NotFound = page(() => import('./notFound/NotFoundPage'));
// One tap from the crisis help (issue 45); the shell's service worker keeps both for offline.
const Grounding = page(() => import('./calm/GroundingPage'));
const SafetyPlan = page(() => import('./calm/SafetyPlanPage'));
// The pages e-mail links open share one small chunk.
const emailLinks = () => import('./emailLinks/EmailLinkPages');
const SubscriptionConfirm = page(() =>
  emailLinks().then((m) => ({ default: m.SubscriptionConfirmPage })),
);
const Unsubscribe = page(() => emailLinks().then((m) => ({ default: m.UnsubscribePage })));
const DeletionConfirm = page(() => emailLinks().then((m) => ({ default: m.DeletionConfirmPage })));
const DeletionCancel = page(() => emailLinks().then((m) => ({ default: m.DeletionCancelPage })));
// Where the public forms land when sent without JavaScript (publicForms.ts): one small chunk.
const formResult = (name: FormResultName) =>
  page(() =>
    import('./formResults/FormResultPage').then((m) => ({ default: m.RESULT_PAGES[name] })),
  );

export const ROUTES: PageRoute[] = [
  {
    path: paths.home,
    Page: Home,
    get description() {
      return i18n._('marketing.home.description');
    },
  },
  {
    path: paths.about,
    Page: About,
    get description() {
      return i18n._('marketing.about.description');
    },
  },
  {
    path: paths.pricing,
    Page: Pricing,
    get description() {
      return i18n._('marketing.pricing.description');
    },
  },
  {
    path: paths.help,
    Page: Help,
    get description() {
      return i18n._('marketing.help.description');
    },
    query: HELP_SUBJECT,
  },
  {
    path: paths.privacy,
    Page: Privacy,
    get description() {
      return i18n._('marketing.privacy.description');
    },
  },
  {
    path: paths.terms,
    Page: Terms,
    get description() {
      return i18n._('marketing.terms.description');
    },
  },
  {
    path: paths.becomeWriter,
    Page: BecomeWriter,
    get description() {
      return i18n._('marketing.becomeWriter.page.description');
    },
  },
  {
    path: paths.grounding,
    Page: Grounding,
    get description() {
      return i18n._('marketing.calm.grounding.description');
    },
  },
  {
    path: paths.safetyPlan,
    Page: SafetyPlan,
    get description() {
      return i18n._('marketing.calm.plan.description');
    },
  },
  {
    path: paths.deleteAccount,
    Page: DeleteAccount,
    get description() {
      return i18n._('marketing.deletion.description');
    },
  },
  {
    path: '/delete-account/confirm',
    Page: DeletionConfirm,
    get description() {
      return i18n._('marketing.emailLinks.description.deletionConfirm');
    },
    query: EMAIL_LINK_TOKEN,
  },
  {
    path: '/delete-account/cancel',
    Page: DeletionCancel,
    get description() {
      return i18n._('marketing.emailLinks.description.deletionCancel');
    },
    query: EMAIL_LINK_TOKEN,
  },
  {
    path: '/newsletter/confirm',
    Page: SubscriptionConfirm,
    get description() {
      return i18n._('marketing.emailLinks.description.subscriptionConfirm');
    },
    query: EMAIL_LINK_TOKEN,
  },
  {
    path: '/newsletter/unsubscribe',
    Page: Unsubscribe,
    get description() {
      return i18n._('marketing.emailLinks.description.unsubscribe');
    },
    query: EMAIL_LINK_TOKEN,
  },
  ...(Object.keys(FORM_RESULT_PAGES) as FormResultName[]).map((name) => ({
    path: FORM_RESULT_PAGES[name].path,
    get description() {
      return FORM_RESULT_PAGES[name].description;
    },
    Page: formResult(name),
  })),
  {
    path: NOT_FOUND_PATH,
    Page: NotFound,
    get description() {
      return i18n._('marketing.notFound.description');
    },
  },
];
