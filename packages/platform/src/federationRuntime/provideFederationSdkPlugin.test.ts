import * as federationErrorCodes from '@module-federation/error-codes';
import * as federationSdk from '@module-federation/sdk';
import { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } from './globals';
import provideFederationSdkPlugin from './provideFederationSdkPlugin';

describe('provideFederationSdkPlugin', () => {
  it('lends the shell’s own sdk and error codes on the globals remote entries read', () => {
    const lent = globalThis as Record<string, unknown>;
    delete lent[FEDERATION_SDK_GLOBAL];
    delete lent[FEDERATION_ERROR_CODES_GLOBAL];

    expect(provideFederationSdkPlugin().name).toBe('thrive-provide-federation-sdk');

    const sdk = lent[FEDERATION_SDK_GLOBAL] as typeof federationSdk;
    expect(sdk.loadScript).toBe(federationSdk.loadScript);
    expect(sdk.generateSnapshotFromManifest).toBe(federationSdk.generateSnapshotFromManifest);
    const errorCodes = lent[FEDERATION_ERROR_CODES_GLOBAL] as typeof federationErrorCodes;
    expect(errorCodes.getShortErrorMsg).toBe(federationErrorCodes.getShortErrorMsg);
  });
});
