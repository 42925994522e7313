/**
 * The platform store: where releases and environment revisions live. One interface, two
 * back ends — the disk under `.data/platform` (the default, nothing to configure) and a shared
 * store for pipelines on different machines (release files in S3-compatible object storage,
 * revisions in PostgreSQL). Chosen by environment variables (index.ts).
 */
import type { RemoteName } from '@thrive/platform';
import type { Revision } from '../environments.ts';
import type { ReleaseRecord } from '../releases.ts';

/** What a writer supplies for the next revision; number, time and actor are the store's. */
export type RevisionChange = Pick<Revision, 'change' | 'releases' | 'settings' | 'canaries'>;

export interface EnvironmentStore {
  readonly kind: 'disk' | 'postgres';
  /** Environment names, sorted. */
  list(): Promise<string[]>;
  /** The live revision (revision 0, nothing promoted, for a new environment). */
  current(env: string): Promise<Revision>;
  /** Every revision, oldest first. */
  history(env: string): Promise<Revision[]>;
  /** The newest revision that changed `remote` (for status: its last change and why). */
  latestChangeOf(env: string, remote: RemoteName): Promise<Revision | undefined>;
  /**
   * Writes revision `expected + 1`, or throws ConcurrentWriteError when the environment is no
   * longer at `expected` (compare-and-swap): of two writers of one revision exactly one wins.
   */
  commit(env: string, expected: number, next: RevisionChange): Promise<Revision>;
  close(): Promise<void>;
}

export interface ReleaseStore {
  readonly kind: 'disk' | 's3';
  /** Whether a release with this id exists (a release is never re-published). */
  has(remote: RemoteName, version: string): Promise<boolean>;
  read(remote: RemoteName, version: string): Promise<ReleaseRecord>;
  /**
   * Copies a release folder published on this machine (releases.ts) into the store; the record
   * goes last, so a release is listed only once all its files are there.
   */
  upload(remote: RemoteName, version: string, localDir: string): Promise<void>;
  /** Makes the release's files present in `localDir` (for the gates and local serving). */
  download(remote: RemoteName, version: string, localDir: string): Promise<void>;
  /** Every release of a remote, oldest first. */
  list(remote: RemoteName): Promise<ReleaseRecord[]>;
}

export interface PlatformStore {
  environments: EnvironmentStore;
  releases: ReleaseStore;
  /** One line saying where things live (printed by the CLI). */
  describe(): string;
  close(): Promise<void>;
}
