import { ownerOf, recentStories, rememberStory, RECENT_STORIES_KEY } from './recentStories';

afterEach(() => localStorage.clear());

it('keeps a reader’s last five stories, newest first, each once', () => {
  for (const n of [1, 2, 3, 4, 5, 6]) rememberStory('ada', { slug: `s${n}`, title: `Story ${n}` });
  rememberStory('ada', { slug: 's3', title: 'Story 3' });
  expect(recentStories('ada').map((s) => s.slug)).toEqual(['s3', 's6', 's5', 's4', 's2']);
});

it('belongs to one reader: another reader on the phone starts their own list', () => {
  rememberStory('ada', { slug: 'a', title: 'Ada’s' });
  expect(recentStories('tunde')).toEqual([]);
  rememberStory('tunde', { slug: 't', title: 'Tunde’s' });
  expect(recentStories('ada')).toEqual([]);
  expect(recentStories('tunde')).toEqual([{ slug: 't', title: 'Tunde’s' }]);
});

it('reads damaged or foreign values as nothing kept', () => {
  localStorage.setItem(RECENT_STORIES_KEY, '{oops');
  expect(recentStories('ada')).toEqual([]);
  localStorage.setItem(
    RECENT_STORIES_KEY,
    JSON.stringify({ owner: 'ada', stories: [{ slug: 1 }, { slug: 'ok', title: 'Ok' }] }),
  );
  expect(recentStories('ada')).toEqual([{ slug: 'ok', title: 'Ok' }]);
});

it('names the owner by account id, else e-mail', () => {
  expect(ownerOf({ id: 'r1', email: 'a@b.co' })).toBe('r1');
  expect(ownerOf({ email: 'a@b.co' })).toBe('a@b.co');
  expect(ownerOf({})).toBeNull();
});
