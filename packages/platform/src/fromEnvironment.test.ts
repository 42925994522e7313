import { runtimeConfigFromEnv } from './fromEnvironment';
import { DEFAULT_RUNTIME_CONFIG } from './contract';
import { originsOf, portsFrom } from './topology';

describe('the environment-to-config builder', () => {
  it('gives the contract defaults for an empty environment', () => {
    expect(runtimeConfigFromEnv({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('follows the port variables', () => {
    const env = { SHELL_PORT: '5100', AUTH_PORT: '5102', API_PORT: '5104' };
    expect(portsFrom(env)).toEqual({
      shell: 5100,
      marketing: 3001,
      auth: 5102,
      admin: 3003,
      api: 5104,
    });
    expect(originsOf(portsFrom(env))).toMatchObject({
      publicSite: 'http://localhost:5100',
      adminSite: 'http://admin.localhost:5100',
      auth: 'http://localhost:5102',
    });
    const config = runtimeConfigFromEnv(env);
    expect(config.apiBaseUrl).toBe('http://localhost:5104/api/v1');
    expect(config.remotes.auth.manifest).toBe('http://localhost:5102/mf-manifest.json');
  });

  it('takes manifest URLs, the API URL and the staging origins from their variables', () => {
    const config = runtimeConfigFromEnv({
      API_PUBLIC_URL: 'https://api.thrive.ng/api/v1',
      AUTH_MANIFEST_URL: 'https://cdn.thrive.ng/auth/mf-manifest.json',
      STAGING_REMOTE_ORIGINS: ' https://staging.thrive.ng/any/path , http://127.0.0.1:5102',
    });
    expect(config.apiBaseUrl).toBe('https://api.thrive.ng/api/v1');
    expect(config.remotes.auth.manifest).toBe('https://cdn.thrive.ng/auth/mf-manifest.json');
    expect(config.stagingOverrides).toEqual({
      enabled: true,
      allowedOrigins: ['https://staging.thrive.ng', 'http://127.0.0.1:5102'],
    });
  });

  it('keeps staging overrides off unless origins are named', () => {
    expect(runtimeConfigFromEnv({ STAGING_REMOTE_ORIGINS: ' , ' }).stagingOverrides).toEqual({
      enabled: false,
      allowedOrigins: [],
    });
  });

  it('refuses malformed values with a message naming the variable', () => {
    expect(() => runtimeConfigFromEnv({ AUTH_PORT: '70000' })).toThrow(
      'AUTH_PORT must be a TCP port number (1-65535), got "70000"',
    );
    expect(() => runtimeConfigFromEnv({ STAGING_REMOTE_ORIGINS: 'staging' })).toThrow(
      'STAGING_REMOTE_ORIGINS: "staging" is not a URL',
    );
    expect(() => runtimeConfigFromEnv({ MARKETING_MANIFEST_URL: 'file:///etc/passwd' })).toThrow(
      'remotes.marketing.manifest (MARKETING_MANIFEST_URL): must be an absolute http(s) URL',
    );
  });
});
