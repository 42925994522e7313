import { activateLocale } from '@thrive/i18n';
import '../catalog';
import { timeAgoInWords } from './timeAgo';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

it.each([
  [30_000, 'just now'],
  [119_000, 'just now'],
  [5 * 60_000, '5 minutes ago'],
  [60 * 60_000, '1 hour ago'],
  [3 * 3_600_000 + 59 * 60_000, '3 hours ago'],
  [25 * 3_600_000, 'yesterday'],
  [4 * 86_400_000, '4 days ago'],
])('%i ms ago reads "%s"', (ms, words) => {
  expect(timeAgoInWords(before(ms), NOW)).toBe(words);
});

it('a month or more ago gives the date', () => {
  expect(timeAgoInWords('2026-09-20T10:00:00Z', NOW)).toBe('on 20 September 2026');
});

it('a clock slightly ahead of the server is still "just now"', () => {
  expect(timeAgoInWords(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
});

describe('in Pidgin (the page’s language)', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it.each([
    [30_000, 'just now'],
    [60 * 60_000, '1 hour wey don pass'],
    [5 * 60_000, '5 minutes wey don pass'],
    [25 * 3_600_000, 'yesterday'],
    [4 * 86_400_000, '4 days wey don pass'],
  ])('%i ms ago reads "%s"', (ms, words) => {
    expect(timeAgoInWords(before(ms), NOW)).toBe(words);
  });

  it('a month or more ago gives the date, and an unreadable time says so', () => {
    expect(timeAgoInWords('2026-09-20T10:00:00Z', NOW)).toBe('for 20 September 2026');
    expect(timeAgoInWords('not a time', NOW)).toBe('we no sabi di time');
  });
});
