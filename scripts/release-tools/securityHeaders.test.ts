import {
  DEFAULT_RUNTIME_CONFIG,
  hostKinds,
  remoteNames,
  remotes,
  remotesOfHost,
  type HostKind,
} from '@thrive/platform';
import { createHash } from 'node:crypto';
import {
  assetHeaders,
  hostKindOf,
  isAssetPath,
  inlineScriptHashes,
  isSourceMapPath,
  remoteHeaders,
  shellHeaders,
} from './securityHeaders';

const config = {
  ...DEFAULT_RUNTIME_CONFIG,
  stagingOverrides: { enabled: true, allowedOrigins: ['https://staging.thrive.ng'] },
};

describe('security headers', () => {
  it('picks the host kind from the Host header', () => {
    expect(hostKindOf('admin.thrive.ng:443')).toBe('admin');
    expect(hostKindOf('admin.localhost:3000')).toBe('admin');
    expect(hostKindOf('thrive.ng')).toBe('public');
    expect(hostKindOf(undefined)).toBe('public');
  });

  it('gives each host a CSP with its own remotes only', () => {
    const csp = (host: HostKind) =>
      shellHeaders({
        config,
        hostHeader: host === 'admin' ? 'admin.thrive.ng' : 'thrive.ng',
        secure: false,
      })['Content-Security-Policy']!;
    const scriptSrc = (host: HostKind) =>
      csp(host)
        .split('; ')
        .find((directive) => directive.startsWith('script-src '))!
        .split(' ')
        .slice(1);
    expect(scriptSrc('public')).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3004',
        'https://staging.thrive.ng',
      ]),
    );
    expect(csp('public')).not.toContain('http://localhost:3003');
    expect(scriptSrc('admin')).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3003', 'https://staging.thrive.ng']),
    );
    expect(csp('admin')).not.toMatch(/localhost:300[124]/);
    // Every remote of the table (any row added since) is on its own host's CSP, never the other's.
    for (const name of remoteNames) {
      const origin = new URL(config.remotes[name].manifest).origin;
      const other = hostKinds.find((host) => host !== remotes[name].host)!;
      expect([name, scriptSrc(remotes[name].host).includes(origin)]).toEqual([name, true]);
      expect([name, csp(other).includes(origin)]).toEqual([name, false]);
    }
    // …and nothing else: 'self', the host's remotes, the staging origin.
    for (const host of hostKinds) {
      expect(scriptSrc(host)).toHaveLength(2 + remotesOfHost(host).length);
    }
  });

  it("lets the shell's pages post forms to their own origin only (the no-JS form handler)", () => {
    for (const hostHeader of ['thrive.ng', 'admin.thrive.ng']) {
      const csp = shellHeaders({ config, hostHeader, secure: false })['Content-Security-Policy']!;
      expect(csp.split('; ')).toContain("form-action 'self'");
    }
  });

  it('lists staging origins only while the environment enables overrides', () => {
    const off = { ...config, stagingOverrides: { ...config.stagingOverrides, enabled: false } };
    expect(
      shellHeaders({ config: off, hostHeader: 'thrive.ng', secure: false })[
        'Content-Security-Policy'
      ],
    ).not.toContain('staging.thrive.ng');
  });

  it('sends HSTS only over HTTPS, and noindex only on the admin host', () => {
    const plain = shellHeaders({ config, hostHeader: 'thrive.ng', secure: false });
    const secure = shellHeaders({ config, hostHeader: 'admin.thrive.ng', secure: true });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['X-Robots-Tag']).toBeUndefined();
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(secure['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('answers CORS on remotes for the site origins only', () => {
    const site = ['https://thrive.ng'];
    const base = { siteOrigins: site, secure: false, apiOrigin: 'https://api.thrive.ng' };
    expect(remoteHeaders({ ...base, requestOrigin: 'https://thrive.ng' })).toMatchObject({
      'Access-Control-Allow-Origin': 'https://thrive.ng',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    expect(
      remoteHeaders({ ...base, requestOrigin: 'https://evil.example' })[
        'Access-Control-Allow-Origin'
      ],
    ).toBeUndefined();
  });

  it('answers CORS on a remote’s hashed files for the site origins only, with HSTS over HTTPS', () => {
    const cors = { siteOrigins: ['https://thrive.ng'], requestOrigin: 'https://thrive.ng' };
    expect(assetHeaders({ secure: true, cors })).toMatchObject({
      'Access-Control-Allow-Origin': 'https://thrive.ng',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
    expect(
      assetHeaders({ secure: false, cors: { ...cors, requestOrigin: 'https://evil.example' } })[
        'Access-Control-Allow-Origin'
      ],
    ).toBeUndefined();
  });

  it('lets the site origins (only) read the timing of remote files, for the data saver’s byte count', () => {
    const siteOrigins = ['https://thrive.ng', 'https://www.thrive.ng'];
    const cors = { siteOrigins, requestOrigin: undefined };
    expect(assetHeaders({ secure: false, cors })['Timing-Allow-Origin']).toBe(
      'https://thrive.ng, https://www.thrive.ng',
    );
    expect(assetHeaders({ secure: false })['Timing-Allow-Origin']).toBeUndefined();
    expect(
      remoteHeaders({
        siteOrigins,
        requestOrigin: undefined,
        secure: false,
        apiOrigin: 'https://api.thrive.ng',
      })['Timing-Allow-Origin'],
    ).toBe('https://thrive.ng, https://www.thrive.ng');
  });

  it('takes only files under assets/ for hashed build files', () => {
    expect(isAssetPath('/assets/main.1234.js')).toBe(true);
    expect(isAssetPath('/releases/20261125-1/assets/29.abcd.css?x=1')).toBe(true);
    expect(isAssetPath('/assets/not-a-file')).toBe(false);
    expect(isAssetPath('/remoteEntry.js')).toBe(false);
    expect(isAssetPath('/about')).toBe(false);
  });

  it('recognises source maps, query strings included', () => {
    expect(isSourceMapPath('/assets/main.1234.js.map')).toBe(true);
    expect(isSourceMapPath('/assets/main.1234.js.map?v=1')).toBe(true);
    expect(isSourceMapPath('/assets/main.1234.js')).toBe(false);
  });
});

describe('inline scripts', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the executable inline scripts of a page, not data elements or files', () => {
    const html =
      '<head><script defer src="/assets/start.js"></script>' +
      '<script type="application/json" id="thrive-runtime-config">{"a":1}</script></head>' +
      '<body><div id="root"></div><script data-thrive-early-input>window.early=1</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.early=1')]);
  });

  it('allows them in script-src by hash, never with unsafe-inline', () => {
    const csp = shellHeaders({
      config,
      hostHeader: 'thrive.ng',
      secure: false,
      scriptHashes: [sha('window.early=1')],
    })['Content-Security-Policy']!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toContain(sha('window.early=1'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('keeps object-src and base-uri none and sends violation reports to the API (ASVS 3.4.3, 3.4.7)', () => {
    const headers = shellHeaders({ config, hostHeader: 'thrive.ng', secure: false });
    const directives = headers['Content-Security-Policy']!.split('; ');
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'none'");
    const endpoint = `${config.apiBaseUrl}/csp-reports`;
    expect(directives).toContain(`report-uri ${endpoint}`);
    expect(directives).toContain('report-to csp-endpoint');
    expect(headers['Reporting-Endpoints']).toBe(`csp-endpoint="${endpoint}"`);
    // The endpoint's origin is the API's, which connect-src already allows.
    expect(directives.find((d) => d.startsWith('connect-src'))).toContain(new URL(endpoint).origin);
  });
});
