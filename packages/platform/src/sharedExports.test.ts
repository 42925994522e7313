/**
 * The tree-shaken shared libraries (sharedExports.ts) carry only the listed exports: this test
 * follows every app's browser code from its entries (the shell's and each remote's
 * `src/index.ts` and exposed modules, through the workspace packages) and fails on an import
 * of anything else, naming file and line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { apps, remotes, type AppName } from './apps';
import { routerExports, treeShakenShared } from './sharedExports';

const rootDir = path.resolve(__dirname, '../../..');

/** What one file imports from a tree-shaken shared library, and what cannot be checked. */
interface ImportFinding {
  line: number;
  library: string;
  /** The export's name, or a description of an import that takes the whole module. */
  name: string;
  whole: boolean;
}

/** The core package under react-router-dom: importing it directly bypasses the shared copy. */
const UNSHARED_CORES: Record<string, string> = { 'react-router': 'react-router-dom' };

function sharedLibraryOf(specifier: string): string | null {
  if (specifier in treeShakenShared) return specifier;
  const core = UNSHARED_CORES[specifier.split('/')[0]!];
  if (core) return core;
  const base = Object.keys(treeShakenShared).find((lib) => specifier.startsWith(`${lib}/`));
  return base ?? null;
}

/** Imports of tree-shaken shared libraries in one source text (type-only imports are erased). */
export function sharedImports(fileName: string, text: string): ImportFinding[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const findings: ImportFinding[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (node: ts.Node, specifier: string, name: string, whole = false) => {
    const library = sharedLibraryOf(specifier);
    if (!library) return;
    const subpath = specifier !== library;
    findings.push({
      line: lineOf(node),
      library,
      name: subpath ? `${name} (from '${specifier}', not the shared '${library}')` : name,
      whole: whole || subpath,
    });
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) add(node, specifier, 'default import', true);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          add(node, specifier, `import * as ${bindings.name.text}`, true);
        } else if (bindings) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly)
              add(element, specifier, (element.propertyName ?? element.name).text);
          }
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      const specifier = node.moduleSpecifier.text;
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) {
        add(node, specifier, 'export * (re-exports the whole module)', true);
      } else {
        for (const element of node.exportClause.elements) {
          if (!element.isTypeOnly)
            add(element, specifier, (element.propertyName ?? element.name).text);
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, 'dynamic import or require (takes the whole module)', true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Violations of the lists in `text`, as `file:line: message`. */
export function violations(file: string, text: string): string[] {
  return sharedImports(file, text).flatMap(({ line, library, name, whole }) =>
    whole || !treeShakenShared[library]!.includes(name)
      ? [
          `${file}:${line}: ${library} ${whole ? name : `'${name}'`} is outside the shared list (packages/platform/src/sharedExports.ts)`,
        ]
      : [],
  );
}

// --- The apps' browser code, followed from the entries the builds use (rspack.base.ts). ---

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

function resolveFile(base: string): string | null {
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    // rspack's extensionAlias: `./x.js` may be `./x.ts(x)`.
    ...(/\.js$/.test(base) ? ['.ts', '.tsx'].map((ext) => base.replace(/\.js$/, ext)) : []),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return (
    candidates.find(
      (file) =>
        existsSync(file) &&
        statSync(file).isFile() &&
        SOURCE_EXTENSIONS.includes(path.extname(file)),
    ) ?? null
  );
}

/** A workspace package's browser entry (`@thrive/ui` → packages/ui/src/index.ts). */
function workspaceEntry(specifier: string): string | null {
  const match = /^@thrive\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (!match) return null;
  const dir = path.join(rootDir, 'packages', match[1]!);
  const pkgFile = path.join(dir, 'package.json');
  if (!existsSync(pkgFile)) return null;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {
    main?: string;
    exports?: Record<string, string>;
  };
  const target = match[2] ? pkg.exports?.[`./${match[2]}`] : (pkg.exports?.['.'] ?? pkg.main);
  return target ? resolveFile(path.join(dir, target)) : null;
}

function browserFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const next = specifier.startsWith('.')
        ? resolveFile(path.resolve(path.dirname(file), specifier))
        : workspaceEntry(specifier);
      if (next) queue.push(next);
    }
  }
  return seen;
}

const appEntries = (name: AppName): string[] => {
  const dir = path.join(rootDir, apps[name].folder);
  const exposed = name === 'shell' ? [] : Object.values(remotes[name].exposes);
  return ['./src/index.ts', ...exposed].map((entry) => resolveFile(path.join(dir, entry))!);
};

const appNamesInTable = Object.keys(apps) as AppName[];
const filesByApp = new Map(appNamesInTable.map((name) => [name, browserFiles(appEntries(name))]));
const allFiles = new Set([...filesByApp.values()].flatMap((files) => [...files]));
const read = (file: string) => readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(rootDir, file);

describe('shared libraries tree-shaken to one list of exports', () => {
  it('follows each app from its entries into its pages and the shared packages', () => {
    for (const [name, files] of filesByApp) {
      // Entries, lazily loaded pages and workspace packages are all reached.
      expect(files.size).toBeGreaterThan(5);
      expect([...files].some((f) => f.includes(`${path.sep}packages${path.sep}`))).toBe(true);
      expect([...files].some((f) => f.startsWith(path.join(rootDir, apps[name].folder)))).toBe(
        true,
      );
    }
    // Test files and server-only code are not browser code.
    expect([...allFiles].filter((f) => /\.test\.tsx?$/.test(f))).toEqual([]);
  });

  it('no app imports a react-router-dom export outside the list', () => {
    const problems = [...allFiles].flatMap((file) => violations(relative(file), read(file)));
    expect(problems).toEqual([]);
  });

  it('lists only exports that exist and that some app uses', () => {
    const requireFromShell = createRequire(path.join(rootDir, apps.shell.folder, 'package.json'));
    const router = requireFromShell('react-router-dom') as Record<string, unknown>;
    expect(routerExports.filter((name) => !(name in router))).toEqual([]);

    const used = new Set(
      [...allFiles].flatMap((file) =>
        sharedImports(file, read(file))
          .filter((finding) => finding.library === 'react-router-dom')
          .map((finding) => finding.name),
      ),
    );
    // An unused entry costs every reader its bytes.
    expect(routerExports.filter((name) => !used.has(name))).toEqual([]);
  });

  describe('the check itself', () => {
    const check = (text: string) => violations('app.tsx', text);

    it('accepts listed exports, aliases of them and type-only imports', () => {
      expect(
        check(
          [
            "import { Link, useNavigate as go } from 'react-router-dom';",
            "import type { LinkProps } from 'react-router-dom';",
            "import { type NavigateOptions, Outlet } from 'react-router-dom';",
            "export { Navigate } from 'react-router-dom';",
          ].join('\n'),
        ),
      ).toEqual([]);
    });

    it('names an export outside the list with its file and line', () => {
      expect(
        check(
          "import { Link } from 'react-router-dom';\nimport { useMatch } from 'react-router-dom';",
        ),
      ).toEqual([
        "app.tsx:2: react-router-dom 'useMatch' is outside the shared list (packages/platform/src/sharedExports.ts)",
      ]);
      expect(
        check("import { createBrowserRouter as create } from 'react-router-dom';"),
      ).toHaveLength(1);
      expect(check("export { useMatch } from 'react-router-dom';")).toHaveLength(1);
    });

    it('refuses imports that take the whole module or bypass the shared package', () => {
      expect(check("import * as Router from 'react-router-dom';")).toHaveLength(1);
      expect(check("export * from 'react-router-dom';")).toHaveLength(1);
      expect(check("const router = await import('react-router-dom');")).toHaveLength(1);
      expect(check("import { Link } from 'react-router';")).toHaveLength(1);
      expect(check("import { Link } from 'react-router-dom/dist/index.js';")).toHaveLength(1);
    });
  });
});
