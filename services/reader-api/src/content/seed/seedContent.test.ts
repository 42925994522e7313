import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { adminRequest, adminToken } from '../../testing/adminTesting.ts';
import { CARD_WRITERS } from '../../admin/seed/sampleData.ts';
import { seedSampleData } from '../../admin/seed/seed.ts';
import { loadAdminConfig } from '../../admin/adminConfig.ts';
import { SAMPLE_QUESTIONS, SAMPLE_STORIES } from './sampleContent.ts';
import { seedSampleContent } from './seedContent.ts';

describe('sample content (development only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the sample stories and answered questions once, marked as samples', async () => {
    await seedSampleData(t.database.db, t.clock, t.hasher);
    expect(await seedSampleContent(t.database.db, t.clock)).toBe(true);
    expect(await seedSampleContent(t.database.db, t.clock)).toBe(false);
    const list = (await t.get('/stories')).json();
    expect(list.stories).toHaveLength(SAMPLE_STORIES.length);
    const questions = (await t.get('/questions')).json().questions;
    expect(questions).toHaveLength(SAMPLE_QUESTIONS.length);
    expect(questions.every((q: { answers: unknown[] }) => q.answers.length === 1)).toBe(true);
    const admin = adminRequest(t, await adminToken(t));
    const rows = (await admin.get('/admin/stories?pageSize=100')).json().rows;
    expect(rows.every((r: { sample: boolean }) => r.sample)).toBe(true);
  });

  it('every writer card of the home page has a writer page with stories', async () => {
    for (const card of CARD_WRITERS) {
      const page = await t.get(`/writers/${card.username}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().writer.display_name).toBe(`${card.first} ${card.last}`);
      expect(page.json().stories.length).toBeGreaterThan(0);
    }
  });

  it('is off in production unless asked for', () => {
    const base = { nodeEnv: 'production', dataDir: '/tmp/unused' } as const;
    expect(loadAdminConfig({}, base).seedSampleData).toBe(false);
  });
});
