/**
 * The reader API's import graph (see .dependency-cruiser.cjs for the layers and what counts as a
 * back-import): no cycle, no back-import. Runs in `pnpm test`, so CI fails on either.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const packageRoot = path.join(__dirname, '..');
const config = path.join(packageRoot, '.dependency-cruiser.cjs');
// The workspace's devDependency (its package exports only the ESM API, so no require.resolve).
const cruiser = path.join(
  packageRoot,
  '../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** dependency-cruiser's violations for the `src` folder under `cwd`, with this package's rules. */
function violations(cwd: string): Violation[] {
  const out = execFileSync(
    process.execPath,
    [cruiser, 'src', '--config', config, '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeViolation = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

test('src has no import cycle and no back-import', () => {
  expect(violations(packageRoot).map(describeViolation)).toEqual([]);
});

describe('the check fails', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'reader-api-graph-'));
    const file = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    };
    file(
      'src/core/clock.ts',
      "import { likes } from '../likes/likeService.ts';\nexport const a = likes;\n",
    );
    file(
      'src/likes/likeService.ts',
      "import { b } from './likeRoutes.ts';\nexport const likes = b;\n",
    );
    file(
      'src/likes/likeRoutes.ts',
      "import { likes } from './likeService.ts';\nexport const b = 1;\nexport const c = likes;\n",
    );
    file('src/likes/index.ts', "export { likes } from './likeService.ts';\n");
    file(
      'src/follows/followService.ts',
      "import { likes } from '../likes/likeService.ts';\nimport { fromIndex } from '../likes/index.ts';\nimport { x } from '../app.ts';\nexport const f = [likes, fromIndex, x];\n",
    );
    file('src/app.ts', 'export const x = 1;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('on a cycle, on core importing a feature, on a feature reaching past another’s index or into the app', () => {
    const found = violations(dir).map(describeViolation);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-cycle: src\/likes\//),
        'core-imports-no-feature: src/core/clock.ts → src/likes/likeService.ts',
        'feature-imports-other-features-by-index: src/follows/followService.ts → src/likes/likeService.ts',
        'feature-imports-no-app: src/follows/followService.ts → src/app.ts',
      ]),
    );
    // A feature's index.ts is its public face: importing it is no back-import.
    expect(found.join('\n')).not.toContain('src/likes/index.ts');
  });
});
