import {
  HIDDEN_TOPICS_COOKIE,
  hiddenThemeOf,
  hiddenTopicsCookie,
  hiddenTopicsFromCookie,
} from './hiddenTopics';

describe('the hidden topics cookie', () => {
  it('reads the known topics a reader chose', () => {
    expect(hiddenTopicsFromCookie(`a=b; ${HIDDEN_TOPICS_COOKIE}=grief.career; c=d`)).toEqual([
      'career',
      'grief',
    ]);
  });

  it('ignores unknown and malformed topics, and keeps each once', () => {
    const header = `${HIDDEN_TOPICS_COOKIE}=grief.nope.<script>..GRIEF.grief.%20career`;
    expect(hiddenTopicsFromCookie(header)).toEqual(['grief']);
  });

  it('hides nothing without the cookie, with an empty one or an over-long one', () => {
    expect(hiddenTopicsFromCookie('')).toEqual([]);
    expect(hiddenTopicsFromCookie(`${HIDDEN_TOPICS_COOKIE}=`)).toEqual([]);
    expect(hiddenTopicsFromCookie(`${HIDDEN_TOPICS_COOKIE}=${'grief.'.repeat(200)}`)).toEqual([]);
  });

  it('writes only known topics, and removes the cookie when none is chosen', () => {
    expect(hiddenTopicsCookie(['self-harm', 'bogus'], true)).toBe(
      `${HIDDEN_TOPICS_COOKIE}=self-harm; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(hiddenTopicsCookie([], false)).toBe(
      `${HIDDEN_TOPICS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });
});

describe("a story's hidden theme", () => {
  const story = { genre: 'Relationship', content_warnings: ['Death of a parent', 'Grief'] };

  it('is its genre or a content warning the reader hides, as the story names it', () => {
    expect(hiddenThemeOf(story, ['relationship'])).toBe('Relationship');
    expect(hiddenThemeOf(story, ['grief'])).toBe('Grief');
    expect(hiddenThemeOf({ ...story, content_warnings: ['grief '] }, ['grief'])).toBe('grief ');
  });

  it('is none when the reader hides none of its themes', () => {
    expect(hiddenThemeOf(story, [])).toBeNull();
    expect(hiddenThemeOf(story, ['career', 'suicide'])).toBeNull();
  });
});
