/**
 * The dashboard's moderation speed (issues 42 and 45): median and 90th percentile of the time
 * from submission to decision over the last 7 days, urgent items apart, from a seeded set of
 * decisions on a fake clock; and the urgent items waiting more than 15 minutes.
 */
import { createTestApp, drivers, uniqueIp, type TestApp } from '../../testing/testApp.ts';
import { adminRequest, adminToken } from '../../testing/adminTesting.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('moderation speed on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = async (text: string) =>
    (await t.post('/questions', { text, anonymous: true }, { remoteAddress: uniqueIp() })).json()
      .question.id as number;
  /** Time passes; the admin signs in again (an idle console session ends). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    admin = adminRequest(t, await adminToken(t));
  };
  const speed = async () => {
    const response = await admin.get('/admin/moderation-speed');
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('gives the median and 90th percentile of decision times, urgent apart, and the urgent items waiting too long', async () => {
    expect((await speed()).speed.questions.all).toEqual({
      decided: 0,
      medianSeconds: null,
      p90Seconds: null,
    });
    // Ten questions decided after 1, 2, … 10 minutes.
    for (let minutes = 1; minutes <= 10; minutes += 1) {
      const id = await ask(`Question decided after ${minutes} minutes`);
      await later(minutes * 60_000);
      await admin.post(`/admin/questions/${id}/approve`);
    }
    // One urgent question decided after 4 minutes.
    const urgent = await ask('I want to die, please help');
    await later(4 * 60_000);
    await admin.post(`/admin/questions/${urgent}/approve`);

    const { days, speed: figures } = await speed();
    expect(days).toBe(7);
    // 11 decisions: 60…600 s and 240 s; median 300 s, p90 (linear) 540 s.
    expect(figures.questions.all).toEqual({ decided: 11, medianSeconds: 300, p90Seconds: 540 });
    expect(figures.questions.urgent).toEqual({ decided: 1, medianSeconds: 240, p90Seconds: 240 });

    // An urgent question nobody takes: shown once it has waited 15 minutes.
    const waiting = await ask('I no fit cope again, I wan die');
    await later(14 * 60_000);
    expect((await speed()).urgentWaiting).toEqual([]);
    await later(2 * 60_000);
    expect((await speed()).urgentWaiting).toEqual([
      { kind: 'questions', id: waiting, waitingSeconds: 16 * 60 },
    ]);
    await admin.post(`/admin/questions/${waiting}/approve`);
    expect((await speed()).urgentWaiting).toEqual([]);

    // A week later the old decisions no longer count.
    await later(8 * 86_400_000);
    expect((await speed()).speed.questions.all.decided).toBe(0);
  });

  it('needs a signed-in admin', async () => {
    expect((await t.get('/admin/moderation-speed')).statusCode).toBe(401);
  });
});
