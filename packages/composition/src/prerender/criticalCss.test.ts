/**
 * Beasties (and the css-select it loads as ES modules) runs in a child Node process through
 * tsx, as in the build: Jest's CommonJS runtime cannot load it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const theme = readFileSync(path.join(__dirname, '../../../ui/src/theme.css'), 'utf8').replace(
  /@import[^;]*;/g,
  '',
);

/** The critical CSS of `html` from a stylesheet `css`, computed as the build does. */
async function inline(css: string, html: string): Promise<string> {
  const dist = mkdtempSync(path.join(tmpdir(), 'critical-'));
  try {
    writeFileSync(path.join(dist, 'page.css'), css);
    const script = `import { criticalCss } from ${JSON.stringify(path.join(__dirname, 'criticalCss.ts'))};
      process.stdout.write(await criticalCss(${JSON.stringify(html)}, ['page.css'], ${JSON.stringify(dist)}));`;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: __dirname,
      },
    );
    return stdout;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('criticalCss', () => {
  it('keeps the rules the markup uses, drops the others, and makes url()s absolute', async () => {
    const css = await inline(
      '.used{color:red}.unused{color:blue}.hero{background:url(img/a.png)}',
      '<p class="used">Hi</p><div class="hero"></div>',
    );
    expect(css).toContain('.used{color:red}');
    expect(css).not.toContain('.unused');
    expect(css).toMatch(/url\(https?:\/\/[^)]*\/img\/a\.png\)/);
  }, 30_000);

  it("keeps the kit's rules that begin with :where(): long words wrap before hydration", async () => {
    const css = await inline(
      theme,
      '<main><h2>Title</h2><dl><dt>Readers</dt><dd>10</dd></dl></main>',
    );
    expect(css).toMatch(/:where\([^)]*\bdt\b[^)]*\)\{overflow-wrap:anywhere\}/);
  }, 30_000);
});
