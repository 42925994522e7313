/**
 * Command line of `pnpm bench`:
 *   pnpm bench                         every part; fails if any budget breaks
 *   pnpm bench -- --only=public        the public-site parts (bytes, messages, throttled,
 *                                      repeat-visit, data-saver, interaction, typed-ahead,
 *                                      lighthouse)
 *   pnpm bench -- --only=typed-ahead   text typed right after an in-app link, Naija-2G phone
 *   pnpm bench -- --only=slow-links    Naija-2G: the full page hydrated ≤ 5 s, the light page's bytes
 *   pnpm bench -- --only=messages      the messages each page loads in Pidgin
 *   pnpm bench -- --only=form-flood    a 124 KB form post and a page at the same time
 *   pnpm bench -- --only=studio-editor the studio's editor, signed in, on the slow link
 *   pnpm bench -- --only=lighthouse,throttled --routes=/,/about,/stories/:slug
 *   pnpm bench -- --only=admin-scale   the admin console at 1,000,000 writers
 *   pnpm bench -- --only=stories-scale the public story reads at 100,000 stories
 */

export const PARTS = [
  'bytes',
  'messages',
  'throttled',
  'repeat-visit',
  'data-saver',
  'interaction',
  'typed-ahead',
  'slow-links',
  'lighthouse',
  'form-flood',
  'studio-editor',
  'admin-scale',
  'stories-scale',
] as const;
export type Part = (typeof PARTS)[number];

/** Names that stand for several parts. */
export const PART_GROUPS: Record<string, readonly Part[]> = {
  // Every part but the API's and the console's at scale.
  public: PARTS.filter((part) => !part.endsWith('-scale')),
  all: PARTS,
};

export interface BenchOptions {
  parts: Part[];
  /** Only these public routes (default: all). */
  routes: string[] | null;
  /** Runs per route for the medians of Lighthouse and the throttled run. */
  runs: number;
}

export const USAGE = `Usage: pnpm bench [-- --only=<${[...Object.keys(PART_GROUPS), ...PARTS].join('|')}>[,…]] [--routes=/,/about] [--runs=3]`;

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { parts: [...PARTS], routes: null, runs: 3 };
  for (const arg of argv) {
    // `pnpm bench -- --only=x` passes the separator through.
    if (arg === '--') continue;
    const [flag, value = ''] = arg.split(/=(.*)/s, 2) as [string, string?];
    if (flag === '--only') {
      const parts = new Set<Part>();
      for (const name of value.split(',').filter(Boolean)) {
        const group = PART_GROUPS[name] ?? (PARTS.includes(name as Part) ? [name as Part] : null);
        if (!group) throw new Error(`Unknown bench part "${name}".\n${USAGE}`);
        for (const part of group) parts.add(part);
      }
      if (!parts.size) throw new Error(`--only needs a part.\n${USAGE}`);
      options.parts = PARTS.filter((p) => parts.has(p));
    } else if (flag === '--routes') {
      const routes = value.split(',').filter(Boolean);
      if (!routes.length || routes.some((r) => !r.startsWith('/')))
        throw new Error(`--routes takes paths such as /,/about.\n${USAGE}`);
      options.routes = routes;
    } else if (flag === '--runs') {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs takes a count ≥ 1.\n${USAGE}`);
      options.runs = runs;
    } else {
      throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
    }
  }
  return options;
}
