/**
 * What a push may say (issue 46): for every kind, in every language, with the data saver on
 * and off, the payload holds only the kind's fixed words, the page to open and the turn-off
 * action: none of the texts that caused it (a question, a comment, a story's title, an
 * announcement's text — here each full of crisis language), and no crisis phrase at all.
 */
import { CRISIS_PHRASES, hasCrisisLanguage } from '@thrive/reader-contract/content';
import { PUSH_KINDS } from '@thrive/reader-contract/community';
import { pushPayload } from './pushPayload.ts';
import { pushWords } from './pushWords.ts';

/** What each kind is about, as readers and writers wrote it (never to be pushed). */
const SOURCE_TEXTS = [
  'I want to kill myself before my exams in Lagos',
  'My comment: I dey tire for life, I wan die',
  'Story title: The night I took Sniper',
  'Announcement body: Chioma from Queens College, call 08031234567',
];

const phrases = [...CRISIS_PHRASES.english, ...CRISIS_PHRASES.pidgin].map((p) => p.toLowerCase());

describe('push payloads', () => {
  it.each(
    PUSH_KINDS.flatMap((kind) =>
      ['en', 'pcm'].flatMap((locale) =>
        [true, false].map((dataSaver) => [kind, locale, dataSaver] as const),
      ),
    ),
  )('%s in %s (data saver %s) carries fixed words only', (kind, locale, dataSaver) => {
    const payload = pushPayload({
      kind,
      link: '/stories/the-night',
      locale,
      dataSaver,
      publicApiUrl: 'https://api.thrive.example/api/v1',
    });
    const words = pushWords(kind, locale);
    expect(payload).toEqual({
      kind,
      title: words.title,
      body: words.body,
      url: locale === 'pcm' ? '/pcm/stories/the-night' : '/stories/the-night',
      ...(dataSaver ? {} : { icon: '/icons/thrive-192.png' }),
      turnOff: words.turnOff,
      turnOffUrl: 'https://api.thrive.example/api/v1/push/turn-off',
    });
    const text = JSON.stringify(payload).toLowerCase();
    for (const source of SOURCE_TEXTS) expect(text).not.toContain(source.toLowerCase());
    for (const phrase of phrases) expect(text).not.toContain(phrase);
    expect(hasCrisisLanguage(`${payload.title}\n${payload.body}\n${payload.turnOff}`)).toBe(false);
  });

  it('says the catalogs’ fixed words, in English and in Pidgin', () => {
    expect(pushWords('question_answered', 'en')).toEqual({
      title: 'Your question was answered',
      body: 'A Thrive writer has answered your question. Tap to read the answer.',
      turnOff: 'Turn off these notifications',
    });
    expect(pushWords('question_answered', 'pcm').title).toBe('Dem don answer your question');
    // A language without a catalog (the pseudo-locale) gets English.
    expect(pushWords('announcement', 'pseudo-LOCALE').title).toBe('News from Thrive');
  });

  it('opens a page of the site only', () => {
    const payload = (link: string) =>
      pushPayload({ kind: 'announcement', link, locale: 'en', dataSaver: true, publicApiUrl: 'x' })
        .url;
    expect(payload('//evil.example/x')).toBe('/notifications');
    expect(payload('https://evil.example/')).toBe('/notifications');
    expect(payload('/')).toBe('/');
    expect(
      pushPayload({
        kind: 'announcement',
        link: '/',
        locale: 'pcm',
        dataSaver: true,
        publicApiUrl: 'x',
      }).url,
    ).toBe('/pcm');
  });
});
