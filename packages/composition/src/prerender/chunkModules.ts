/**
 * Records, at a remote's browser build, which modules each emitted chunk file holds and which
 * `import()`s load it. The prerender (buildRemote.ts) matches the modules a page's render
 * loaded against them to find the page's own chunks, for the shell's preload hints and the
 * stylesheets it inlines.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Stats } from '@rspack/core';

/** Where the record goes: a cache folder beside the remote, never published. */
export const chunkModulesFile = (remoteDir: string) =>
  path.join(remoteDir, 'node_modules/.cache/thrive-prerender-client/chunk-modules.json');

/** Where the chunks' `import()` targets go, beside it. */
const chunkImportsFile = (remoteDir: string) =>
  path.join(path.dirname(chunkModulesFile(remoteDir)), 'chunk-imports.json');

/** Module name as rspack prints it ("./src/a.tsx + 3 modules" → "./src/a.tsx"). */
const moduleName = (name: string) => name.replace(/ \+ \d+ modules?$/, '');

export function chunkModules(stats: Stats): Record<string, string[]> {
  type StatsModule = { name?: string; modules?: StatsModule[] };
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true });
  const byFile: Record<string, string[]> = {};
  for (const chunk of json.chunks ?? []) {
    const names = new Set<string>();
    const visit = (module: StatsModule) => {
      if (module.name) names.add(moduleName(module.name));
      module.modules?.forEach(visit);
    };
    (chunk.modules as StatsModule[] | undefined)?.forEach(visit);
    for (const file of chunk.files ?? []) byFile[file] = [...names];
  }
  return byFile;
}

/** One `import()` that loads a chunk: the module that runs it and the module it imports. */
export interface ChunkImport {
  /** The importing module, as the module names above are (`./src/routes.ts`). */
  from: string;
  /** The imported module, a path without extension relative to the remote (`./src/home/HomePage`). */
  to: string;
}

/**
 * The `import()`s that load each chunk file (the chunk groups it belongs to). Only relative
 * requests: a package's (`import('ky')`) names no file here.
 */
export function chunkImports(stats: Stats): Record<string, ChunkImport[]> {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
  const byFile: Record<string, ChunkImport[]> = {};
  for (const chunk of json.chunks ?? []) {
    const imports = new Map<string, ChunkImport>();
    for (const { moduleName: importer, request } of chunk.origins ?? []) {
      if (!importer || !request?.startsWith('.')) continue;
      const from = moduleName(importer);
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), request));
      const to = target.startsWith('../') ? target : `./${target}`;
      imports.set(`${from}\0${to}`, { from, to });
    }
    for (const file of chunk.files ?? []) byFile[file] = [...imports.values()];
  }
  return byFile;
}

/** What the browser build recorded of a remote's chunks, and what one page's render loaded. */
export interface PageChunkFacts {
  chunks: Map<string, Set<string>>;
  imports: Map<string, ChunkImport[]>;
  /**
   * Folders (`../../packages/ui/`, as module names are) of the packages the remote shares:
   * in a page the shell's copy of them runs, never the remote's.
   */
  sharedPackageDirs: string[];
  /** The modules the page's render loaded. */
  loaded: Set<string>;
}

const EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '.mjs',
  '/index.tsx',
  '/index.ts',
  '/index.js',
];

/**
 * Whether a chunk file is the page's: an `import()` its render ran loads it (its route's lazy
 * page, a catalog of its locale), or the render loaded every module in it. A chunk holding
 * one of its modules among others (a stylesheet module every page shares) is another page's.
 * A chunk that only the remote's copy of a shared package imports (the UI kit's catalog) never
 * loads in a page: the shell's copy of that package runs, and its own chunk with it.
 */
export function isPageChunk(file: string, facts: PageChunkFacts): boolean {
  const { chunks, imports, sharedPackageDirs, loaded } = facts;
  const shared = (module: string) => sharedPackageDirs.some((dir) => module.startsWith(dir));
  // rspack's origins give the request, not the resolved file: the usual endings are tried.
  const ran = (target: string) => EXTENSIONS.some((ending) => loaded.has(`${target}${ending}`));
  const origins = imports.get(file) ?? [];
  if (origins.length > 0 && origins.every(({ from }) => shared(from))) return false;
  const modules = [...(chunks.get(file) ?? [])];
  return (
    origins.some(({ to }) => ran(to)) || (modules.length > 0 && modules.every((m) => loaded.has(m)))
  );
}

export class ChunkModulesPlugin {
  constructor(private readonly remoteDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ThriveChunkModules', (stats) => {
      if (stats.hasErrors()) return;
      const file = chunkModulesFile(this.remoteDir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunkModules(stats)));
      writeFileSync(chunkImportsFile(this.remoteDir), JSON.stringify(chunkImports(stats)));
    });
  }
}

/**
 * The folder of the package each module belongs to (the nearest one with a package.json), as
 * module names are written: relative to the remote, ending in `/`. Names that are no file
 * (`cookie (ignored)`) and the remote's own modules are left out.
 */
export function packageDirsOf(remoteDir: string, modules: Iterable<string>): string[] {
  const dirs = new Set<string>();
  for (const module of modules) {
    if (!module.startsWith('../')) continue;
    let dir = path.dirname(path.resolve(remoteDir, module));
    while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
      dir = path.dirname(dir);
    const relative = path.relative(remoteDir, dir).split(path.sep).join('/');
    if (relative.startsWith('../')) dirs.add(`${relative}/`);
  }
  return [...dirs];
}

export function readChunkModules(remoteDir: string): Map<string, Set<string>> {
  const record = JSON.parse(readFileSync(chunkModulesFile(remoteDir), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Map(Object.entries(record).map(([file, names]) => [file, new Set(names)]));
}

export function readChunkImports(remoteDir: string): Map<string, ChunkImport[]> {
  const record = JSON.parse(readFileSync(chunkImportsFile(remoteDir), 'utf8')) as Record<
    string,
    ChunkImport[]
  >;
  return new Map(Object.entries(record));
}
