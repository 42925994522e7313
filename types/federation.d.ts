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
