/**
 * The second half of a public remote's production build (its `build` script):
 *
 *   rspack build --mode production && tsx ../../scripts/prerender.ts <remote>
 *
 * renders the remote's public pages with the same configuration as its browser build
 * (@thrive/composition/build).
 */
import { buildRemote } from '@thrive/composition/build';
import { remoteNames, remotes, type RemoteName } from '@thrive/platform';
import { createAppConfig } from '../rspack.base.ts';

const requested = process.argv[2] as RemoteName | undefined;
const prerendered = remoteNames.filter((name) => remotes[name].prerender);
if (!requested || !prerendered.includes(requested)) {
  console.error(`Usage: tsx scripts/prerender.ts <${prerendered.join('|')}>`);
  process.exit(2);
}
buildRemote(requested, createAppConfig({ name: requested }, 'production')).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
