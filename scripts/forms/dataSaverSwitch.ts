/**
 * The data saver's switch without JavaScript: its form posts here, the server flips the choice
 * (the reader's cookie, else the browser's Save-Data or the slow link's default), mirrors it in the cookie the
 * page composer reads and sends the reader back to the page (303). With JavaScript the page
 * flips it itself (@thrive/ui DataSaver) and nothing is posted.
 */
import type { FastifyInstance } from 'fastify';
import {
  DATA_SAVER_PATH,
  dataSaverCookie,
  dataSaverFromRequest,
  selectHost,
} from '@thrive/platform';
import { crossSiteReason, pageOrigin } from './sameOrigin.ts';
import { dataSaverHeaders } from '../dataSaverRequest.ts';

// Control characters (which URL parsers drop: `/\t/evil.example` is `//evil.example`) and
// backslashes (read as slashes): a back path with any of them is not taken at all.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_BACK_PATH = /[\u0000-\u001f\u007f\\]/;
const THIS_SITE = 'http://this-site.invalid';

/**
 * A path on this site, else `/`: never another origin (`//evil.example`, `/\evil.example`,
 * `/\t/evil.example`), checked on the path as a browser would resolve it (issue 40, L1).
 */
export function backPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || UNSAFE_IN_BACK_PATH.test(value)) {
    return '/';
  }
  let resolved: URL;
  try {
    resolved = new URL(value, THIS_SITE);
  } catch {
    return '/';
  }
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // `/..//evil.example` resolves to the path `//evil.example`: another site as a Location.
  return resolved.origin === THIS_SITE && !path.startsWith('//') ? path : '/';
}

/** Needs the form parser registerFormSubmissions adds (application/x-www-form-urlencoded). */
export function registerDataSaverSwitch(server: FastifyInstance): void {
  server.post(DATA_SAVER_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const host = request.headers.host ?? 'localhost';
    if (selectHost(host.replace(/:\d+$/, '')) !== 'public') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (crossSiteReason(request.headers, pageOrigin(request.protocol, host))) {
      return reply.code(403).type('text/plain').send('This switch works from the site only.');
    }
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const { saveData, ...hints } = dataSaverHeaders(request);
    const on = dataSaverFromRequest(request.headers.cookie ?? '', saveData, hints);
    return reply
      .header('Set-Cookie', dataSaverCookie(!on, request.protocol === 'https'))
      .redirect(backPath(body.get('back')), 303);
  });
}
