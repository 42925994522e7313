// Every remote exposes the same public API: `./App`, its route tree, rendered by the shell
// inside the shell's router (react-router-dom is a federated singleton).
declare module 'marketing/App' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
declare module 'auth/App' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
declare module 'admin/App' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}

// A remote's prerender build (@thrive/composition) bundles its App and its route table
// under these names.
declare module 'thrive-prerender/app' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
declare module 'thrive-prerender/routes' {
  import type { PageRoute } from '@thrive/composition';
  export const ROUTES: PageRoute[];
}
