/**
 * `pnpm bench`: loads every route on both hosts in Chromium (cold cache) and prints the
 * JavaScript and CSS bytes each one downloads, compressed as transferred, split by shell /
 * each remote / shared singletons. Exits non-zero when a route breaks the isolation rules
 * (public "/" must not download auth or admin code; the public host never downloads admin;
 * the admin host never downloads marketing or auth) or a budget.
 * Then the admin console at 1,000,000 writers (scripts/bench/adminScale.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import {
  manifestUrl,
  paths,
  remoteNames,
  remotes,
  remotesOfHost,
  type HostKind,
  type RemoteName,
} from '@thrive/platform';
import { origins } from '@thrive/platform/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../test/chromium.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every public page: the marketing pages and each path auth owns. */
export const PUBLIC_ROUTES = [
  paths.home,
  paths.about,
  paths.pricing,
  paths.help,
  paths.privacy,
  paths.deleteAccount,
  ...remotes.auth.pathPrefixes,
];
export const ADMIN_ROUTES = [
  '/',
  '/writers',
  '/users',
  '/consultants',
  '/addwriter',
  '/addconsultant',
  '/download',
];

/** Compressed JS budget per route, in KiB (all parts together). */
const ROUTE_JS_BUDGET_KIB = { public: 260, admin: 450 };

type Part = 'shell' | RemoteName | 'shared' | 'other';
type Kind = 'js' | 'css';
interface RouteBytes {
  host: HostKind;
  route: string;
  bytes: Record<Part, Record<Kind, number>>;
  violations: string[];
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
        bytes[part][kind] += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();

  const violations: string[] = [];
  // A host never downloads another host's remotes; `/` downloads only the remote owning it.
  for (const name of remoteNames) {
    if (remotes[name].host !== host && contacted.has(name))
      violations.push(`downloaded ${name} code on the ${host} host`);
  }
  if (route === paths.home) {
    const owner = remotesOfHost(host).at(-1);
    for (const name of remotesOfHost(host))
      if (name !== owner && contacted.has(name)) violations.push(`downloaded ${name} code`);
  }
  const totalJs = Object.values(bytes).reduce((sum, b) => sum + b.js, 0) / 1024;
  if (totalJs > ROUTE_JS_BUDGET_KIB[host])
    violations.push(
      `JS ${totalJs.toFixed(1)} KiB over the ${ROUTE_JS_BUDGET_KIB[host]} KiB budget`,
    );
  return { host, route, bytes, violations };
}

const kib = (n: number) => (n ? (n / 1024).toFixed(1) : '·');

function printTable(rows: RouteBytes[]) {
  const parts: Part[] = ['shell', 'shared', ...remoteNames];
  const header = [
    'host',
    'route',
    ...parts.map((p) => `${p} js/css`),
    'total js',
    'total css',
    'ok',
  ];
  const lines = rows.map((r) => {
    const totalJs = Object.values(r.bytes).reduce((s, b) => s + b.js, 0);
    const totalCss = Object.values(r.bytes).reduce((s, b) => s + b.css, 0);
    return [
      r.host,
      r.route,
      ...parts.map((p) => `${kib(r.bytes[p].js)}/${kib(r.bytes[p].css)}`),
      kib(totalJs),
      kib(totalCss),
      r.violations.length ? `✗ ${r.violations.join('; ')}` : '✓',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log('\nCompressed bytes transferred per route (KiB, cold cache)\n');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

async function serversUp(): Promise<boolean> {
  try {
    return (await fetch(`${origins.publicSite}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function ensureServers(): Promise<ChildProcess | null> {
  if (await serversUp()) return null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600 && !(await serversUp()); i++) {
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!(await serversUp())) throw new Error('The servers did not come up.');
  return child;
}

const server = await ensureServers();
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
let failed = false;
try {
  const shared = await sharedAssets();
  const rows: RouteBytes[] = [];
  for (const route of PUBLIC_ROUTES)
    rows.push(await measureRoute(browser, 'public', route, shared));
  for (const route of ADMIN_ROUTES) rows.push(await measureRoute(browser, 'admin', route, shared));
  printTable(rows);
  failed = rows.some((r) => r.violations.length > 0);

  // The admin console with 1,000,000 writers in PostgreSQL (API page request, grid page change).
  const { benchAdminScale } = await import('./bench/adminScale.ts');
  if (!(await benchAdminScale(browser))) failed = true;
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
if (failed) {
  console.error('\nIsolation, budget or admin-scale goals broken (see ✗ above).');
  process.exit(1);
}
