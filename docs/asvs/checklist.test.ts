/**
 * The ASVS checklist holds (issue 23): every L1/L2 requirement of the chapters has a row, and
 * every test or passage a row names exists. Runs in `pnpm test`, so CI fails when a mapped test
 * is renamed or removed. A "not yet built" row fails nothing: it says what is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  checklist,
  checklistProblems,
  declaresTest,
  renderChecklist,
  requirements,
} from './checklist';
import type { Row } from './rows';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => {
  try {
    return fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

describe('ASVS 5.0 L1/L2 checklist', () => {
  it('covers the 210 requirements of V1-V8, V11-V16, and names only tests and passages that exist', () => {
    expect(requirements).toHaveLength(210);
    expect(checklistProblems(checklist, requirements, read)).toEqual([]);
  });

  it('docs/asvs-5.0-l2.md is the rendering of the checklist (pnpm asvs:render)', () => {
    expect(read('docs/asvs-5.0-l2.md')).toBe(renderChecklist());
  });

  it('fails for a mapped test that does not exist, never for a row not yet built', () => {
    const wanted = [
      { id: '9.9.1', level: 1, text: 'a' },
      { id: '9.9.2', level: 2, text: 'b' },
    ];
    const file = 'x.test.ts';
    const source = "describe('group', () => {\n  it('does the thing', () => {});\n});\n";
    const rows = (name: string): Row[] => [
      { id: '9.9.1', status: 'tested', tests: [{ file, name }] },
      { id: '9.9.2', status: 'not-yet-built', what: 'the second factor, being built' },
    ];
    const readFake = (f: string) => (f === file ? source : undefined);
    expect(checklistProblems(rows('does the thing'), wanted, readFake)).toEqual([]);
    expect(checklistProblems(rows('does another thing'), wanted, readFake)).toEqual([
      '9.9.1: x.test.ts has no test named "does another thing"',
    ]);
    expect(checklistProblems(rows('group'), wanted, readFake)).toEqual([
      '9.9.1: x.test.ts has no test named "group"',
    ]);
    expect(checklistProblems(rows('does the thing').slice(0, 1), wanted, readFake)).toEqual([
      '9.9.2: no row',
    ]);
  });

  it('recognises test titles however they are quoted and wrapped', () => {
    expect(declaresTest("it(\n    'it\\'s wrapped',\n    async () => {}", "it's wrapped")).toBe(
      true,
    );
    expect(declaresTest('test.each([1, 2])("each %s", () => {})', 'each %s')).toBe(true);
    expect(declaresTest('it(`max ${MAX} a day`, () => {})', 'max ${MAX} a day')).toBe(true);
    expect(declaresTest("test.describe('a group', () => {})", 'a group')).toBe(false);
  });
});
