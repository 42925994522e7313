/**
 * The static servers' browser-side security headers, per host and per app:
 * - the shell: a CSP whose script-src/connect-src list only the remotes of the host asked for
 *   (the public host never lists admin, the admin host never lists marketing or auth), plus
 *   staging origins only while the environment enables overrides; COOP and CORP same-origin;
 *   `X-Robots-Tag: noindex` on the admin host;
 * - remotes: CORP cross-origin and CORS for the site origins only (the shell loads them), and
 *   for their own index.html a CSP of their own with `frame-ancestors 'none'`;
 * - both: HSTS when the request came over HTTPS; source maps are never served.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import {
  remoteOrigins,
  remotesOfHost,
  selectHost,
  type HostKind,
  type RuntimeConfig,
} from '@thrive/platform';

export type Headers = Record<string, string>;

const HSTS = 'max-age=31536000; includeSubDomains';

const common = (secure: boolean): Headers => ({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  ...(secure ? { 'Strict-Transport-Security': HSTS } : {}),
});

/** The host kind of a request's Host header (`admin.thrive.ng:443` → admin). */
export const hostKindOf = (hostHeader: string | undefined): HostKind =>
  selectHost((hostHeader ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, ''));

/**
 * The CSP hash sources of the executable inline scripts of a page (index.html): the shell's early
 * input capture must run before the first paint, so it is inline and allowed by its hash, never by
 * 'unsafe-inline'. JSON data elements (`type="application/json"`) do not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes) || !body) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The reader API's endpoint for CSP violation reports (rate-limited, shown by platform:status). */
export const cspReportUrl = (config: RuntimeConfig) =>
  `${config.apiBaseUrl.replace(/\/+$/, '')}/csp-reports`;
/** The Reporting-Endpoints name `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

export function shellContentSecurityPolicy(
  config: RuntimeConfig,
  host: HostKind,
  scriptHashes: readonly string[] = [],
): string {
  const remotes = remoteOrigins(config, remotesOfHost(host)).join(' ');
  const api = new URL(config.apiBaseUrl).origin;
  return [
    `default-src 'self'`,
    ['script-src', `'self'`, ...scriptHashes, remotes].filter(Boolean).join(' '),
    `style-src 'self' ${remotes} 'unsafe-inline'`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    `media-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${api}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    // Violations are reported: report-to for browsers with the Reporting API, report-uri for
    // the rest (a browser that knows report-to ignores report-uri).
    `report-uri ${cspReportUrl(config)}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

export function shellHeaders(options: {
  config: RuntimeConfig;
  hostHeader: string | undefined;
  secure: boolean;
  /** The page's inline scripts, allowed by hash (`inlineScriptHashes` of the shell's index.html). */
  scriptHashes?: readonly string[];
}): Headers {
  const host = hostKindOf(options.hostHeader);
  return {
    ...common(options.secure),
    'Content-Security-Policy': shellContentSecurityPolicy(
      options.config,
      host,
      options.scriptHashes,
    ),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(options.config)}"`,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // The admin console is never a search result.
    ...(host === 'admin' ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
  };
}

/** A remote's own page (its index.html, for its team's standalone runs): nothing foreign. */
export function remotePageContentSecurityPolicy(apiOrigin: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self' ${apiOrigin}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function remoteHeaders(options: {
  requestOrigin: string | undefined;
  siteOrigins: readonly string[];
  secure: boolean;
  apiOrigin: string;
}): Headers {
  const { requestOrigin, siteOrigins } = options;
  return {
    ...common(options.secure),
    // Loaded cross-origin by the shell: CORS for the site origins only.
    Vary: 'Origin',
    ...(requestOrigin && siteOrigins.includes(requestOrigin)
      ? { 'Access-Control-Allow-Origin': requestOrigin }
      : {}),
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // The data saver's "this visit used" sums Resource Timing's transferSize, which reads 0 for
    // another origin's files unless that origin allows the site to see their timing.
    'Timing-Allow-Origin': siteOrigins.join(', '),
    // Applies to the remote's own index.html; scripts ignore it.
    'Content-Security-Policy': remotePageContentSecurityPolicy(options.apiOrigin),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * A hashed build file (`…/assets/<file>.<ext>`: scripts, stylesheets, images, fonts). A page's CSP, COOP
 * and Permissions-Policy apply to documents and workers only, and HTTP/1.1 sends headers
 * uncompressed: on a page's twenty-odd scripts the page headers were about 15 KB, a third of a
 * second on a 400 kbit/s link. Such a file gets a policy of its own that lets it, opened on its
 * own, load and run nothing and be framed by nobody.
 */
export const isAssetPath = (url: string) =>
  /\/assets\/(?:[^/]+\/)*[^/]+\.[a-z0-9]+$/i.test(url.split(/[?#]/)[0] ?? '');

export const ASSET_CONTENT_SECURITY_POLICY = `default-src 'none'; frame-ancestors 'none'`;

/** Headers of a hashed build file; a remote's carry CORS for the site origins (the shell loads them). */
export function assetHeaders(options: {
  secure: boolean;
  /** Set for a remote's file: the request's Origin and the site origins it may come from. */
  cors?: { requestOrigin: string | undefined; siteOrigins: readonly string[] };
}): Headers {
  const { cors } = options;
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(options.secure ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': ASSET_CONTENT_SECURITY_POLICY,
    ...(cors
      ? {
          Vary: 'Origin',
          ...(cors.requestOrigin && cors.siteOrigins.includes(cors.requestOrigin)
            ? { 'Access-Control-Allow-Origin': cors.requestOrigin }
            : {}),
          'Cross-Origin-Resource-Policy': 'cross-origin',
          // See remoteHeaders: the data saver counts these files' bytes.
          'Timing-Allow-Origin': cors.siteOrigins.join(', '),
        }
      : { 'Cross-Origin-Resource-Policy': 'same-origin' }),
  };
}

/** Source maps stay private: they are kept with the release, never served. */
export const isSourceMapPath = (url: string) => /\.map$/i.test(url.split(/[?#]/)[0] ?? '');

/**
 * A request's path as the file server reads it: percent-decoded, backslashes as slashes, dot
 * segments resolved, lower case; null when it does not decode (issue 40, L2:
 * `/assets/x.js.ma%70` is `/assets/x.js.map`).
 */
export function servedPath(url: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  return path.posix.normalize(decoded.replace(/\\/g, '/')).toLowerCase();
}

/**
 * A dot segment other than `/.well-known/`: source control metadata (`.git/`, `.svn/`) or a
 * dotfile (`.env`) a careless deploy copied into a served folder (ASVS 13.4.1).
 */
const isDotPath = (served: string) =>
  served.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');

/**
 * Files a server keeps to itself: source maps, a remote's server-render bundle
 * (`prerender/server/`) and dot paths, however the path is spelt; a path that does not decode too.
 */
export function isPrivateFilePath(url: string): boolean {
  const served = servedPath(url);
  return (
    served === null ||
    isSourceMapPath(served) ||
    served.includes('/prerender/server/') ||
    isDotPath(served)
  );
}
