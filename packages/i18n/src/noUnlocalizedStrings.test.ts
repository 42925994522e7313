/**
 * The lint rule of issue 26 (eslint.i18n.js): `pnpm lint` fails on reader-facing text written
 * in the code instead of a catalog, and leaves the admin console (English only) alone.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const RULE = 'lingui/no-unlocalized-strings';

/** The rule's findings for `code` as if it were the file at `file` (nothing is written). */
function findings(file: string, code: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', file, '--format', 'json'],
      { cwd: root, input: code, encoding: 'utf8' },
    );
  } catch (failed) {
    // ESLint exits with 1 when it found errors; its report is still on stdout.
    output = (failed as { stdout: string }).stdout;
  }
  const [report] = JSON.parse(output) as { messages: { ruleId: string | null; line: number }[] }[];
  return report!.messages.filter((m) => m.ruleId === RULE).map((m) => `line ${m.line}`);
}

const hardCoded = `export function Fixture() {
  return <p aria-label="Read our stories">We are here for you</p>;
}
`;
const fromCatalog = `import { i18n } from '@thrive/i18n';
export function Fixture() {
  return <p aria-label={i18n._('marketing.fixture.title')}>{i18n._('marketing.fixture.body')}</p>;
}
`;

it('fails on hard-coded text in a public remote, the shell and the UI kit', () => {
  for (const file of [
    'remotes/marketing/src/Fixture.tsx',
    'remotes/auth/src/Fixture.tsx',
    'shell/src/Fixture.tsx',
    'packages/ui/src/Fixture.tsx',
  ]) {
    expect([file, findings(file, hardCoded)]).toEqual([file, ['line 2', 'line 2']]);
  }
}, 60_000);

it('accepts the same text read from a catalog', () => {
  expect(findings('remotes/marketing/src/Fixture.tsx', fromCatalog)).toEqual([]);
}, 30_000);

it('leaves the admin console alone: it stays English', () => {
  expect(findings('remotes/admin/src/Fixture.tsx', hardCoded)).toEqual([]);
}, 30_000);
