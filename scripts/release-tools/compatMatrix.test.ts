import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLATFORM_DIR_ENV, type RemoteName } from '@thrive/platform';
import type { ReleaseRecord } from './releases';
import type { ServedRelease } from './smoke';

// The platform folder is read when @thrive/platform/node loads: set it first, then import.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-matrix-'));
process.env[PLATFORM_DIR_ENV] = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const record = (remote: RemoteName, version: string, entry = version): ReleaseRecord => ({
  remote,
  version,
  createdAt: '2026-11-26T10:00:00.000Z',
  commit: null,
  entry: { file: 'remoteEntry.js', integrity: `sha384-${entry}` },
  manifest: { file: 'mf-manifest.json', integrity: `sha384-m${entry}` },
  shared: [],
  exposes: ['./App'],
  contract: { typeCheck: 'passed' },
  files: 1,
  bytes: 1,
});
const served = (remote: RemoteName, version: string, entry?: string): ServedRelease => ({
  release: record(remote, version, entry),
  dir: `/releases/${remote}/${version}`,
});
const versionsOf = (compositions: Record<string, ServedRelease | undefined>[]) =>
  compositions.map((c) =>
    Object.fromEntries(Object.entries(c).map(([name, s]) => [name, s!.release.version])),
  );

describe('combinations', () => {
  it('puts every release of every other remote beside the candidate at least once', async () => {
    const { combinations } = await import('./compatMatrix');
    const candidate = served('auth', 'a2');
    const result = combinations(candidate, {
      marketing: [served('marketing', 'm3'), served('marketing', 'm2'), served('marketing', 'm1')],
      admin: [served('admin', 'd1')],
      stories: [served('stories', 's2'), served('stories', 's1')],
    });
    expect(versionsOf(result)).toEqual([
      { auth: 'a2', marketing: 'm3', admin: 'd1', stories: 's2' },
      { auth: 'a2', marketing: 'm2', admin: 'd1', stories: 's1' },
      { auth: 'a2', marketing: 'm1', admin: 'd1', stories: 's1' },
    ]);
  });

  it('loads identical builds once and the candidate alone when nothing else is live', async () => {
    const { combinations } = await import('./compatMatrix');
    const candidate = served('auth', 'a2');
    const sameBuildTwice = combinations(candidate, {
      marketing: [
        served('marketing', 'm2'),
        served('marketing', 'm2'),
        served('marketing', 'x', 'm2'),
      ],
    });
    expect(versionsOf(sameBuildTwice)).toEqual([{ auth: 'a2', marketing: 'm2' }]);
    // The candidate's own remote among "the others" is never loaded beside it.
    expect(versionsOf(combinations(candidate, { auth: [served('auth', 'a1')] }))).toEqual([
      { auth: 'a2' },
    ]);
  });
});

describe('describeComposition', () => {
  it('names each app of a combination with its release, in name order', async () => {
    const { describeComposition } = await import('./compatMatrix');
    expect(
      describeComposition(
        { marketing: served('marketing', 'bbb'), auth: served('auth', 'aaa') },
        'c0a26702b08c',
      ),
    ).toBe('auth@aaa + marketing@bbb + shell@c0a26702b08c');
  });
});

describe('environmentReleases', () => {
  const pin = (version: string) => ({
    version,
    entryIntegrity: `sha384-${version}`,
    manifestIntegrity: `sha384-m${version}`,
    commit: null,
    promotedAt: '2026-11-26T10:00:00.000Z',
  });
  const publish = (remote: RemoteName, version: string) => {
    const dir = path.join(dataDir, 'releases', remote, version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify(record(remote, version)));
  };

  it('takes each live release, its canary and the two before it a rollback could bring back', async () => {
    const { environmentReleases } = await import('./matrixReleases');
    const { diskStore } = await import('./store/disk');
    const store = diskStore(dataDir);
    const ids = ['aaaaaaaaaaa1', 'aaaaaaaaaaa2', 'aaaaaaaaaaa3', 'aaaaaaaaaaa4', 'aaaaaaaaaaa5'];
    for (const id of ids) publish('marketing', id);
    const settings = { stagingOverrides: { enabled: false, allowedOrigins: [] } };
    let at = 0;
    const promote = async (version: string) => {
      const before = await store.environments.current('matrix');
      await store.environments.commit('matrix', at, {
        change: { action: 'promote', remote: 'marketing', to: version },
        releases: { ...before.releases, marketing: pin(version) },
        canaries: before.canaries,
        settings,
      });
      at += 1;
    };
    // 1, 2, 3, back to 2 (a rollback), then 4 live with 5 as its canary.
    for (const id of [ids[0]!, ids[1]!, ids[2]!, ids[1]!, ids[3]!]) await promote(id);
    const before = await store.environments.current('matrix');
    await store.environments.commit('matrix', at, {
      change: { action: 'canary', remote: 'marketing', to: ids[4], percent: 10 },
      releases: before.releases,
      canaries: {
        marketing: { release: pin(ids[4]!), percent: 10, startedAt: before.at },
      },
      settings,
    });

    const others = await environmentReleases(store, 'matrix', 'auth');
    expect(others.marketing!.map((s) => s.release.version)).toEqual([
      'aaaaaaaaaaa4',
      'aaaaaaaaaaa5',
      'aaaaaaaaaaa2',
      'aaaaaaaaaaa3',
    ]);
    expect(others.marketing![0]!.dir).toBe(path.join(dataDir, 'releases/marketing/aaaaaaaaaaa4'));
    // The candidate's own remote is not among the others.
    expect((await environmentReleases(store, 'matrix', 'marketing')).marketing).toBeUndefined();
  });
});
