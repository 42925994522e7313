/**
 * The stories remote's pages (issue 24): App.tsx renders a route for each, and the build
 * prerenders each (@thrive/composition). A path with a `:parameter` is prerendered once as the
 * page's frame, which the shell's server sends for every path it matches; the page loads its
 * content from the reader API once hydrated. Each description (the meta description and link
 * preview) is in the page's catalog and read once the page has rendered (the prerender reads
 * it then), so no page's first load holds another page's words.
 */
import { i18n } from '@thrive/i18n';
import { lazyPage as page, type PageRoute } from '@thrive/composition';
import { STORY_PATHS } from './paths';

const Stories = page(() => import('./list/StoriesPage'));
const Story = page(() => import('./story/StoryPage'));
const Writer = page(() => import('./writer/WriterPage'));
const Ask = page(() => import('./ask/AskPage'));
const AskSent = page(() => import('./ask/AskSentPage'));
const PrivateQuestion = page(() => import('./ask/PrivateQuestionPage'));
const Following = page(() => import('./follows/FollowingPage'));
const Saved = page(() => import('./saves/SavedPage'));
const Inbox = page(() => import('./inbox/InboxPage'));

export const ROUTES: PageRoute[] = [
  {
    path: STORY_PATHS.stories,
    Page: Stories,
    get description() {
      return i18n._('stories.list.description');
    },
  },
  {
    path: STORY_PATHS.story,
    Page: Story,
    get description() {
      return i18n._('stories.story.description');
    },
  },
  {
    path: STORY_PATHS.writer,
    Page: Writer,
    get description() {
      return i18n._('stories.writer.description');
    },
  },
  {
    path: STORY_PATHS.ask,
    Page: Ask,
    get description() {
      return i18n._('stories.ask.description');
    },
  },
  {
    path: STORY_PATHS.asked,
    Page: AskSent,
    get description() {
      return i18n._('stories.ask.sentDescription');
    },
  },
  {
    path: STORY_PATHS.yours,
    Page: PrivateQuestion,
    get description() {
      return i18n._('stories.ask.private.description');
    },
  },
  {
    path: STORY_PATHS.following,
    Page: Following,
    get description() {
      return i18n._('stories.follows.description');
    },
  },
  {
    path: STORY_PATHS.saved,
    Page: Saved,
    get description() {
      return i18n._('stories.saves.description');
    },
  },
  {
    path: STORY_PATHS.notifications,
    Page: Inbox,
    get description() {
      return i18n._('stories.inbox.description');
    },
  },
];
