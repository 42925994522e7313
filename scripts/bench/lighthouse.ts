/**
 * Lighthouse 12 (npm `lighthouse`, offline) against Debian's Chromium: the default mobile
 * config (simulated Moto G Power, 4x CPU slowdown, simulated throttling 150 ms RTT /
 * 1.6 Mbit/s), performance category, median of the runs per public route. Budgets:
 * performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02. TBT is printed; the LCP element and the
 * render-blocking requests of the median run are printed to show what holds a page back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { origins } from '@thrive/platform/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../test/chromium.ts';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import { median } from './stats.ts';
import { withTraceRetries } from './lighthouseRetry.ts';
import { freePort } from './processes.ts';

export const LIGHTHOUSE_BUDGETS = { performance: 95, lcpS: 2.0, cls: 0.02 };

interface Run {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
  /** LCP phases of the simulated load (TTFB, load delay, load time, render delay). */
  lcpPhases: string;
  renderBlocking: string[];
  /** The layout shifts: score, then the element that moved. */
  shifts: string[];
  /** Lighthouse's CPU benchmark of this machine at the time (lower = busier/slower). */
  benchmarkIndex: number;
}

/** Chromium with a DevTools port for Lighthouse (what chrome-launcher does, without it). */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'thrive-lighthouse-'));
  const chromium: ChildProcess = spawn(
    CHROMIUM_EXECUTABLE,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (chromium.exitCode === null) {
      const exited = new Promise((r) => chromium.once('exit', r));
      chromium.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing the profile for a moment after the
    // browser exits: retry, and never let a leftover temporary folder fail the bench.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove ${profile}: ${(error as Error).message}`);
    }
  };
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('Chromium did not open its DevTools port.');
}

/** The table rows of an audit's details (opportunity, table or list of tables). */
function auditItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as
    { type: string; items?: (Record<string, unknown> & { items?: unknown[] })[] } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list')
    return details.items.flatMap((table) => (table.items ?? []) as Record<string, unknown>[]);
  return details.items;
}

function readRun(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const node = auditItems(lhr, 'largest-contentful-paint-element').find((item) => item.node)
    ?.node as { snippet?: string; selector?: string } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : '(none)',
    lcpPhases: auditItems(lhr, 'largest-contentful-paint-element')
      .filter((item) => typeof item.phase === 'string' && typeof item.timing === 'number')
      .map((item) => `${String(item.phase)} ${Math.round(item.timing as number)} ms`)
      .join(', '),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    renderBlocking: auditItems(lhr, 'render-blocking-resources').map((item) =>
      String(item.url ?? ''),
    ),
    // What moved, biggest first (Lighthouse 12's layout-shifts audit).
    shifts: auditItems(lhr, 'layout-shifts').map((item) => {
      const moved = item.node as { selector?: string; snippet?: string } | undefined;
      return `${Number(item.score ?? 0).toFixed(3)} ${moved?.selector ?? ''} ${moved?.snippet ?? ''}`.trim();
    }),
  };
}

export async function benchLighthouse(routes: string[], runs: number): Promise<BudgetRow[]> {
  console.log(
    `\nLighthouse 12, mobile defaults (Moto G Power, 4x CPU, simulated throttling); median of ${runs} per route`,
  );
  const chromium = await launchChromium();
  const rows: BudgetRow[] = [];
  const lines: string[][] = [];
  const notes: string[] = [];
  try {
    for (const route of routes) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        const lhr = await withTraceRetries(route, async () => {
          const result = await lighthouse(`${origins.publicSite}${route}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          return result.lhr;
        });
        results.push(readRun(lhr));
      }
      const score = median(results.map((r) => r.score));
      const lcp = median(results.map((r) => r.lcpMs)) / 1000;
      const cls = median(results.map((r) => r.cls));
      const tbt = median(results.map((r) => r.tbtMs));
      lines.push([
        route,
        String(score),
        results.map((r) => r.score).join(' '),
        `${lcp.toFixed(2)} s`,
        cls.toFixed(3),
        `${tbt.toFixed(0)} ms`,
        String(Math.round(median(results.map((r) => r.benchmarkIndex)))),
      ]);
      // One line per route as it finishes: a full pass takes a while on a busy machine.
      console.log(
        `  ${route}: performance ${score}, LCP ${lcp.toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${tbt.toFixed(0)} ms`,
      );
      const typical = [...results].sort((a, b) => a.score - b.score)[Math.floor(runs / 2)]!;
      notes.push(
        `  ${route}: LCP element ${typical.lcpElement.slice(0, 160)}\n    LCP phases: ${
          typical.lcpPhases || '(none)'
        }; render-blocking: ${
          typical.renderBlocking.map((u) => new URL(u).pathname).join(' ') || '(none)'
        }${typical.shifts.length ? `\n    layout shifts: ${typical.shifts.map((shift) => shift.slice(0, 200)).join('\n      ')}` : ''}`,
      );
      rows.push(
        {
          metric: 'Lighthouse performance',
          subject: route,
          value: score,
          limit: LIGHTHOUSE_BUDGETS.performance,
          kind: 'min',
          unit: '',
          digits: 0,
        },
        {
          metric: 'Lighthouse LCP',
          subject: route,
          value: lcp,
          limit: LIGHTHOUSE_BUDGETS.lcpS,
          kind: 'max',
          unit: 's',
          digits: 2,
        },
        {
          metric: 'Lighthouse CLS',
          subject: route,
          value: cls,
          limit: LIGHTHOUSE_BUDGETS.cls,
          kind: 'max',
          unit: '',
          digits: 3,
        },
      );
    }
  } finally {
    await chromium.stop();
  }
  console.log(
    textTable(['route', 'performance', 'runs', 'LCP', 'CLS', 'TBT', 'CPU benchmark'], lines),
  );
  console.log(notes.join('\n'));
  return rows;
}
