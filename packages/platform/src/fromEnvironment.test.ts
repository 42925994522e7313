import { api, apps, appNames } from './apps';
import { runtimeConfigFromEnv } from './fromEnvironment';
import { DEFAULT_RUNTIME_CONFIG, DEFAULT_SITE_SETTINGS } from './contract';
import { defaultPorts, originsOf, portsFrom } from './topology';

describe('the environment-to-config builder', () => {
  it('gives the contract defaults for an empty environment', () => {
    expect(runtimeConfigFromEnv({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('has the contract ports by default: 3000-3004 and 4000', () => {
    expect(defaultPorts).toMatchObject({
      shell: 3000,
      marketing: 3001,
      auth: 3002,
      admin: 3003,
      stories: 3004,
      api: 4000,
    });
  });

  it('gives every app (any row added since) and the API a port of its own', () => {
    const ports = Object.values(defaultPorts);
    expect(ports).toHaveLength(appNames.length + 1);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('follows the port variables', () => {
    const env = { SHELL_PORT: '5100', AUTH_PORT: '5102', API_PORT: '5104' };
    expect(portsFrom(env)).toMatchObject({
      shell: 5100,
      marketing: 3001,
      auth: 5102,
      admin: 3003,
      stories: 3004,
      api: 5104,
    });
    // Each app reads its own variable, and keeps its default without it.
    for (const name of appNames) {
      expect(portsFrom({ [apps[name].portEnv]: '6100' })).toEqual({
        ...defaultPorts,
        [name]: 6100,
      });
    }
    expect(portsFrom({ [api.portEnv]: '6100' })).toEqual({ ...defaultPorts, api: 6100 });
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

describe('site settings from the environment (store links, helplines, privacy)', () => {
  const helpline = {
    name: 'Example Line',
    number: '+2348000000000',
    hours: '24 hours, every day',
    languages: ['English', 'Pidgin'],
    lastVerified: '2026-11-20',
  };

  it('defaults to no store links, no helplines beyond 112, and the placeholder contact', () => {
    const config = runtimeConfigFromEnv({});
    expect(config.storeUrls).toEqual({ android: null, ios: null });
    expect(config.helplines).toEqual([]);
    expect(config.privacy).toEqual(DEFAULT_SITE_SETTINGS.privacy);
  });

  it('reads each from its variable', () => {
    const config = runtimeConfigFromEnv({
      ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=ng.thrive',
      IOS_STORE_URL: 'https://apps.apple.com/ng/app/thrive/id000000000',
      HELPLINES_JSON: JSON.stringify([helpline]),
      PRIVACY_CONTROLLER: 'Thrive Wellness Ltd',
      PRIVACY_CONTACT_EMAIL: 'privacy@thrive.example.ng',
    });
    expect(config.storeUrls).toEqual({
      android: 'https://play.google.com/store/apps/details?id=ng.thrive',
      ios: 'https://apps.apple.com/ng/app/thrive/id000000000',
    });
    expect(config.helplines).toEqual([helpline]);
    expect(config.privacy).toEqual({
      controller: 'Thrive Wellness Ltd',
      contactEmail: 'privacy@thrive.example.ng',
    });
  });

  it('refuses a store link that is not the store, a bad helpline and a bad contact, naming the variable', () => {
    expect(() =>
      runtimeConfigFromEnv({ ANDROID_STORE_URL: 'https://play.example.com/thrive' }),
    ).toThrow(
      'storeUrls.android (ANDROID_STORE_URL): must be null or an https://play.google.com/ URL',
    );
    expect(() => runtimeConfigFromEnv({ IOS_STORE_URL: 'http://apps.apple.com/app/x' })).toThrow(
      'storeUrls.ios (IOS_STORE_URL)',
    );
    expect(() =>
      runtimeConfigFromEnv({
        HELPLINES_JSON: JSON.stringify([{ ...helpline, number: 'call us' }]),
      }),
    ).toThrow('helplines.0.number (HELPLINES_JSON): must be a phone number to dial');
    expect(() =>
      runtimeConfigFromEnv({
        HELPLINES_JSON: JSON.stringify([{ ...helpline, lastVerified: '2026-02-30' }]),
      }),
    ).toThrow('helplines.0.lastVerified (HELPLINES_JSON): must be a date YYYY-MM-DD');
    expect(() => runtimeConfigFromEnv({ HELPLINES_JSON: '[{' })).toThrow(
      'HELPLINES_JSON: not valid JSON',
    );
    expect(() => runtimeConfigFromEnv({ PRIVACY_CONTACT_EMAIL: 'privacy' })).toThrow(
      'privacy.contactEmail (PRIVACY_CONTACT_EMAIL): must be an e-mail address',
    );
  });

  it('takes the data price per GB for the data saver only when set, and refuses a bad one', () => {
    expect(runtimeConfigFromEnv({}).dataPriceNairaPerGb).toBeUndefined();
    expect(runtimeConfigFromEnv({ DATA_PRICE_NAIRA_PER_GB: '620' }).dataPriceNairaPerGb).toBe(620);
    expect(() => runtimeConfigFromEnv({ DATA_PRICE_NAIRA_PER_GB: 'cheap' })).toThrow(
      'dataPriceNairaPerGb (DATA_PRICE_NAIRA_PER_GB): must be a price in naira per GB, above 0',
    );
    expect(() => runtimeConfigFromEnv({ DATA_PRICE_NAIRA_PER_GB: '-5' })).toThrow(
      'dataPriceNairaPerGb (DATA_PRICE_NAIRA_PER_GB)',
    );
  });
});
