/**
 * The apps of the platform, stated once. Builds, servers, scripts, ESLint boundaries, Jest
 * projects, Playwright, the bench and the runtime-config defaults all read this table:
 * adding a remote is one row here (plus its folder).
 */
import { paths } from './paths';

/** The two route sets the shell chooses between (SPEC section 2: by the host's first label). */
export type HostKind = 'public' | 'admin';

/** The first host label that selects the admin route set (`admin.thrive.ng`, `admin.localhost`). */
export const ADMIN_HOST_LABEL = 'admin';

interface AppBase {
  /** Folder of the app's package, from the repository root. */
  folder: string;
  /** Its workspace package name. */
  packageName: string;
  /** Environment variable that overrides its local port. */
  portEnv: string;
  /** Its local port when the variable is unset (the contract's ports). */
  defaultPort: number;
  /** Page title of the app's own index.html. */
  title: string;
}

export interface RemoteApp extends AppBase {
  /** Environment variable that points the shell at another manifest for this remote. */
  manifestEnv: string;
  /** The modules that are the remote's public API, as Module Federation `exposes`. */
  exposes: Record<string, string>;
  /** The host whose route set mounts this remote. */
  host: HostKind;
  /** Path prefixes it owns on that host; "/" owns everything no other remote claims. */
  pathPrefixes: readonly string[];
  /** Its build prerenders every page of its route table (src/routes.ts) for the shell's server. */
  prerender: boolean;
  /** What the shell says it could not load when the remote fails: "We couldn't load <area>". */
  area: string;
}

/** Module Federation's `exposes` key the shell loads from every remote. */
export const REMOTE_APP_MODULE = './App';

const remoteApp = {
  [REMOTE_APP_MODULE]: './src/App.tsx',
};

export const remotes = {
  marketing: {
    folder: 'remotes/marketing',
    packageName: '@thrive/marketing',
    portEnv: 'MARKETING_PORT',
    defaultPort: 3001,
    manifestEnv: 'MARKETING_MANIFEST_URL',
    title: 'Thrive (marketing remote)',
    exposes: remoteApp,
    host: 'public',
    pathPrefixes: ['/'],
    prerender: true,
    area: 'this page',
  },
  auth: {
    folder: 'remotes/auth',
    packageName: '@thrive/auth',
    portEnv: 'AUTH_PORT',
    defaultPort: 3002,
    manifestEnv: 'AUTH_MANIFEST_URL',
    title: 'Thrive (auth remote)',
    exposes: remoteApp,
    host: 'public',
    pathPrefixes: [
      paths.signup,
      paths.confirm,
      paths.login,
      paths.reset,
      paths.download2,
      paths.download,
      paths.account,
    ],
    prerender: true,
    area: 'sign-up and login',
  },
  admin: {
    folder: 'remotes/admin',
    packageName: '@thrive/admin',
    portEnv: 'ADMIN_PORT',
    defaultPort: 3003,
    manifestEnv: 'ADMIN_MANIFEST_URL',
    title: 'Thrive Admin (admin remote)',
    exposes: remoteApp,
    host: 'admin',
    pathPrefixes: ['/'],
    prerender: false,
    area: 'the admin console',
  },
  stories: {
    folder: 'remotes/stories',
    packageName: '@thrive/stories',
    portEnv: 'STORIES_PORT',
    defaultPort: 3004,
    manifestEnv: 'STORIES_MANIFEST_URL',
    title: 'Thrive (stories remote)',
    exposes: remoteApp,
    host: 'public',
    pathPrefixes: ['/stories', '/writers', '/ask', '/following', '/saved', '/notifications'],
    prerender: true,
    area: 'stories and questions',
  },
  studio: {
    folder: 'remotes/studio',
    packageName: '@thrive/studio',
    portEnv: 'STUDIO_PORT',
    defaultPort: 3005,
    manifestEnv: 'STUDIO_MANIFEST_URL',
    title: 'Thrive Studio (studio remote)',
    exposes: remoteApp,
    host: 'public',
    pathPrefixes: ['/studio'],
    prerender: false,
    area: 'the studio',
  },
} as const satisfies Record<string, RemoteApp>;

export type RemoteName = keyof typeof remotes;

export const shell = {
  folder: 'shell',
  packageName: '@thrive/shell',
  portEnv: 'SHELL_PORT',
  defaultPort: 3000,
  title: 'Thrive — Start, Soar, Thrive',
} as const satisfies AppBase;

/**
 * The lists every other module reads, derived from a remotes table: the platform's from the table
 * above; a test derives them from the table with a row added (what the next remote gets for free).
 */
export function platformOf<Name extends string>(table: Record<Name, RemoteApp>) {
  const names = Object.keys(table) as Name[];
  const catchAll = (name: Name) => table[name].pathPrefixes.includes('/');
  return {
    remoteNames: names,
    appNames: ['shell', ...names] as ('shell' | Name)[],
    apps: { shell, ...table } as Record<'shell' | Name, AppBase>,
    remotesOfHost: (host: HostKind): Name[] =>
      names
        .filter((name) => table[name].host === host)
        .sort((a, b) => Number(catchAll(a)) - Number(catchAll(b))),
  };
}

const platform = platformOf<RemoteName>(remotes);

export const remoteNames: RemoteName[] = platform.remoteNames;

/** The apps rspack builds and the static servers serve: the shell and every remote. */
export type AppName = 'shell' | RemoteName;
export const appNames: AppName[] = platform.appNames;
export const apps: Record<AppName, AppBase> = platform.apps;

/** The reader API (services/reader-api): its port and the path its routes live under. */
export const api = {
  folder: 'services/reader-api',
  packageName: '@thrive/reader-api',
  portEnv: 'API_PORT',
  defaultPort: 4000,
  basePath: '/api/v1',
  /** Environment variable for the API base URL the browser calls, when it is not local. */
  publicUrlEnv: 'API_PUBLIC_URL',
} as const;

/** Environment variable: comma-separated origins a staging override may load a remote from. */
export const STAGING_ORIGINS_ENV = 'STAGING_REMOTE_ORIGINS';
/** Environment variable: build output folder name (parallel checkouts build side by side). */
export const DIST_ENV = 'THRIVE_DIST';
/** Environment variable: folder of releases and environments (default `.data/platform`). */
export const PLATFORM_DIR_ENV = 'THRIVE_PLATFORM_DIR';
/** Environment variable: the environment `pnpm start` serves (its promoted releases). */
export const ENVIRONMENT_ENV = 'THRIVE_ENV';
/** Path under each remote's origin where its immutable releases are served: `/releases/<id>/`. */
export const RELEASES_PATH = '/releases';

export const hostKinds: HostKind[] = ['public', 'admin'];

/** The remotes a host mounts, most specific first: a catch-all "/" comes last. */
export const remotesOfHost: (host: HostKind) => RemoteName[] = platform.remotesOfHost;
