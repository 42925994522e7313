// drizzle-kit configuration: `pnpm --filter @thrive/reader-api db:generate` writes a new SQL
// migration into ./drizzle after a table changes (every src/**/*Tables.ts). Commit the generated files; the
// server applies them at start-up (see src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*Tables.ts',
  out: './drizzle',
});
