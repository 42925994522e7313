import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../rspack.base.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig(
    {
      name: 'marketing',
      dir,
      title: 'Thrive (marketing remote)',
      // The remote's public API: its route tree, mounted by the shell.
      exposes: { './App': './src/App.tsx' },
      prerender: true,
    },
    argv.mode ?? 'production',
  );
