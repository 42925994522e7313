/**
 * Records, at a remote's browser build, which modules each emitted chunk file holds and which
 * `import()`s load it. The prerender (buildRemote.ts) matches the modules a page's render
 * loaded against them to find the page's own chunks, for the shell's preload hints and the
 * stylesheets it inlines.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The modules whose `import()` loads each chunk file (the chunk groups it belongs to), as
 * paths without extension relative to the remote (`./src/home/HomePage`), as the module names
 * above are. Only relative requests: a package's (`import('ky')`) names no file here.
 */
export function chunkImports(stats: Stats): Record<string, string[]> {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
  const byFile: Record<string, string[]> = {};
  for (const chunk of json.chunks ?? []) {
    const targets = new Set<string>();
    for (const { moduleName: importer, request } of chunk.origins ?? []) {
      if (!importer || !request?.startsWith('.')) continue;
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(moduleName(importer)), request),
      );
      targets.add(target.startsWith('../') ? target : `./${target}`);
    }
    for (const file of chunk.files ?? []) byFile[file] = [...targets];
  }
  return byFile;
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

export function readChunkModules(remoteDir: string): Map<string, Set<string>> {
  const record = JSON.parse(readFileSync(chunkModulesFile(remoteDir), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Map(Object.entries(record).map(([file, names]) => [file, new Set(names)]));
}

export function readChunkImports(remoteDir: string): Map<string, string[]> {
  const record = JSON.parse(readFileSync(chunkImportsFile(remoteDir), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Map(Object.entries(record));
}
