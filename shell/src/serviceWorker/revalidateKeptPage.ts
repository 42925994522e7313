/**
 * The page's side of a repeat visit answered from the worker's copy (keptPage.ts): once the
 * page has painted, it asks the worker to check the copy with the server, and runs with the
 * runtime config of the answer. So the paint never waits on the network, and no remote code
 * starts before the page knows which releases the environment names now: a promote or a
 * rollback reaches this very visit (the shell then renders the live release afresh instead of
 * hydrating the kept markup, bootstrap.tsx). When the server's page differs from the copy, the
 * page is marked outdated (KEPT_PAGE_OUTDATED): a remote whose content changes at run time loads
 * it afresh rather than keep the copy's.
 */
import { KEPT_PAGE_OUTDATED } from '@thrive/composition';
import type { RuntimeConfig } from '@thrive/platform';
import {
  KEPT_PAGE_ATTRIBUTE,
  REVALIDATE_MESSAGE,
  type PageCheck,
  type RevalidateMessage,
} from './keptPage';

/** A link that stalls: run with what the worker last knew rather than wait on. */
export const REVALIDATE_TIMEOUT_MS = 4000;

export const answeredFromKeptCopy = (doc: Document) =>
  doc.documentElement.hasAttribute(KEPT_PAGE_ATTRIBUTE);

/** After the next frame has been painted (two frames: the first may still be in progress). */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

/**
 * Asks the worker to check the kept copy this page was painted from. Resolves with the runtime
 * config the check says is live, or null (no answer in time); when the server's page changed,
 * marks the document outdated first.
 */
export async function checkKeptPage(doc: Document): Promise<RuntimeConfig | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return null;
  await afterPaint();
  const channel = new MessageChannel();
  const answer = new Promise<Partial<PageCheck> | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), REVALIDATE_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<Partial<PageCheck> | null>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
  });
  const message: RevalidateMessage = { type: REVALIDATE_MESSAGE, page: location.href };
  worker.postMessage(message, [channel.port2]);
  const check = await answer;
  if (check?.changed) doc.documentElement.setAttribute(KEPT_PAGE_ATTRIBUTE, KEPT_PAGE_OUTDATED);
  return check?.config ?? null;
}

/** The config to run: the live one the worker's check returned, else the page's own. */
export const configToRun = (page: RuntimeConfig, live: RuntimeConfig | null): RuntimeConfig =>
  live ?? page;
