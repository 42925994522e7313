/**
 * Who a passkey belongs to (WebAuthn's relying party): the admin console's origin for admins,
 * the public site's for readers. Both come from the API's configured site origins (CORS_ORIGINS,
 * which default to @thrive/platform's site origins), never from a request's Host header, so a
 * forged Host cannot make the API accept a passkey made for another site.
 */
import { selectHost } from '@thrive/platform';
import type { Config } from '../core/config.ts';

export interface RelyingParty {
  /** The origin the browser reports in clientDataJSON, e.g. http://admin.localhost:3000. */
  origin: string;
  /** The RP ID: the origin's host name without port, e.g. admin.localhost. */
  id: string;
  name: string;
}

/** Admins, readers, and writers and consultants in the studio (issue 43). */
export type Audience = 'admin' | 'reader' | 'contributor';

function fromOrigin(origin: string, name: string): RelyingParty {
  return { origin, id: new URL(origin).hostname, name };
}

export function relyingParty(
  audience: Audience,
  config: Pick<Config, 'corsOrigins' | 'publicSiteUrl'>,
): RelyingParty {
  if (audience === 'reader') return fromOrigin(config.publicSiteUrl, 'Thrive');
  // The studio is on the public host (/studio).
  if (audience === 'contributor') return fromOrigin(config.publicSiteUrl, 'Thrive Studio');
  const adminOrigin = config.corsOrigins.find(
    (origin) => selectHost(new URL(origin).hostname) === 'admin',
  );
  if (!adminOrigin)
    throw new Error(
      'No admin console origin among CORS_ORIGINS (a host whose first label is "admin"): admins could not use passkeys',
    );
  return fromOrigin(adminOrigin, 'Thrive Admin');
}
