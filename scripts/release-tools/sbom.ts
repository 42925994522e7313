/**
 * A CycloneDX SBOM per release (ASVS 15.1.2): every package the remote's production build can
 * contain, from the lockfile's resolved tree (`pnpm list --prod --depth Infinity`, offline),
 * written with the OWASP CycloneDX library and checked against the 1.6 schema. Kept beside the
 * release (`<platform dir>/sboms/<remote>/<version>.cdx.json`), like its source maps: never served.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as CDX from '@cyclonedx/cyclonedx-library';
import { remotes, type RemoteName } from '@thrive/platform';
import { platformDataDir, rootDir } from '@thrive/platform/node';

/** One node of `pnpm list --json`: a package and what it depends on. */
export interface DependencyNode {
  version: string;
  dependencies?: Record<string, DependencyNode>;
}

export const sbomPath = (remote: RemoteName, version: string, dataDir = platformDataDir) =>
  path.join(dataDir, 'sboms', remote, `${version}.cdx.json`);

/** The production dependency tree of a remote's package (workspace packages followed). */
export function productionTree(remote: RemoteName): Record<string, DependencyNode> {
  const listed = spawnSync(
    'pnpm',
    ['list', '--filter', remotes[remote].packageName, '--prod', '--depth', 'Infinity', '--json'],
    { cwd: rootDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`pnpm list failed: ${listed.stderr}`);
  const [project] = JSON.parse(listed.stdout) as {
    dependencies?: Record<string, DependencyNode>;
  }[];
  return project?.dependencies ?? {};
}

const purlOf = (name: string, version: string) =>
  `pkg:npm/${name.startsWith('@') ? `%40${name.slice(1)}` : name}@${encodeURIComponent(version)}`;

/** The SBOM of one release, as CycloneDX 1.6 JSON. */
export function releaseSbom(options: {
  remote: RemoteName;
  version: string;
  createdAt: Date;
  tree: Record<string, DependencyNode>;
}): string {
  const bom = new CDX.Models.Bom();
  bom.serialNumber = `urn:uuid:${randomUUID()}`;
  bom.metadata.timestamp = options.createdAt;
  const root = new CDX.Models.Component(
    CDX.Enums.ComponentType.Application,
    remotes[options.remote].packageName,
    {
      version: options.version,
      bomRef: `${remotes[options.remote].packageName}@${options.version}`,
    },
  );
  bom.metadata.component = root;
  const byRef = new Map<string, CDX.Models.Component>();
  const visit = (parent: CDX.Models.Component, deps: Record<string, DependencyNode> = {}) => {
    for (const [name, node] of Object.entries(deps)) {
      // Workspace packages are part of this repository: their version is the link path.
      const version = node.version.startsWith('link:') ? 'workspace' : node.version;
      const ref = `${name}@${version}`;
      let component = byRef.get(ref);
      const seen = component !== undefined;
      if (!component) {
        component = new CDX.Models.Component(CDX.Enums.ComponentType.Library, name, {
          version,
          bomRef: ref,
          ...(version === 'workspace' ? {} : { purl: purlOf(name, version) }),
        });
        byRef.set(ref, component);
        bom.components.add(component);
      }
      parent.dependencies.add(component.bomRef);
      if (!seen) visit(component, node.dependencies);
    }
  };
  visit(root, options.tree);
  const serializer = new CDX.Serialize.JsonSerializer(
    new CDX.Serialize.JSON.Normalize.Factory(CDX.Spec.Spec1dot6),
  );
  return serializer.serialize(bom, { sortLists: true, space: 2 });
}

/** null when the SBOM is valid CycloneDX 1.6 JSON; the schema's complaint otherwise. */
export async function sbomProblem(json: string): Promise<string | null> {
  const error = await new CDX.Validation.JsonStrictValidator(CDX.Spec.Version.v1dot6).validate(
    json,
  );
  return error === null ? null : JSON.stringify(error);
}

/** Writes a release's SBOM beside it (read-only, like the release). */
export async function writeReleaseSbom(options: {
  remote: RemoteName;
  version: string;
  createdAt: Date;
  dataDir?: string;
  tree?: Record<string, DependencyNode>;
}): Promise<string> {
  const json = releaseSbom({ ...options, tree: options.tree ?? productionTree(options.remote) });
  const problem = await sbomProblem(json);
  if (problem) throw new Error(`The ${options.remote} SBOM is not valid CycloneDX: ${problem}`);
  const file = sbomPath(options.remote, options.version, options.dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${json}\n`, { mode: 0o444 });
  return file;
}
