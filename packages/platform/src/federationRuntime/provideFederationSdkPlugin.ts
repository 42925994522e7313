import * as federationErrorCodes from '@module-federation/error-codes';
import * as federationSdk from '@module-federation/sdk';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } from './globals';

/**
 * The shell's production build carries this runtime plugin (rspack.base.ts `runtimePlugins`):
 * it lends the shell's own `@module-federation/sdk` and `error-codes` (the very modules the
 * runtime core uses, aliases make sure) to the remotes, whose `remoteEntry.js` would otherwise
 * each carry a copy (about 5 KB compressed on every page). The shell's runtime creates its
 * plugins before it loads any remote entry. The skew gate refuses a release built against
 * another federation runtime than the shell's.
 */
export default function provideFederationSdkPlugin(): ModuleFederationRuntimePlugin {
  Object.assign(globalThis, {
    [FEDERATION_SDK_GLOBAL]: federationSdk,
    [FEDERATION_ERROR_CODES_GLOBAL]: federationErrorCodes,
  });
  return { name: 'thrive-provide-federation-sdk' };
}
