import type { FastifyReply, FastifyRequest } from 'fastify';
import { NETWORK_HINTS } from '@thrive/platform';

/**
 * A composed page differs with the reader's cookies (the data saver's choice, the language),
 * the browser's Save-Data and, where the reader chose nothing, the link's `ECT` and `RTT`
 * client hints (issue 48): a shared cache keeps one copy per value of each.
 */
export const PAGE_VARY = 'Cookie, Save-Data, ECT, RTT';

/** What a request says about the data saver besides its cookies, as the composer takes it. */
export function dataSaverHeaders(request: FastifyRequest): {
  saveData?: string;
  ect?: string;
  rtt?: string;
} {
  const one = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return { saveData: one('save-data'), ect: one('ect'), rtt: one('rtt') };
}

/**
 * Asks the browser for the network client hints on the site's next requests (Chromium keeps
 * the ask for the origin). No `Critical-CH`: it would make Chromium retry a first visit's
 * navigation with the hints, a whole round trip (800 ms on the slow links it is meant for), for
 * a page that index.html's inline script turns light before the first paint anyway from the
 * Network Information API, which every browser that sends these hints has. The first page's
 * only difference is the list of early preloads it carries (never fetched on a slow link:
 * preloadEarly.js; 70 bytes compressed, its files being named elsewhere in the page too); with JavaScript disabled neither page fetches a script (Chromium still sends
 * the hints on navigations: from the second page on, the switch says why).
 */
export function askForNetworkHints(reply: FastifyReply): void {
  reply.header('Accept-CH', NETWORK_HINTS.join(', '));
}
