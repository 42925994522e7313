/**
 * Makes the two Inter files the site ships (packages/ui/src/fonts), from @fontsource-variable/inter:
 *  - a tight Latin subset (the characters the site's copy and readers' names use), variable
 *    weight kept;
 *  - the naira sign alone (U+20A6), so prices never pull the 84 KB extended-Latin file.
 * The unicode ranges below must match the ones in packages/ui/src/fonts/fonts.css.
 *
 *   pnpm fonts   (then commit the .woff2 files)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = (file: string) =>
  readFileSync(
    path.join(rootDir, 'packages/ui/node_modules/@fontsource-variable/inter/files', file),
  );
const out = (file: string) => path.join(rootDir, 'packages/ui/src/fonts', file);

/** [first, last] code points, inclusive. */
export const LATIN_RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: accented names, ©, ·, «»
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2192, 0x2192], // →
];
export const NAIRA = 0x20a6;

const text = (ranges: [number, number][]) =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
    .map((point) => String.fromCodePoint(point))
    .join('');

async function main() {
  const latin = await subsetFont(source('inter-latin-wght-normal.woff2'), text(LATIN_RANGES), {
    targetFormat: 'woff2',
  });
  const naira = await subsetFont(
    source('inter-latin-ext-wght-normal.woff2'),
    String.fromCodePoint(NAIRA),
    { targetFormat: 'woff2' },
  );
  writeFileSync(out('inter-latin.woff2'), latin);
  writeFileSync(out('inter-naira.woff2'), naira);
  console.log(`inter-latin.woff2 ${(latin.length / 1024).toFixed(1)} KiB`);
  console.log(`inter-naira.woff2 ${(naira.length / 1024).toFixed(1)} KiB`);
}

await main();
