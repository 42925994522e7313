/**
 * The contact and question forms' messages.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
});
