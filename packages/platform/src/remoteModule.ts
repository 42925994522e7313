/**
 * The shell's contract with every remote's exposed `./App`: a default-exported React component
 * taking no props (it renders its own <Routes> inside the shell's router). `pnpm release`
 * type-checks each remote's `./App` against this type before a release can be promoted.
 */
import type { ComponentType } from 'react';

export interface RemoteAppModule {
  default: ComponentType<Record<string, never>>;
  /**
   * Loads what the page at `path` (the remote's own path, no locale prefix) renders, before the
   * shell hydrates that page's prerendered markup. Optional: a remote without it hydrates as
   * its page's chunk arrives.
   */
  preparePage?: (path: string) => Promise<void>;
}
