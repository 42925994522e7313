/**
 * Records, at a remote's browser build, which modules each emitted chunk file holds. The
 * prerender (buildRemote.ts) matches the modules a page's render loaded against it to find
 * the page's own chunks, for the shell's preload hints.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Stats } from '@rspack/core';

/** Where the record goes: a cache folder beside the remote, never published. */
export const chunkModulesFile = (remoteDir: string) =>
  path.join(remoteDir, 'node_modules/.cache/thrive-prerender-client/chunk-modules.json');

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

export class ChunkModulesPlugin {
  constructor(private readonly remoteDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ThriveChunkModules', (stats) => {
      if (stats.hasErrors()) return;
      const file = chunkModulesFile(this.remoteDir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunkModules(stats)));
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
