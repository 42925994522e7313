/** `pnpm supply-chain:signatures`: the registry signature check of registrySignatures.ts. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkRegistrySignatures, lockedPackages } from './registrySignatures.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const registry = spawnSync('pnpm', ['config', 'get', 'registry'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
const packages = lockedPackages(fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8'));
const report = await checkRegistrySignatures({ registry, packages });
if (report.status === 'unsupported')
  console.info(`Registry signatures not checked: ${report.reason}.`);
else if (report.status === 'verified')
  console.info(`Registry signatures verified for ${report.count} packages.`);
else {
  console.error(`Registry signature check failed:\n  ${report.problems.join('\n  ')}`);
  process.exitCode = 1;
}
