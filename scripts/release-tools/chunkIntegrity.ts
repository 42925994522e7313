/**
 * Subresource Integrity for every chunk of a build (issue 23). The browser builds carry
 * rspack's SubresourceIntegrityPlugin: each runtime (a remote's remoteEntry.js, an app's main
 * script) records the SHA-384 of every chunk and stylesheet it loads and the browser refuses a
 * file that does not match; the page (index.html) records those of its own tags. A file whose
 * hash no runtime or page records would run unchecked, or, changed after the hashes were taken
 * (a plugin rewriting a stylesheet late), be refused in every browser. `pnpm release` and
 * `pnpm platform:check` refuse such a build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Never loaded (sharedExports.test.ts keeps every app inside the shared list): not checked. */
const SHARED_FALLBACK_DIR = 'independent-packages';
const HASH = /sha384-[A-Za-z0-9+/]{64}/g;
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === SHARED_FALLBACK_DIR ? [] : filesUnder(full, base);
    return [path.relative(base, full)];
  });
}

/**
 * The scripts and stylesheets of `buildDir` (relative paths, sorted) whose SHA-384 is recorded
 * by none of its runtimes or pages: empty when every chunk is checked by the browser.
 */
export function chunksWithoutIntegrity(buildDir: string): string[] {
  const files = filesUnder(buildDir).filter((file) => /\.(js|css|html)$/.test(file));
  const recorded = new Set(
    files
      .filter((file) => /\.(js|html)$/.test(file))
      .flatMap((file) => fs.readFileSync(path.join(buildDir, file), 'utf8').match(HASH) ?? []),
  );
  return (
    files
      .filter((file) => /\.(js|css)$/.test(file))
      // The entry a page or the shell's config names is checked by the hash recorded there
      // (index.html, the release record): it is not a chunk.
      .filter((file) => path.dirname(file) !== '.')
      .filter((file) => !recorded.has(sri(fs.readFileSync(path.join(buildDir, file)))))
      .sort()
  );
}
