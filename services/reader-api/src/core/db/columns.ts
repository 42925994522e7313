/** Column shapes every schema file uses. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz read and written as a Date (the application's clock writes it). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
