/** ASVS 5.0 V1 Encoding and Sanitization, V2 Validation and Business Logic, V3 Web Frontend. */
import {
  API_README,
  accountStatus,
  adminEdgeCases,
  adminPeople,
  codeLimits,
  composer,
  confirm,
  cspReports,
  deletion,
  deviceCookie,
  documented,
  clientAddress,
  forms,
  formSubmissions,
  foundationE2e,
  hardening,
  idempotency,
  ipv6Subnet,
  linksAndMail,
  login,
  loginForm,
  loginThrottle,
  notApplicable,
  notYetBuilt,
  platformE2e,
  property,
  register,
  securityHeaders,
  serve,
  signUpAttempts,
  subscriptions,
  tested,
  testedWith,
  type Row,
  telemetry,
} from './rows.ts';

export const v1to3: Row[] = [
  testedWith(
    '1.1.1',
    'JSON is parsed once by the framework (strict content type); no further decoding of input.',
    hardening('refuses malformed JSON and prototype poisoning with 400'),
    hardening('accepts application/json with a charset'),
  ),
  tested(
    '1.1.2',
    composer(
      'fills the query parameter a page shows into its variant, escaped, never into its URLs',
    ),
    composer('keeps the markup safe: a page cannot close the style or config elements early'),
  ),
  tested(
    '1.2.1',
    composer(
      'fills the query parameter a page shows into its variant, escaped, never into its URLs',
    ),
    composer(
      'never writes the request’s Host into the page: canonical and og:url use a site origin',
    ),
  ),
  tested(
    '1.2.2',
    composer(
      'fills the query parameter a page shows into its variant, escaped, never into its URLs',
    ),
  ),
  tested(
    '1.2.3',
    composer('keeps the markup safe: a page cannot close the style or config elements early'),
  ),
  testedWith(
    '1.2.4',
    'All queries go through Drizzle with bound parameters; hostile values reach them in these tests.',
    property('never answers 5xx to bodies shaped like each form with hostile values'),
    adminPeople('searches case-insensitively for a substring of the text columns'),
  ),
  notApplicable(
    '1.2.5',
    'No OS command is ever built from input: the API and servers spawn no shell with request data.',
  ),
  notApplicable('1.2.6', 'No LDAP anywhere.'),
  notApplicable('1.2.7', 'No XPath or XML queries.'),
  notApplicable('1.2.8', 'No LaTeX processing.'),
  testedWith(
    '1.2.9',
    'Search text is matched with LIKE, its wildcards escaped (admin/listQuery.ts likePattern); no regular expression is built from input.',
    adminPeople('searches case-insensitively for a substring of the text columns'),
  ),
  notApplicable(
    '1.3.1',
    'No WYSIWYG or HTML input is accepted; every text is plain text, rendered as text by React.',
  ),
  testedWith(
    '1.3.2',
    'No eval: the CSP has no unsafe-eval, and inline scripts run only by their hash.',
    serve("allows the page's inline capture script by its hash, and the new one after a redeploy"),
  ),
  testedWith(
    '1.3.3',
    'Every field is length-limited and validated at the API boundary (zod) before use.',
    register('%s → 400 with a specific message'),
    adminPeople('validates the fields with clear messages'),
  ),
  tested(
    '1.3.4',
    adminPeople('refuses a file whose content is not a PDF or an image, whatever its name says'),
  ),
  notApplicable('1.3.5', 'No user-supplied Markdown, CSS, XSL or BBCode is accepted or rendered.'),
  notApplicable(
    '1.3.6',
    'The server fetches no URL that a user supplies (S3 endpoint and SMTP URL come from configuration only).',
  ),
  notApplicable(
    '1.3.7',
    'Templates (e-mails, pages) are fixed in code; input only fills escaped values.',
  ),
  notApplicable('1.3.8', 'No JNDI (Node.js).'),
  notApplicable(
    '1.3.9',
    'No memcache; Redis keys are built from fixed prefixes and the client IP only.',
  ),
  notApplicable('1.3.10', 'No format strings are built from input (template literals only).'),
  tested(
    '1.3.11',
    linksAndMail('a code e-mail never carries the first or last name typed on the sign-up form'),
    forms('acknowledges without any text the sender typed (no open relay)'),
  ),
  notApplicable('1.4.1', 'Memory-safe runtime (JavaScript); no native code of our own.'),
  testedWith(
    '1.4.2',
    'Numbers from input are range-checked before use (pages, ids).',
    adminEdgeCases('the audit log answers page=%s with 400 and the rule, not a server error'),
  ),
  notApplicable('1.4.3', 'Garbage-collected runtime; no manual memory management.'),
  notApplicable('1.5.1', 'No XML is parsed from input (JSON only; 415 for anything else).'),
  tested(
    '1.5.2',
    hardening('refuses malformed JSON and prototype poisoning with 400'),
    property('never answers 5xx to junk bytes under any content type'),
  ),

  documented(
    '2.1.1',
    API_README,
    '**Passwords:** at least 8 and at most 128 characters',
    'Field rules: SPEC.md and the API README (Rules and security notes).',
  ),
  documented('2.1.2', API_README, 'equal to the confirmation'),
  documented('2.1.3', API_README, 'at most **2 per recipient address per hour**'),
  tested(
    '2.2.1',
    register('%s → 400 with a specific message'),
    register('ignores unknown fields (a reader cannot make themself premium)'),
  ),
  tested(
    '2.2.2',
    loginForm('validates nothing on the client: an empty form still asks the server'),
  ),
  tested('2.2.3', register('reports problems in form order (first name before password)')),
  tested(
    '2.3.1',
    register('requires the password with the code'),
    accountStatus('a %s reader gets no reset code, and a code sent before cannot be used'),
  ),
  tested(
    '2.3.2',
    codeLimits(
      'sends at most ${MAX_CODE_MAILS_PER_DAY} codes a day to one address, then says when to come back',
    ),
    signUpAttempts(
      'one client signs an address up at most ${MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS} times a day, and is told why',
    ),
    forms('e-mails one address at most twice an hour, however many requests (answers unchanged)'),
  ),
  tested(
    '2.3.3',
    deletion('two instances running the job at once carry out each due deletion exactly once'),
    idempotency('parallel repeats of one contact message store it and e-mail support once'),
  ),
  tested(
    '2.3.4',
    loginThrottle(
      'lets at most 5 of 40 concurrent wrong passwords on one address reach argon2, across two instances',
    ),
    confirm('never lets parallel guesses exceed 5 tries'),
  ),
  tested(
    '2.4.1',
    hardening('limits requests per client IP with 429 {error}'),
    subscriptions(
      'sends one address at most 2 confirmation e-mails an hour, however many requests',
    ),
    login('throttles a client IP after its failures across many addresses'),
    deviceCookie('asks a noisy address for a proof of work before refusing it'),
    cspReports(
      'lets one client (an IPv6 /64) add only CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY new violations a day (issue 40, L3)',
    ),
    cspReports('deletes violations not seen within CSP_RETENTION_MS (issue 40, L3)'),
    telemetry('counts one address reporting for five hours as one client, not five (issue 40)'),
    // Issue 40, M4: every per-address limit counts an IPv6 client by its /64.
    clientAddress('puts two IPv6 addresses of one /64 under one key, however they are written'),
    ipv6Subnet('is shared by two addresses of one /64 and not by another /64'),
    ipv6Subnet('ask one /64 for a proof of work once its quiet allowance is used, not another'),
  ),

  tested(
    '3.2.1',
    hardening('sends helmet’s security headers'),
    adminPeople('creates a writer with a PDF and an image; the files download for admins only'),
  ),
  testedWith(
    '3.2.2',
    'React renders text with textContent; no dangerouslySetInnerHTML on user data.',
    composer(
      'fills the query parameter a page shows into its variant, escaped, never into its URLs',
    ),
  ),
  notYetBuilt(
    '3.3.1',
    'The API’s device cookie and the no-JS form’s pending cookie (thrive_pending) are __Host- and Secure over HTTPS (deviceCookie.test.ts: “over HTTPS is a __Host- cookie: Secure, Path=/, no Domain; a plain one is not read there”). The site’s other cookies have neither prefix: thrive-locale, thrive_data_saver (Secure over HTTPS), thrive-debug, the canary cohort cookie (Secure over HTTPS) and thrive-remote-overrides (never Secure).',
  ),
  tested(
    '3.3.2',
    deviceCookie(
      'is set by a successful sign-in: HttpOnly, SameSite=Strict, sent to the sign-in only',
    ),
  ),
  testedWith(
    '3.3.3',
    'Decision: over HTTPS the device cookie gives up its sign-in-only Path for the __Host- prefix (Path=/ on the API origin only, never a page), so no sibling host can plant one.',
    deviceCookie(
      'over HTTPS is a __Host- cookie: Secure, Path=/, no Domain; a plain one is not read there',
    ),
  ),
  notYetBuilt(
    '3.3.4',
    'The device cookie is HttpOnly (deviceCookie.test.ts), but the reader session token still lives in localStorage (SPEC section 3, authToken), readable by page scripts.',
  ),
  tested('3.4.1', foundationE2e('security headers on the shell')),
  tested(
    '3.4.2',
    hardening('allows CORS only for the configured site origins'),
    foundationE2e('remote assets: CORS for the site origins only, immutable hashed files'),
  ),
  tested(
    '3.4.3',
    securityHeaders(
      'keeps object-src and base-uri none and sends violation reports to the API (ASVS 3.4.3, 3.4.7)',
    ),
    securityHeaders('gives each host a CSP with its own remotes only'),
  ),
  tested(
    '3.4.4',
    foundationE2e('security headers on the shell'),
    hardening('sends helmet’s security headers'),
  ),
  tested('3.4.5', foundationE2e('security headers on the shell')),
  tested(
    '3.4.6',
    foundationE2e('security headers on the shell'),
    platformE2e('remotes: CORP cross-origin, their own page locked down, no public source maps'),
  ),
  testedWith(
    '3.5.1',
    'Sensitive calls carry a bearer token in the Authorization header, which a cross-site form or link cannot send. The page server’s no-JavaScript form posts must come from the site: Sec-Fetch-Site same-origin, or without it a same-site Origin; neither refuses the post (issue 40, L1).',
    login('refuses a missing, malformed or unknown token with 401'),
    formSubmissions('refuses cross-site posts with a 403 page and never calls the API'),
  ),
  testedWith(
    '3.5.2',
    'JSON bodies only (415 otherwise), so a cross-origin call needs a preflight the CORS policy refuses.',
    hardening('refuses %s bodies with 415'),
    hardening('refuses a body without a content type with 415'),
  ),
  tested('3.5.3', hardening('answers unknown routes and methods with 404 {error}')),
  tested(
    '3.5.4',
    platformE2e('the admin host lists only the admin remote and is noindex'),
    foundationE2e('the admin host never downloads marketing or auth, on any admin route'),
  ),
  notApplicable('3.5.5', 'No postMessage listener in the application.'),
  notApplicable('3.7.1', 'React 19 in current browsers; no plugins (object-src none).'),
  testedWith(
    '3.7.2',
    'No redirect to a host outside the application is made: the one redirect built from input (the data saver’s back path) is checked as a browser resolves it and otherwise goes to / (issue 40, L1).',
    serve('sends the reader back to a page of this site only, and refuses another site’s post'),
  ),
];
