/**
 * Bytes per route: loads every route on both hosts in Chromium (cold cache, unthrottled) and
 * records the JavaScript and CSS each one downloads, compressed as transferred, split by shell /
 * each remote / shared singletons. Budgets: compressed JS on `/` ≤ 170 KB and on every other
 * public route ≤ 180 KB (KB = 1000 bytes); admin routes ≤ 460 KB. Isolation: the public `/`
 * downloads no auth or admin code, the public host never downloads admin code, the admin host
 * never downloads marketing or auth code.
 */
import type { Browser } from '@playwright/test';
import {
  localeOfPath,
  manifestUrl,
  paths,
  remoteNames,
  remotes,
  remotesOfHost,
  type HostKind,
  type RemoteName,
} from '@thrive/platform';
import { origins } from '@thrive/platform/node';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import { ADMIN_ROUTES } from './routes.ts';

export const JS_BUDGET_KB = { home: 170, public: 180, admin: 460 };

type Part = 'shell' | RemoteName | 'shared' | 'other';
type Kind = 'js' | 'css';
interface RouteBytes {
  host: HostKind;
  route: string;
  bytes: Record<Part, Record<Kind, number>>;
  isolation: string[];
}

const partOfOrigin: Record<string, Part> = {
  [origins.publicSite]: 'shell',
  [origins.adminSite]: 'shell',
  ...Object.fromEntries(remoteNames.map((name) => [origins[name], name])),
};

/** Asset paths that the manifests list as shared-singleton chunks, per origin. */
async function sharedAssets(): Promise<Set<string>> {
  const shared = new Set<string>();
  const apps: [string, string][] = [origins.publicSite, ...remoteNames.map((n) => origins[n])].map(
    (origin) => [origin, manifestUrl(origin)],
  );
  for (const [origin, url] of apps) {
    const manifest = (await (await fetch(url)).json()) as {
      shared: { assets: Record<Kind, { sync: string[]; async: string[] }> }[];
    };
    for (const entry of manifest.shared) {
      for (const kind of ['js', 'css'] as const) {
        for (const file of [...entry.assets[kind].sync, ...entry.assets[kind].async]) {
          shared.add(`${origin}/${file}`);
          if (origin === origins.publicSite) shared.add(`${origins.adminSite}/${file}`);
        }
      }
    }
  }
  return shared;
}

const empty = (): Record<Part, Record<Kind, number>> =>
  Object.fromEntries(
    (['shell', ...remoteNames, 'shared', 'other'] as Part[]).map((p) => [p, { js: 0, css: 0 }]),
  ) as Record<Part, Record<Kind, number>>;

async function measureRoute(
  browser: Browser,
  host: HostKind,
  route: string,
  shared: Set<string>,
): Promise<RouteBytes> {
  const base = host === 'public' ? origins.publicSite : origins.adminSite;
  const context = await browser.newContext({
    viewport: host === 'admin' ? { width: 1440, height: 900 } : { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  const bytes = empty();
  const contacted = new Set<Part>();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const url = request.url().split('?')[0]!;
    const origin = new URL(url).origin;
    const originPart = partOfOrigin[origin] ?? 'other';
    contacted.add(originPart);
    const kind: Kind | null = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      request.sizes().then((sizes) => {
        const part = shared.has(url) ? 'shared' : originPart;
        // The encoded body: what crossed the network, compressed.
        bytes[part][kind] += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();

  const isolation: string[] = [];
  // A host never downloads another host's remotes; `/` downloads only the remote owning it.
  for (const name of remoteNames) {
    if (remotes[name].host !== host && contacted.has(name))
      isolation.push(`downloaded ${name} code on the ${host} host`);
  }
  if (route === paths.home) {
    const owner = remotesOfHost(host).at(-1);
    for (const name of remotesOfHost(host))
      if (name !== owner && contacted.has(name)) isolation.push(`downloaded ${name} code`);
  }
  return { host, route, bytes, isolation };
}

const kb = (n: number) => (n ? (n / 1000).toFixed(1) : '·');
const total = (r: RouteBytes, kind: Kind) =>
  Object.values(r.bytes).reduce((sum, b) => sum + b[kind], 0);

function printBreakdown(rows: RouteBytes[]) {
  const parts: Part[] = ['shell', 'shared', ...remoteNames, 'other'];
  console.log('\nCompressed bytes transferred per route (KB = 1000 B, cold cache)\n');
  console.log(
    textTable(
      ['host', 'route', ...parts.map((p) => `${p} js/css`), 'total js', 'total css', 'isolation'],
      rows.map((r) => [
        r.host,
        r.route,
        ...parts.map((p) => `${kb(r.bytes[p].js)}/${kb(r.bytes[p].css)}`),
        kb(total(r, 'js')),
        kb(total(r, 'css')),
        r.isolation.length ? `✗ ${r.isolation.join('; ')}` : '✓',
      ]),
    ),
  );
}

/** Measures both hosts; returns the budget rows (JS per route and isolation). */
export async function benchBytes(browser: Browser, publicRoutes: string[]): Promise<BudgetRow[]> {
  const shared = await sharedAssets();
  const measured: RouteBytes[] = [];
  for (const route of publicRoutes)
    measured.push(await measureRoute(browser, 'public', route, shared));
  for (const route of ADMIN_ROUTES)
    measured.push(await measureRoute(browser, 'admin', route, shared));
  printBreakdown(measured);
  return measured.flatMap((r): BudgetRow[] => {
    const subject = r.host === 'admin' ? `admin ${r.route}` : r.route;
    const limit =
      r.host === 'admin'
        ? JS_BUDGET_KB.admin
        : // The home page in every language (`/pcm/` is `/` in Pidgin) has the home's budget.
          localeOfPath(r.route).path === paths.home
          ? JS_BUDGET_KB.home
          : JS_BUDGET_KB.public;
    return [
      {
        metric: 'compressed JS',
        subject,
        value: total(r, 'js') / 1000,
        limit,
        kind: 'max',
        unit: 'KB',
        digits: 1,
      },
      {
        metric: 'isolation breaks',
        subject,
        value: r.isolation.length,
        limit: 0,
        kind: 'max',
        unit: '',
        digits: 0,
      },
    ];
  });
}
