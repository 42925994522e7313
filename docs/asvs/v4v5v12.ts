/** ASVS 5.0 V4 API and Web Service, V5 File Handling, V12 Secure Communication (issue 40). */
import {
  API_README,
  CONFIGURATION,
  adminPeople,
  hardening,
  notApplicable,
  notYetBuilt,
  s3Storage,
  securityHeaders,
  test,
  tested,
  testedWith,
  type Row,
} from './rows.ts';

const contentDisposition = test('services/reader-api/src/core/http/contentDisposition.test.ts');
/** Release files checked against their recorded hashes and keys (issue 40, M3). */
const releaseIntegrity = test('scripts/release-tools/releaseIntegrity.test.ts');

export const v4v5v12: Row[] = [
  // ---- V4 API and Web Service ----
  notYetBuilt(
    '4.1.1',
    'The API answers JSON as `application/json; charset=utf-8` (Fastify) and files with the type decided from their first bytes, but no test asserts the charset of every response kind (errors, 204s, downloads).',
  ),
  notApplicable(
    '4.1.2',
    'The services listen on plain HTTP behind the operator’s TLS proxy and redirect nothing themselves; whether the proxy redirects only the user-facing hosts is the deployment’s configuration, not this code.',
  ),
  testedWith(
    '4.1.3',
    'X-Forwarded-For is believed only from the configured proxy hops or addresses (TRUST_PROXY); nothing else an intermediary sets is read.',
    hardening(
      'with a hop count, rotating the left-most X-Forwarded-For does not escape the rate limit',
    ),
    hardening('with proxy addresses, only hops from those proxies are believed'),
  ),
  notYetBuilt(
    '4.2.1',
    'Node’s HTTP parser (llhttp, strict mode) refuses a request carrying both Transfer-Encoding and Content-Length, but no test sends one, and the TLS proxy in front is the deployment’s.',
  ),
  notApplicable('4.3.1', 'No GraphQL or other query language is exposed: fixed REST routes only.'),
  notApplicable('4.3.2', 'No GraphQL endpoint exists.'),
  notApplicable('4.4.1', 'No WebSocket connections exist (HTTP requests only).'),
  notApplicable('4.4.2', 'No WebSocket handshake exists.'),
  notApplicable('4.4.3', 'No WebSocket sessions exist.'),
  notApplicable('4.4.4', 'No WebSocket channel exists.'),

  // ---- V5 File Handling (the console's credential and experience uploads) ----
  notYetBuilt(
    '5.1.1',
    `The API README states the types (PDF, PNG, JPEG, WebP, GIF by their first bytes) and the size (UPLOAD_MAX_BYTES, 5 MiB) of the console's one upload feature (${API_README}, "Uploads"), but not how a malicious file is handled: nothing is scanned (5.4.3).`,
  ),
  tested('5.2.1', adminPeople('refuses a file over the size limit, and keeps nothing')),
  testedWith(
    '5.2.2',
    'The type is decided from the content’s magic bytes, never the name or the declared type; images are not re-encoded.',
    adminPeople('refuses a file whose content is not a PDF or an image, whatever its name says'),
  ),
  notApplicable(
    '5.2.3',
    'No archive or compressed upload is accepted or unpacked (PDF and images only).',
  ),
  notApplicable(
    '5.3.1',
    'Uploads are never stored in a served folder: they live under UPLOAD_DIR (outside every build folder) or in S3, and are only streamed to admins as attachments.',
  ),
  testedWith(
    '5.3.2',
    'Stored names are generated (a UUID under admin-files/), never the typed file name. Release files brought from object storage become local paths only when their key stays inside the release folder (issue 40, M3).',
    s3Storage('stores the files in the bucket and downloads them for admins only'),
    releaseIntegrity('refuses object keys that would leave the release folder'),
    releaseIntegrity(
      'is refused when an object key would leave its folder, and nothing is written outside (M3)',
    ),
  ),
  testedWith(
    '5.4.1',
    'The typed name is kept only as data and sent back in Content-Disposition.',
    adminPeople('creates a writer with a PDF and an image; the files download for admins only'),
  ),
  tested(
    '5.4.2',
    contentDisposition(
      'keeps a stored file name from breaking the header: quotes, backslashes, CR/LF and other scripts',
    ),
  ),
  notYetBuilt(
    '5.4.3',
    'Uploaded files are not scanned by an antivirus: only admins upload them and only admins download them, but no scanner runs.',
  ),

  // ---- V12 Secure Communication ----
  notApplicable(
    '12.1.1',
    `TLS is terminated by the operator’s proxy or CDN in front of the page servers, the API and the remotes' static hosts (${CONFIGURATION}: TRUST_PROXY "behind a TLS proxy"); protocol versions are its configuration, not this code's.`,
  ),
  notApplicable('12.1.2', 'Cipher suites are the TLS proxy’s configuration (see 12.1.1).'),
  notApplicable('12.1.3', 'No mTLS client certificates are used.'),
  testedWith(
    '12.2.1',
    'HSTS (one year, subdomains) on every page, remote file and API answer that came over HTTPS, so a browser never falls back; serving HTTPS itself is the proxy’s.',
    securityHeaders('sends HSTS only over HTTPS, and noindex only on the admin host'),
    hardening('sends helmet’s security headers'),
  ),
  notApplicable(
    '12.2.2',
    'Certificates are the TLS proxy’s or CDN’s (publicly trusted ones there).',
  ),
  notYetBuilt(
    '12.3.1',
    'Outbound connections take whatever the operator’s URLs say: DATABASE_URL (sslmode), REDIS_URL (rediss://), SMTP_URL (smtps:// or STARTTLS), S3_ENDPOINT (https); nothing refuses a plain-text URL in production yet.',
  ),
  notYetBuilt(
    '12.3.2',
    'The clients (pg, ioredis, nodemailer, the AWS SDK) validate certificates by default and nothing turns that off, but no test shows a bad certificate refused.',
  ),
  notYetBuilt(
    '12.3.3',
    'The page server fetches remote manifests and the API over the URLs in config.json; an internal http:// URL is not refused.',
  ),
  notYetBuilt(
    '12.3.4',
    'No internal CA or pinned certificates: internal services trust the system store.',
  ),
];
