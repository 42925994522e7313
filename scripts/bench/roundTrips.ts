/**
 * Sequential round trips before first contentful paint (FCP), from the page's network log.
 *
 * Definition. Take every request that must complete before FCP: each request that finished
 * (response end) before FCP — the document, the render-blocking stylesheets and scripts, the
 * scripts and data a client-side render waited for — except preload hints (`<link rel=preload>`,
 * CDP `isLinkPreload`) that are not render-blocking: the page asks for those in parallel, for
 * later (hydration, the swap font), and never waits for them to paint, so one that happens to
 * arrive before the paint on a fast link is not a round trip the reader waited for. Images
 * are left out too (unless render-blocking): text paints without them and an image starts
 * nothing else, so one that wins a race against a busy CPU says nothing about the chain.
 * A request depends on the request that caused it: its initiator — the document or stylesheet
 * whose markup or rules named it (parser-initiated), or the script that asked for it (the
 * first frame with a URL in its initiator stack). The count is the length of the longest chain
 * of such dependencies among those requests: each link is one more round trip the browser could
 * only start after the previous one finished, so it is a lower bound on the latency the reader
 * waits before anything paints. A page that paints from its first response counts 1 (the HTML);
 * a client-rendered page counts HTML → main.js → chunk → manifest → … .
 *
 * It is measured on the throttled link (see throttled.ts): unthrottled on localhost everything
 * finishes before FCP and the count would only reflect timing accidents.
 */

export interface NetworkRequest {
  url: string;
  /** URL of the document, stylesheet or script that caused it; null for the navigation. */
  initiatorUrl: string | null;
  /** Response end, ms since navigation start (the clock of the FCP entry). */
  responseEnd: number;
  /** Started by a preload hint. */
  preload?: boolean;
  /** An image (CDP resource type "Image"). */
  image?: boolean;
  /** Resource Timing `renderBlockingStatus` is "blocking". */
  renderBlocking?: boolean;
}

export interface RoundTrips {
  count: number;
  /** The longest chain, from the document to the last request before FCP. */
  chain: string[];
}

const withoutFragment = (url: string) => url.split('#')[0]!;

export function roundTripsBeforeFcp(requests: readonly NetworkRequest[], fcp: number): RoundTrips {
  const finished = requests.filter(
    (r) => r.responseEnd <= fcp && (r.renderBlocking || !(r.preload || r.image)),
  );
  const byUrl = new Map<string, NetworkRequest>();
  for (const request of finished) {
    const url = withoutFragment(request.url);
    const known = byUrl.get(url);
    // A URL fetched twice: the first finished fetch is the one later requests waited for.
    if (!known || request.responseEnd < known.responseEnd) byUrl.set(url, request);
  }
  const chains = new Map<NetworkRequest, string[]>();
  const chainOf = (request: NetworkRequest, seen: Set<NetworkRequest>): string[] => {
    const known = chains.get(request);
    if (known) return known;
    const parent = request.initiatorUrl ? byUrl.get(withoutFragment(request.initiatorUrl)) : null;
    // A parent that finished after this request cannot have caused it (an inline initiator
    // URL reused by a later fetch); a cycle cannot happen in a real log but must not hang.
    const usable =
      parent &&
      parent !== request &&
      !seen.has(parent) &&
      parent.responseEnd <= request.responseEnd;
    const chain = usable
      ? [...chainOf(parent, new Set(seen).add(request)), request.url]
      : [request.url];
    chains.set(request, chain);
    return chain;
  };
  let longest: string[] = [];
  for (const request of finished) {
    const chain = chainOf(request, new Set());
    if (chain.length > longest.length) longest = chain;
  }
  return { count: longest.length, chain: longest };
}
