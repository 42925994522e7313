import type { StorySummary } from '@thrive/reader-contract/content';

export const story = (overrides: Partial<StorySummary> = {}): StorySummary => ({
  slug: 'rest-is-part-of-the-work-abc123',
  title: 'Rest is part of the work',
  genre: 'Lifestyle',
  content_warnings: [],
  premium: false,
  excerpt: 'I used to brag about working through the night.',
  published_at: '2026-11-20T10:00:00.000Z',
  writer: { username: 'tunde.adeyemi', display_name: 'Tunde Adeyemi' },
  ...overrides,
});
