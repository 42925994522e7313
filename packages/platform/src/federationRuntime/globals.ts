/**
 * Where the shell's build puts the federation modules it lends to the remotes' entries in
 * production (globals, as @module-federation/enhanced does for the runtime core): a remote's
 * `remoteEntry.js` leaves them out (externals in rspack.base.ts) and reads them from there.
 */
export const FEDERATION_SDK_GLOBAL = '_THRIVE_FEDERATION_SDK';
export const FEDERATION_ERROR_CODES_GLOBAL = '_THRIVE_FEDERATION_ERROR_CODES';
