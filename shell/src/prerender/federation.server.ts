/**
 * Stands in for shell/src/federation.ts in a remote's prerender build: the remote's App is
 * bundled with the renderer, so "loading" it is a promise that is already settled. The same
 * promise object is returned every time, as React's `use()` needs to read it synchronously
 * in the second (string) render pass.
 */
import type { ComponentType } from 'react';

let loaded: Promise<ComponentType> | null = null;

export function provideRemoteApp(App: ComponentType): void {
  loaded = Promise.resolve(App);
}

export function loadRemoteApp(): Promise<ComponentType> {
  if (!loaded) throw new Error('provideRemoteApp() must run before a page is rendered.');
  return loaded;
}

export function initFederation(): void {}

export function resetRemote(): void {}
