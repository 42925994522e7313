/**
 * The studio remote's pages (issue 43): App.tsx renders a route for each. `signedIn` pages are
 * inside the studio's layout and need a signed-in writer or consultant (layout/StudioGate.tsx:
 * signed out, the same address shows the sign-in form). The studio is not prerendered (the
 * platform table's `prerender: false`): every page depends on who is signed in.
 * Each feature adds its page here (its folder: stories/, write/, questions/, readers/, earnings/, security/).
 */
import { lazyPage as page, type PageRoute } from '@thrive/composition';
import { INVITATION, PAGES, SIGN_IN } from './copy';
import { STUDIO_PATHS } from './paths';

const MyStories = page(() => import('./stories/MyStoriesPage'));
const Write = page(() => import('./write/WritePage'));
const Questions = page(() => import('./questions/QuestionsPage'));
const Readers = page(() => import('./readers/ReadersPage'));
const Earnings = page(() => import('./earnings/EarningsPage'));
const Security = page(() => import('./security/SecurityPage'));
const Invitation = page(() => import('./invitation/InvitationPage'));

export interface StudioRoute extends PageRoute {
  /** Inside the studio layout, for a signed-in contributor only. */
  signedIn: boolean;
}

export const ROUTES: StudioRoute[] = [
  {
    path: STUDIO_PATHS.stories,
    Page: MyStories,
    signedIn: true,
    get description() {
      return SIGN_IN.description;
    },
  },
  {
    // A new story at /studio/write; a draft the server has at /studio/write/<id> (one page,
    // so a new draft's first save moves its address without remounting the editor).
    path: `${STUDIO_PATHS.write}/:id?`,
    Page: Write,
    signedIn: true,
    get description() {
      return PAGES.write.description;
    },
  },
  {
    path: STUDIO_PATHS.questions,
    Page: Questions,
    signedIn: true,
    get description() {
      return PAGES.questions.description;
    },
  },
  {
    path: STUDIO_PATHS.readers,
    Page: Readers,
    signedIn: true,
    get description() {
      return PAGES.readers.description;
    },
  },
  {
    path: STUDIO_PATHS.earnings,
    Page: Earnings,
    signedIn: true,
    get description() {
      return PAGES.earnings.description;
    },
  },
  {
    path: STUDIO_PATHS.security,
    Page: Security,
    signedIn: true,
    get description() {
      return PAGES.security.description;
    },
  },
  {
    path: STUDIO_PATHS.invitation,
    Page: Invitation,
    signedIn: false,
    get description() {
      return INVITATION.description;
    },
  },
];
