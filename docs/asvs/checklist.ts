/**
 * The ASVS 5.0 Level 1 and 2 checklist of V1-V8, V11-V16 (docs/asvs/rows.ts says
 * what a row is), the check that keeps it honest, and its Markdown rendering
 * (docs/asvs-5.0-l2.md, regenerated with `pnpm asvs:render`).
 */
import requirementsFile from './requirements.json';
import type { Row, TestRef } from './rows.ts';
import { v1to3 } from './v1to3.ts';
import { v4v5v12 } from './v4v5v12.ts';
import { v6 } from './v6.ts';
import { v7to8 } from './v7to8.ts';
import { v11to14 } from './v11to14.ts';
import { v15to16 } from './v15to16.ts';

export interface Requirement {
  id: string;
  level: number;
  text: string;
}

export const requirements: Requirement[] = requirementsFile.requirements;
export const checklist: Row[] = [...v1to3, ...v4v5v12, ...v6, ...v7to8, ...v11to14, ...v15to16];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `source` declares a test (`it`/`test`, not `describe`) titled exactly `name`. */
export function declaresTest(source: string, name: string): boolean {
  for (const quote of ["'", '"', '`']) {
    const literal = escapeRegExp(`${quote}${name.split(quote).join(`\\${quote}`)}${quote}`);
    for (const match of source.matchAll(new RegExp(`\\(\\s*${literal}`, 'g'))) {
      const before = source.slice(Math.max(0, match.index - 600), match.index + 1);
      const call = [...before.matchAll(/\b(it|test)((?:\.(?!describe)\w+)*)\s*\(/g)].at(-1);
      const lastDescribe = before.lastIndexOf('describe');
      if (call && call.index > lastDescribe) return true;
    }
  }
  return false;
}

/**
 * What is wrong with the checklist: a requirement without a row (or a row of none), a named
 * test that does not exist, a quoted passage missing from its document, a row without a reason.
 * `read` gives a repository file's text, or undefined when there is no such file.
 */
export function checklistProblems(
  rows: Row[],
  wanted: Requirement[],
  read: (file: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  const ids = new Set(wanted.map((r) => r.id));
  const seen = new Set<string>();
  for (const row of rows) {
    if (!ids.has(row.id))
      problems.push(`${row.id}: not an ASVS 5.0 L1/L2 requirement of these chapters`);
    if (seen.has(row.id)) problems.push(`${row.id}: listed twice`);
    seen.add(row.id);
    if (row.status === 'tested') {
      if (!row.tests.length) problems.push(`${row.id}: tested by no test`);
      for (const { file, name } of row.tests) {
        const source = read(file);
        if (source === undefined) problems.push(`${row.id}: ${file} does not exist`);
        else if (!declaresTest(source, name))
          problems.push(`${row.id}: ${file} has no test named "${name}"`);
      }
    } else if (row.status === 'documented') {
      const text = read(row.file);
      if (text === undefined) problems.push(`${row.id}: ${row.file} does not exist`);
      else if (!text.includes(row.quote))
        problems.push(`${row.id}: ${row.file} does not say "${row.quote}"`);
    } else {
      const reason = row.status === 'not-applicable' ? row.why : row.what;
      if (reason.trim().length < 10) problems.push(`${row.id}: says too little about why`);
    }
  }
  for (const id of ids) if (!seen.has(id)) problems.push(`${id}: no row`);
  return problems;
}

const STATUS_LABEL: Record<Row['status'], string> = {
  tested: 'Tested',
  documented: 'Documented',
  'not-applicable': 'Not applicable',
  'not-yet-built': '**Not yet built**',
};

const testLine = ({ file, name }: TestRef) => `\`${file}\` — “${name}”`;

/** The checklist as Markdown, in ASVS order. */
export function renderChecklist(rows: Row[] = checklist, wanted = requirements): string {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const count = (status: Row['status']) => rows.filter((r) => r.status === status).length;
  const lines = [
    '# OWASP ASVS 5.0 — Level 1 and 2 checklist (V1-V8, V11-V16)',
    '',
    '<!-- Generated from docs/asvs/*.ts by `pnpm asvs:render`; edit those files, not this one. -->',
    '',
    `Every Level 1 and 2 requirement of these chapters, mapped to the tests that check it, the`,
    `document that states it, why it does not apply, or what is not built yet. \`docs/asvs/checklist.test.ts\``,
    `(part of \`pnpm test\`, so CI) fails when a named test or quoted passage does not exist.`,
    `Requirement texts: ${requirementsFile.source}.`,
    '',
    `${rows.length} requirements: ${count('tested')} tested, ${count('documented')} documented, ` +
      `${count('not-applicable')} not applicable, ${count('not-yet-built')} not yet built.`,
  ];
  let chapter = '';
  for (const requirement of wanted) {
    const row = byId.get(requirement.id);
    const thisChapter = `V${requirement.id.split('.')[0]}`;
    if (thisChapter !== chapter) {
      chapter = thisChapter;
      lines.push('', `## ${chapter}`);
    }
    lines.push(
      '',
      `### ${requirement.id} (L${requirement.level}) — ${row ? STATUS_LABEL[row.status] : 'MISSING'}`,
      '',
    );
    lines.push(`> ${requirement.text}`, '');
    if (!row) continue;
    if (row.status === 'tested') {
      if (row.note) lines.push(row.note, '');
      for (const ref of row.tests) lines.push(`- ${testLine(ref)}`);
    } else if (row.status === 'documented') {
      lines.push(`\`${row.file}\`: “${row.quote}”${row.note ? ` ${row.note}` : ''}`);
    } else {
      lines.push(row.status === 'not-applicable' ? row.why : row.what);
    }
  }
  return `${lines.join('\n')}\n`;
}
