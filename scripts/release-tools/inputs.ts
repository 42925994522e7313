/**
 * What a remote's build is made from, hashed before anything is built: re-releasing unchanged
 * code is refused in a second instead of after a 13 s build whose output the content id would
 * refuse anyway. The inputs are those `scripts/build.ts` watches: the remote's folder, the
 * shared packages, the base config, the page template and the lockfile (and, for a remote that
 * prerenders, the prerender script and the shell's source). Tests and build output are left out.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remotes, type RemoteName } from '@thrive/platform';
import { rootDir } from '@thrive/platform/node';

const skipped = (name: string) =>
  name.startsWith('dist') ||
  name === 'node_modules' ||
  name.startsWith('.') ||
  /\.test\.tsx?$/.test(name) ||
  name === '__snapshots__';

function files(target: string, root: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [path.relative(root, target)];
  return fs
    .readdirSync(target)
    .filter((name) => !skipped(name))
    .flatMap((name) => files(path.join(target, name), root));
}

export function buildInputs(remote: RemoteName, root = rootDir): string[] {
  const { folder, prerender } = remotes[remote];
  const targets = [
    folder,
    'packages',
    'rspack.base.ts',
    'index.html',
    'pnpm-lock.yaml',
    'package.json',
    'tsconfig.base.json',
    ...(prerender ? ['scripts/prerender.ts', 'shell/src'] : []),
  ];
  return [...new Set(targets.flatMap((t) => files(path.join(root, t), root)))].sort();
}

/** A SHA-256 over each input's path and content (hex). */
export function buildInputsHash(remote: RemoteName, root = rootDir): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(remote, root)) {
    const digest = createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex');
    hash.update(`${file.split(path.sep).join('/')}\0${digest}\n`);
  }
  return hash.digest('hex');
}
