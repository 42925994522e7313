/**
 * Builds data/breached-passwords.bin and its metadata from the sources (sources.ts). Run with
 * `pnpm --filter @thrive/reader-api passwords:build` after changing a source; a test checks that
 * the shipped files are what this builds.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { encodeHashList } from './hashList.ts';
import { breachedListFile, breachedMetaFile, type BreachedListMeta } from './breachedPasswords.ts';
import { readSourcePasswords } from './sources.ts';

export function buildBreachedList(): { bytes: Buffer; meta: BreachedListMeta } {
  const sources = readSourcePasswords();
  const bytes = encodeHashList(sources.flatMap((s) => s.passwords));
  return {
    bytes,
    meta: {
      format: 'sha256-prefix32-be-sorted',
      normalisation: 'trimmed, lower-cased',
      entries: bytes.length / 4,
      sources: sources.map((s) => `${s.source}: ${s.passwords.length} of 8 to 128 characters`),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const { bytes, meta } = buildBreachedList();
  writeFileSync(breachedListFile, bytes);
  writeFileSync(breachedMetaFile, `${JSON.stringify(meta, null, 2)}\n`);
  console.log(`Wrote ${meta.entries} entries (${bytes.length} bytes) to ${breachedListFile}`);
}
