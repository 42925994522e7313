import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { settlePrerenderedCss } from '@thrive/composition';
import { remoteForPath } from '@thrive/platform';
import { i18n } from '@thrive/i18n';
import { DataSaver, NeedHelpNow, Problem } from '@thrive/ui';
import './catalog';
import { afterHydration } from './paintFirst/afterHydration';
import { RemoteOutlet } from './RemoteOutlet';
import type { HostKind, RemoteMount } from './runtimeConfig';

/**
 * New page, new scroll position (in-page anchors like /#faq keep theirs). Not on the first
 * render: hydration comes seconds after the first paint on a slow phone, and the reader who
 * has scrolled meanwhile (to a form's button, say) must not be thrown back to the top.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const page = pathname + hash;
    if (shown.current !== null && shown.current !== page && !hash) window.scrollTo(0, 0);
    shown.current = page;
  }, [pathname, hash]);
  return null;
}

/**
 * The prerendered page's CSS follows every stylesheet until the reader moves to another page
 * (by then the first page has hydrated and its own stylesheets are in): then it goes before
 * them, so the next page's CSS is not outranked by the first page's copy of the UI kit's rules.
 */
export function SettlePrerenderedCss() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  // Before the next page is painted: its stylesheets are in, and the first page's copy of the
  // kit's rules must not restyle it for a frame.
  useLayoutEffect(() => {
    if (pathname !== first.current) settlePrerenderedCss(document);
  }, [pathname]);
  return null;
}

/**
 * Mounted (hydrated, or rendered in the browser): what the loader held back (the web fonts)
 * comes in once every control of the page is React's (afterHydration.ts).
 */
export function ReleaseAfterHydration() {
  useEffect(() => afterHydration(document), []);
  return null;
}

function HostOutlet({ mounts }: { mounts: RemoteMount[] }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname, mounts);
  if (!remote) {
    return <Problem title={i18n._('shell.notFound')} homeHref="/" />;
  }
  // Keyed by remote: moving between remotes mounts the other remote's own route tree.
  return <RemoteOutlet key={remote} name={remote} />;
}

/**
 * Everything inside the router. Remotes prerender their pages inside this same tree (with a
 * static router), so `useId` values and Suspense boundaries match when the browser hydrates.
 */
export function ShellRoutes({ mounts, host }: { mounts: RemoteMount[]; host: HostKind }) {
  return (
    <>
      <ScrollToTop />
      <SettlePrerenderedCss />
      <ReleaseAfterHydration />
      {/* The shell's own: on every public page, before any remote loads and if one fails. */}
      {host === 'public' && <NeedHelpNow />}
      <Routes>
        <Route path="*" element={<HostOutlet mounts={mounts} />} />
      </Routes>
      {/* The shell's too: the data saver's switch and this visit's data, under every page. */}
      {host === 'public' && <DataSaver />}
    </>
  );
}

/** @param basename the reader's locale prefix (`/pcm`), '' for English: links keep it. */
export function ShellApp({
  mounts,
  host,
  basename = '',
}: {
  mounts: RemoteMount[];
  host: HostKind;
  basename?: string;
}) {
  return (
    <BrowserRouter basename={basename}>
      <ShellRoutes mounts={mounts} host={host} />
    </BrowserRouter>
  );
}
