/**
 * The defaults of release-health trust (src/telemetry), here so that config.ts can read the
 * settings without importing the telemetry feature.
 */

/** Reports one IP may send per minute (a page sends one per remote it loads, batched). */
export const TELEMETRY_MAX_PER_MINUTE = 30;
/** Loads, and runtime errors, one client counts towards one release in one hour (default). */
export const CLIENT_CAP_PER_RELEASE_HOUR = 10;
/** Distinct clients a release needs before anything may decide on its health (default). */
export const MIN_CLIENTS_FOR_VERDICT = 5;
