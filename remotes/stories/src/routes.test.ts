import { activateLocale } from '@thrive/i18n';
import { PUBLIC_FORMS } from './publicForms';
import { ROUTES } from './routes';

// What the prerender does: a page's chunk (here, its module) registers its catalog, then the
// route's description is read in the page's locale.
beforeAll(() =>
  Promise.all([
    import('./list/StoriesPage'),
    import('./story/StoryPage'),
    import('./writer/WriterPage'),
    import('./ask/AskPage'),
    import('./ask/AskSentPage'),
    import('./ask/PrivateQuestionPage'),
    import('./follows/FollowingPage'),
    import('./saves/SavedPage'),
    import('./inbox/InboxPage'),
  ]),
);
afterAll(() => activateLocale('en'));

it('describes every page from its catalog, in English and in Pidgin', async () => {
  const english = ROUTES.map((route) => route.description);
  expect(english[0]).toBe(
    'Real stories about mental health, relationships, careers and faith from young people and writers across Africa.',
  );
  await activateLocale('pcm');
  const pidgin = ROUTES.map((route) => route.description);
  for (const text of [...english, ...pidgin]) expect(text).not.toMatch(/^stories\./);
  pidgin.forEach((text, i) => expect(text).not.toBe(english[i]));
});

it('gives the no-JavaScript form the ask page’s own messages (the source locale’s)', async () => {
  await activateLocale('en');
  const [ask] = PUBLIC_FORMS;
  expect(ask!.fields[0]!.rules!.map((rule) => rule.message)).toEqual([
    'Please write your question.',
    'Your question must be at most 2000 characters.',
  ]);
  expect(ask!.fallbackError).toBe('Your question was not sent. Please try again.');
});

it('publishes the reader’s forms (like, save, comments) for a post without JavaScript, with the session', async () => {
  await activateLocale('en');
  const byId = new Map(PUBLIC_FORMS.map((form) => [form.id, form]));
  expect(byId.get('like')).toMatchObject({
    path: '/stories/:slug',
    endpoint: '/likes',
    withSession: true,
    success: { back: true },
  });
  expect(byId.get('save')).toMatchObject({
    path: '/stories/:slug',
    endpoint: '/reader/saves',
    withSession: true,
    fields: [{ name: 'slug' }, { name: 'saved', kind: 'checkbox' }],
    success: { back: true },
  });
  expect(byId.get('comment-story')).toMatchObject({ path: '/stories/:slug', withSession: true });
  expect(byId.get('comment-answer')).toMatchObject({ path: '/ask', endpoint: '/comments' });
  expect(byId.get('comment-story')!.success).toEqual({
    message:
      'Thank you. Your comment is waiting for review: a moderator reads it before it is shown.',
  });
});
