/**
 * The stories remote's pages (issue 24): App.tsx renders a route for each, and the build
 * prerenders each (@thrive/composition). A path with a `:parameter` is prerendered once as the
 * page's frame, which the shell's server sends for every path it matches; the page loads its
 * content from the reader API once hydrated.
 */
import { lazy } from 'react';
import type { PageRoute } from '@thrive/composition';
import { STORY_PATHS } from './paths';

const Stories = lazy(() => import('./list/StoriesPage'));
const Story = lazy(() => import('./story/StoryPage'));
const Writer = lazy(() => import('./writer/WriterPage'));
const Ask = lazy(() => import('./ask/AskPage'));
const AskSent = lazy(() => import('./ask/AskSentPage'));

export const ROUTES: PageRoute[] = [
  {
    path: STORY_PATHS.stories,
    Page: Stories,
    description:
      'Real stories about mental health, relationships, careers and faith from young people and writers across Africa.',
  },
  {
    path: STORY_PATHS.story,
    Page: Story,
    description: 'A story on Thrive: real, moderated stories by young people across Africa.',
  },
  {
    path: STORY_PATHS.writer,
    Page: Writer,
    description: 'Stories by a Thrive writer.',
  },
  {
    path: STORY_PATHS.ask,
    Page: Ask,
    description:
      'Ask a question openly or anonymously and get answers from Thrive writers and consultants.',
  },
  {
    path: STORY_PATHS.asked,
    Page: AskSent,
    description: 'Your question is waiting for the Thrive team to read it.',
  },
];
