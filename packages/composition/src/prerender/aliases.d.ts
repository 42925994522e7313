// The renderer (shell/src/prerender/entry.tsx) imports the remote it renders under these
// names: config.ts aliases them to the remote's App.tsx and route table (src/routes.ts).
declare module 'thrive-prerender/app' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
declare module 'thrive-prerender/routes' {
  import type { PageRoute } from '@thrive/composition';
  export const ROUTES: PageRoute[];
}
declare module 'thrive-prerender/entry' {
  /** shell/src/prerender/entry.tsx: a page of the remote, rendered in the shell's route tree. */
  export function renderPage(
    location: string,
    /** The page's locale (default English): rendered at `/<locale>/…` in it. */
    locale?: string,
  ): Promise<{ html: string; title: string | undefined; modules: string[] }>;
}
