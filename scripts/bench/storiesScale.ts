/**
 * Stories at scale (issue 24): 100,000 published stories in PostgreSQL.
 * The public reads the stories remote makes per page, timed one after another against a
 * production API (p50/p95 of each): the newest list, a genre's list, a list 50 pages deep
 * (keyset cursor), one story by slug, a writer's page. Goal: p95 ≤ 50 ms for the lists and the
 * story. Then autocannon at 10 connections on a mix of them, for throughput (requests/s).
 * The load average is printed beside the figures: the machine is shared and small.
 * `pnpm bench -- --only=stories-scale` runs it; `tsx scripts/bench/storiesScale.ts` alone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_GENRES,
  PUBLISHED_STORIES,
  prepareStoriesBench,
  storiesBenchDatabaseUrl,
  storiesMixThroughput,
} from '../../services/reader-api/bench/storiesScaleData.ts';
import { freePort, loadAverage, startApiProcess } from './processes.ts';

const P95_GOAL_MS = 50;
const SAMPLES = 200;
const WARM_UP = 20;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function timeRequests(urls: () => string): Promise<{ p50: number; p95: number; n: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(urls());
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${response.status} from the stories API`);
    if (i >= WARM_UP) times.push(ms);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length };
}

/** Runs the stories bench; prints its figures and returns false when a goal is missed. */
export async function benchStoriesScale(): Promise<boolean> {
  console.log(
    `\nStories at scale: ${PUBLISHED_STORIES.toLocaleString('en')} published stories in PostgreSQL`,
  );
  const url = await storiesBenchDatabaseUrl();
  const { slugs, usernames } = await prepareStoriesBench(url);
  const port = await freePort();
  const api = await startApiProcess(port, { DATABASE_URL: url, RATE_LIMIT_MAX: '1000000' });
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    let n = 0;
    const pick = <T>(values: readonly T[]) => values[n++ % values.length]!;
    // A cursor 50 pages deep: follow `next` from the first page.
    let deep = `${base}/stories`;
    for (let page = 0; page < 50; page += 1) {
      const body = (await (await fetch(deep)).json()) as { next: string };
      deep = `${base}/stories?before=${body.next}`;
    }
    const loadBefore = loadAverage();
    const rows: [string, { p50: number; p95: number; n: number }, boolean][] = [
      ['GET /stories (newest)', await timeRequests(() => `${base}/stories`), true],
      [
        'GET /stories?genre= (by genre)',
        await timeRequests(() => `${base}/stories?genre=${encodeURIComponent(pick(ALL_GENRES))}`),
        true,
      ],
      ['GET /stories?before= (page 51)', await timeRequests(() => deep), true],
      ['GET /stories/:slug', await timeRequests(() => `${base}/stories/${pick(slugs)}`), true],
      [
        'GET /writers/:username',
        await timeRequests(() => `${base}/writers/${pick(usernames)}`),
        false,
      ],
    ];
    console.log(
      `  one request at a time, ${WARM_UP} warm-up requests not counted; load average ${loadBefore} → ${loadAverage()}`,
    );
    let met = true;
    for (const [label, t, goal] of rows) {
      const ok = t.p95 <= P95_GOAL_MS;
      if (goal) met &&= ok;
      console.log(
        `    ${label.padEnd(34)} n=${t.n}  p50 ${t.p50.toFixed(1).padStart(5)} ms  p95 ${t.p95.toFixed(1).padStart(5)} ms  ${goal ? (ok ? `✓ (goal p95 ≤ ${P95_GOAL_MS} ms)` : `✗ over the ${P95_GOAL_MS} ms goal`) : ''}`,
      );
    }
    const mix = await storiesMixThroughput(`http://127.0.0.1:${port}`, slugs[0]!);
    console.log(
      `  autocannon, 10 connections, 10 s on the mix: ${mix.perSecond.toFixed(0)} req/s, p50 ${mix.p50} ms, p97.5 ${mix.p97_5} ms, ${mix.failed} failed; load average ${loadAverage()}`,
    );
    return met && mix.failed === 0;
  } finally {
    api.kill('SIGTERM');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await benchStoriesScale())) process.exitCode = 1;
  process.exit();
}
