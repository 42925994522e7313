/**
 * Issue 23 (ASVS 15.1.2): each release has a CycloneDX SBOM beside it, generated offline from
 * the lockfile's production tree and valid against the CycloneDX 1.6 schema.
 */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionTree, releaseSbom, sbomPath, sbomProblem, writeReleaseSbom } from './sbom';

const tree = {
  react: { version: '19.3.1' },
  '@thrive/ui': {
    version: 'link:../../packages/ui',
    dependencies: { react: { version: '19.3.1' }, zustand: { version: '5.1.0' } },
  },
};

describe('release SBOM', () => {
  it('lists every package once with its purl and who depends on it, valid CycloneDX 1.6', async () => {
    const json = releaseSbom({ remote: 'auth', version: 'abc123', createdAt: new Date(0), tree });
    expect(await sbomProblem(json)).toBeNull();
    const bom = JSON.parse(json);
    expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6' });
    expect(bom.metadata.component).toMatchObject({ name: '@thrive/auth', version: 'abc123' });
    expect(
      bom.components.map((c: { name: string; version: string; purl?: string }) => [
        c.name,
        c.version,
        c.purl,
      ]),
    ).toEqual([
      ['@thrive/ui', 'workspace', undefined],
      ['react', '19.3.1', 'pkg:npm/react@19.3.1'],
      ['zustand', '5.1.0', 'pkg:npm/zustand@5.1.0'],
    ]);
    const dependsOn = Object.fromEntries(
      bom.dependencies.map((d: { ref: string; dependsOn?: string[] }) => [d.ref, d.dependsOn]),
    );
    expect(dependsOn['@thrive/ui@workspace']).toEqual(['react@19.3.1', 'zustand@5.1.0']);
  });

  it('refuses a document that is not valid CycloneDX', async () => {
    expect(
      await sbomProblem(
        JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.6', components: 'x' }),
      ),
    ).not.toBeNull();
  });

  it('reads the real production tree of a remote from the lockfile, offline', () => {
    const real = productionTree('auth');
    expect(Object.keys(real)).toEqual(expect.arrayContaining(['react', 'react-dom', '@thrive/ui']));
    // Development tools are not part of a release.
    expect(Object.keys(real)).not.toContain('@rspack/core');
  }, 60_000);

  it('writes the SBOM beside the release, read-only', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'thrive-sbom-'));
    const file = await writeReleaseSbom({
      remote: 'auth',
      version: 'abc123',
      createdAt: new Date(0),
      dataDir,
      tree,
    });
    expect(file).toBe(sbomPath('auth', 'abc123', dataDir));
    expect(file).toBe(path.join(dataDir, 'sboms', 'auth', 'abc123.cdx.json'));
    expect(fs.statSync(file).mode & 0o222).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).metadata.component.version).toBe('abc123');
  });
});
