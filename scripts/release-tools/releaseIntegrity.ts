/**
 * Release files are checked before they are trusted (issue 40, M3). A release record lists the
 * SHA-256 of every file it published (releases.ts `fileHashes`); a promotion pins the digest of
 * that list in the revision (environments.ts `filesSha256`). A release brought from object
 * storage, or served from this machine's release folder, is used only when its record matches
 * the pin and every file matches its record: nothing missing, nothing added, nothing changed.
 * Object keys are turned into local paths only when they stay inside the release's folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_RECORD, ReleaseError, type ReleaseRecord } from './releases.ts';

export class ReleaseIntegrityError extends ReleaseError {
  override name = 'ReleaseIntegrityError';
}

/** The digest a revision pins: SHA-256 over the sorted `path\0sha256\n` lines of the record. */
export function filesDigest(fileHashes: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const file of Object.keys(fileHashes).sort()) hash.update(`${file}\0${fileHashes[file]}\n`);
  return hash.digest('hex');
}

/**
 * The local path of a file of a release, from its path inside the release (an object key
 * without its prefix): refused when it is absolute, has `..`, `.` or empty segments, a
 * backslash, a control character, or would end up outside `dir` in any other way.
 */
export function releaseFilePath(dir: string, relative: string): string {
  const segments = relative.split('/');
  const unsafe =
    relative === '' ||
    relative.includes('\\') ||
    [...relative].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  const to = path.resolve(dir, ...segments);
  if (unsafe || !to.startsWith(`${path.resolve(dir)}${path.sep}`)) {
    throw new ReleaseIntegrityError(
      `Refused the release file "${relative}": its name would leave the release's folder.`,
    );
  }
  return to;
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/**
 * Checks the release folder `dir` against its record and, when given, the revision's pin.
 * Throws ReleaseIntegrityError saying what does not match; answers the record when all does.
 * A record without file hashes (a release made before they were kept) passes only unpinned.
 */
export function verifyReleaseFiles(dir: string, pinned?: string): ReleaseRecord {
  const recordFile = path.join(dir, RELEASE_RECORD);
  if (!fs.existsSync(recordFile)) {
    throw new ReleaseIntegrityError(`${dir} has no ${RELEASE_RECORD}.`);
  }
  const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as ReleaseRecord;
  const what = `${record.remote} release ${record.version}`;
  const hashes = record.fileHashes;
  if (!hashes) {
    if (pinned) throw new ReleaseIntegrityError(`${what}: its record lists no file hashes.`);
    return record;
  }
  if (pinned && filesDigest(hashes) !== pinned) {
    throw new ReleaseIntegrityError(
      `${what}: its record's file hashes are not the ones pinned when it was promoted.`,
    );
  }
  const present = walk(dir)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file !== RELEASE_RECORD);
  for (const file of present) {
    const expected = hashes[file];
    if (!expected) throw new ReleaseIntegrityError(`${what}: ${file} is not one of its files.`);
    const actual = createHash('sha256')
      .update(fs.readFileSync(path.join(dir, file)))
      .digest('hex');
    if (actual !== expected) {
      throw new ReleaseIntegrityError(`${what}: ${file} does not match its SHA-256.`);
    }
  }
  const missing = Object.keys(hashes).filter((file) => !present.includes(file));
  if (missing.length) {
    throw new ReleaseIntegrityError(`${what}: ${missing.join(', ')} missing.`);
  }
  return record;
}
