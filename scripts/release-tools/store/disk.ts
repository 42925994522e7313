/**
 * The embedded default: releases and revisions on this machine's disk (`THRIVE_PLATFORM_DIR`,
 * default `.data/platform`), the compare-and-swap an exclusive link(2) (environments.ts).
 */
import fs from 'node:fs';
import type { RemoteName } from '@thrive/platform';
import { platformDataDir } from '@thrive/platform/node';
import {
  commitRevision,
  current,
  history,
  latestChangeOf,
  listEnvironments,
} from '../environments.ts';
import { listReleases, readRelease, releaseDir } from '../releases.ts';
import type { EnvironmentStore, PlatformStore, ReleaseStore } from './types.ts';

export function diskEnvironmentStore(dataDir = platformDataDir): EnvironmentStore {
  return {
    kind: 'disk',
    list: async () => listEnvironments(dataDir),
    current: async (env) => current(env, dataDir),
    history: async (env) => history(env, dataDir),
    latestChangeOf: async (env, remote) => latestChangeOf(env, remote, dataDir),
    commit: async (env, expected, next) => commitRevision(env, expected, next, dataDir),
    close: async () => {},
  };
}

export function diskReleaseStore(dataDir = platformDataDir): ReleaseStore {
  const here = (remote: RemoteName, version: string) => releaseDir(remote, version, dataDir);
  return {
    kind: 'disk',
    has: async (remote, version) => fs.existsSync(here(remote, version)),
    read: async (remote, version) => readRelease(remote, version, dataDir),
    // The disk store is where releases.ts publishes: nothing to copy.
    upload: async () => {},
    download: async (remote, version, localDir) => {
      if (localDir !== here(remote, version)) {
        fs.cpSync(here(remote, version), localDir, { recursive: true });
      }
    },
    list: async (remote) => listReleases(remote, dataDir),
  };
}

export const diskStore = (dataDir = platformDataDir): PlatformStore => ({
  environments: diskEnvironmentStore(dataDir),
  releases: diskReleaseStore(dataDir),
  describe: () => `releases and environments on disk (${dataDir})`,
  close: async () => {},
});
