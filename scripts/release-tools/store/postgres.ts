/**
 * Environment revisions in PostgreSQL, for pipelines on different machines. One row per
 * revision, the primary key (environment, revision) unique: a write inserts revision
 * `expected + 1` only while the newest is `expected`, in one transaction, so two writers of
 * one revision cannot both succeed — the second gets a unique violation (or finds the
 * environment moved) and is refused, as with the disk store's link(2).
 */
import pg from 'pg';
import {
  assertEnvironmentName,
  concurrentWrite,
  emptyRevision,
  nextRevision,
  type Revision,
} from '../environments.ts';
import type { EnvironmentStore } from './types.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const UNIQUE_VIOLATION = '23505';

export function postgresEnvironmentStore(options: {
  connectionString: string;
  /** The schema holding the table (created when missing); a test run uses its own. */
  schema?: string;
}): EnvironmentStore {
  const schema = options.schema ?? 'thrive_platform';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`"${schema}" is not a plain schema name.`);
  const table = `"${schema}".revisions`;
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  let ready: Promise<void> | undefined;

  // Several first-time writers may create the table at once: an advisory lock serialises them
  // (CREATE … IF NOT EXISTS alone still races on the catalog).
  const prepare = () =>
    (ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('thrive-platform-store'))`);
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        await client.query(
          `CREATE TABLE IF NOT EXISTS ${table} (
             environment text NOT NULL,
             revision integer NOT NULL CHECK (revision > 0),
             body jsonb NOT NULL,
             written_at timestamptz NOT NULL DEFAULT now(),
             PRIMARY KEY (environment, revision)
           )`,
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        ready = undefined;
        throw error;
      } finally {
        client.release();
      }
    })());

  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await prepare();
    return (await pool.query<Row>(text, values)).rows;
  };

  const current = async (env: string): Promise<Revision> => {
    const rows = await query<{ body: Revision }>(
      `SELECT body FROM ${table} WHERE environment = $1 ORDER BY revision DESC LIMIT 1`,
      [assertEnvironmentName(env)],
    );
    return rows[0]?.body ?? emptyRevision();
  };

  return {
    kind: 'postgres',
    list: async () =>
      (
        await query<{ environment: string }>(
          `SELECT DISTINCT environment FROM ${table} ORDER BY environment`,
        )
      ).map((row) => row.environment),
    current,
    history: async (env) =>
      (
        await query<{ body: Revision }>(
          `SELECT body FROM ${table} WHERE environment = $1 ORDER BY revision`,
          [assertEnvironmentName(env)],
        )
      ).map((row) => row.body),
    latestChangeOf: async (env, remote) =>
      (
        await query<{ body: Revision }>(
          `SELECT body FROM ${table} WHERE environment = $1 AND body->'change'->>'remote' = $2
           ORDER BY revision DESC LIMIT 1`,
          [assertEnvironmentName(env), remote],
        )
      )[0]?.body,
    commit: async (env, expected, next) => {
      assertEnvironmentName(env);
      const revision = nextRevision(expected, next);
      let inserted = 0;
      try {
        // One statement, one transaction: the insert happens only while the newest revision is
        // `expected`; a concurrent insert of the same number fails on the primary key.
        const rows = await query(
          `INSERT INTO ${table} (environment, revision, body)
           SELECT $1, $2, $3::jsonb
           WHERE (SELECT coalesce(max(revision), 0) FROM ${table} WHERE environment = $1) = $4
           RETURNING revision`,
          [env, revision.revision, JSON.stringify(revision), expected],
        );
        inserted = rows.length;
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      }
      if (inserted !== 1) throw concurrentWrite(env, expected, await current(env));
      return revision;
    },
    close: () => pool.end(),
  };
}
