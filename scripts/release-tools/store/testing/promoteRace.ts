/**
 * One contender of the store test's race (store.test.ts), run as its own process from its own
 * working directory, as a pipeline on another runner would: reads the environment from the
 * shared store, brings the release down from object storage into its own folder, says `ready`
 * and promotes when the test writes `go` (so both write on the same revision they read).
 * Exit 0: it won; 3: the compare-and-swap refused it.
 *
 *   node --import tsx promoteRace.ts <remote> <version> <env>
 */
import path from 'node:path';
import { once } from 'node:events';
import { assertRemoteName } from '../../releases.ts';
import { ConcurrentWriteError, pinOf } from '../../environments.ts';
import { openPlatformStore } from '../index.ts';

const [remoteArg, version, env] = process.argv.slice(2);
const remote = assertRemoteName(remoteArg);
const store = openPlatformStore(process.env, path.join(process.cwd(), '.data', 'platform'));
try {
  const before = await store.environments.current(env!);
  const record = await store.releases.read(remote, version!);
  await store.releases.download(remote, version!, path.join(process.cwd(), 'release'));
  console.log('ready');
  await once(process.stdin, 'data');
  process.stdin.destroy();
  const revision = await store.environments.commit(env!, before.revision, {
    change: {
      action: 'promote',
      remote,
      from: before.releases[remote]?.version ?? null,
      to: version,
    },
    releases: { ...before.releases, [remote]: pinOf(record) },
    canaries: before.canaries,
    settings: before.settings,
  });
  console.log(`won revision ${revision.revision}`);
  process.exitCode = 0;
} catch (error) {
  console.log(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof ConcurrentWriteError ? 3 : 1;
} finally {
  await store.close();
}
