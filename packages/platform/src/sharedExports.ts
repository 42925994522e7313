/**
 * What the apps use of the shared libraries that Module Federation tree-shakes.
 *
 * react-router-dom is a singleton shared by the shell and every remote, and each app ships a
 * copy reduced to these exports (MF 2 shared tree shaking, rspack.base.ts). Whichever app's copy
 * the federation runtime picks must serve every other app, so there is one list for all of them:
 * an app that needs an export outside it would be given the full fallback build instead, a second
 * router with its own context (links and navigation would stop working across remotes).
 * `sharedExports.test.ts` fails when browser code imports anything not listed here.
 */
export const routerExports = [
  'BrowserRouter',
  'Link',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useOutlet',
  'useParams',
  'useSearchParams',
] as const;

export type RouterExport = (typeof routerExports)[number];

/** Shared package → the only exports of it that browser code may import. */
export const treeShakenShared: Record<string, readonly string[]> = {
  'react-router-dom': routerExports,
};
