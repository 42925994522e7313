import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yieldToMain';

/**
 * A federation runtime plugin every production build carries (rspack.base.ts `runtimePlugins`).
 *
 * The runtime's start-up is one promise chain: create the instance, register the shared
 * modules, pick a provider for each, load its chunk, run a remote's module. Promise callbacks
 * all run in the task that started them, so that chain was one task of 150–260 ms under
 * Lighthouse's 4x CPU slowdown (a mid-range phone) that blocked a reader's tap. Ending the task before each step (a shared module, a
 * remote, a remote's module) lets the browser handle input and paint in between; each step
 * is a few milliseconds, so the page becomes interactive as fast as before.
 *
 * Only the waterfall hooks' arguments are passed on unchanged: this plugin alters no choice.
 */
export default function yieldingRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'thrive-yield-between-steps',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    async beforeRequest(args) {
      await yieldToMain();
      return args;
    },
    async beforeExecuteFactory() {
      await yieldToMain();
    },
  };
}
