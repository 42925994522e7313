/** `pnpm asvs:render`: writes docs/asvs-5.0-l2.md from the checklist. */
import fs from 'node:fs';
import path from 'node:path';
import { renderChecklist } from './checklist.ts';

fs.writeFileSync(path.join(import.meta.dirname, '..', 'asvs-5.0-l2.md'), renderChecklist());
