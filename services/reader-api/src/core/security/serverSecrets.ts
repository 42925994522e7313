/**
 * Secrets the server needs but an operator may not have configured: generated once and kept
 * in the database, so codes stay valid across restarts and across instances.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { serverSecrets } from './securityTables.ts';
import { newSecretKey } from './secrets.ts';

export async function loadOrCreateSecret(db: Db, name: string, clock: Clock): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: newSecretKey(), createdAt: clock.now() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
