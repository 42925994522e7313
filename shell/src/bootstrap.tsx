import { StrictMode, startTransition } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { configureApi, prepareApi, prepareApiOnFormUse, startFormOutbox } from '@thrive/api-client';
import { configureSite, restoreFormDraft } from '@thrive/ui';
import { localeOfPath, remoteForPath, selectHost, yieldToMain } from '@thrive/platform';
import { reportPageFailed } from './earlyInput/pageFailed';
import { initFederation, loadRemotePage } from './federation';
import { integrityPlugin } from './integrity';
import { releaseHeldBack } from './paintFirst/afterHydration';
import { KeptPageNotice } from './KeptPageNotice';
import { ReleaseIndicator, type ReleaseShown } from './ReleaseIndicator';
import {
  MANIFEST_ATTRIBUTE,
  OFFLINE_PAGE_ATTRIBUTE,
  overridesCookie,
  prerenderedRemote,
} from '@thrive/composition';
import { OfflinePage, offlinePagesOf } from './offline/OfflinePage';
import { whenLoadedAndIdle } from './serviceWorker/whenLoadedAndIdle';
import {
  answeredFromKeptCopy,
  configToRun,
  checkKeptPage,
} from './serviceWorker/revalidateKeptPage';
import { loadRuntimeConfig, readInlineRuntimeConfig, type RemoteName } from './runtimeConfig';
import { telemetryPlugin } from './telemetry';
import { syncSessionAcrossTabs } from './sessionSync';
import { ShellApp } from './ShellApp';
import { startLocale } from './locale';
import { siteSettingsOf } from './siteSettings';
import { StagingBanner, type ActiveOverride } from './StagingBanner';
import {
  activeOverrides,
  resetOverrides,
  resolveManifests,
  type RefusedOverride,
} from './stagingOverrides';

async function start() {
  await yieldToMain();
  // The shell's server inlines the runtime config into the page; a page without it (the
  // development server, a plain static host) reads /config.json.
  const inline = readInlineRuntimeConfig(document) ?? (await loadRuntimeConfig());
  // A repeat visit painted from the worker's copy runs the releases the server names now.
  const config = answeredFromKeptCopy(document)
    ? configToRun(inline, await checkKeptPage(document))
    : inline;
  configureApi({
    baseUrl: config.apiBaseUrl,
    locale: localeOfPath(window.location.pathname).locale.code,
  });
  configureSite(siteSettingsOf(config));
  const basename = await startLocale(window.location.pathname, window.location.search);
  // What the reader typed before following the language switch, back in this page's forms.
  restoreFormDraft(
    document.getElementById('root')!,
    localeOfPath(window.location.pathname).path + window.location.search,
  );

  const host = selectHost(window.location.hostname);
  // The API client loads with its first call; the console calls the API on every page, so it
  // starts now, and a public page once a reader is in a form.
  if (host === 'admin') prepareApi();
  else prepareApiOnFormUse(document);
  // The service worker's offline page (a page never opened, no connection): crisis help first.
  if (document.documentElement.hasAttribute(OFFLINE_PAGE_ATTRIBUTE)) {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <OfflinePage
          savedPages={offlinePagesOf(document)}
          onRetry={() => window.location.reload()}
        />
      </StrictMode>,
    );
    return;
  }
  // Public host only: the admin console keeps nothing on the device.
  if (host === 'public') {
    // Forms kept on the device with no connection are sent once it is back.
    startFormOutbox();
    whenLoadedAndIdle(() => {
      void import('./serviceWorker/register').then(({ registerServiceWorker }) =>
        registerServiceWorker().catch((error: unknown) =>
          console.warn('The offline copy of the site could not be set up.', error),
        ),
      );
    });
  }
  const mounts = config.hosts[host];
  const refused: RefusedOverride[] = [];
  const manifests = resolveManifests(
    config,
    window.location.search,
    window.sessionStorage,
    refused,
  );
  // Register only the remotes this host mounts: the public host can never load the admin
  // remote, and the admin host never loads marketing or auth.
  const hostRemotes = new Set(mounts.map((m) => m.remote));
  const hostManifests = Object.fromEntries(
    Object.entries(manifests).filter(([name]) => hostRemotes.has(name as RemoteName)),
  );
  const banner = stagingBanner(activeOverrides(config, hostManifests), refused);
  initFederation(hostManifests, [
    banner.plugin,
    integrityPlugin(config.remotes, hostManifests),
    telemetryPlugin({
      apiBaseUrl: config.apiBaseUrl,
      locations: config.remotes,
      manifests: hostManifests,
    }),
  ]);
  document.cookie = overridesCookie(
    (Object.keys(manifests) as RemoteName[]).filter(
      (name) => manifests[name] !== config.remotes[name].manifest,
    ),
  );
  syncSessionAcrossTabs();
  document.documentElement.dataset.host = host;
  await yieldToMain();

  banner.show();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <ShellApp mounts={mounts} host={host} basename={basename} />
    </StrictMode>
  );
  // Hydrate only markup made by the remote (and build) this browser is about to load: a
  // staging override of that remote gets a fresh client render instead of a mismatch.
  const localPath = localeOfPath(window.location.pathname).path;
  const owner = remoteForPath(localPath, mounts);
  if (/(?:^|;\s*)thrive-debug=release(?:;|$)/.test(document.cookie)) {
    showReleaseIndicator({
      remote: owner ?? null,
      release: owner ? (config.remotes[owner].version ?? 'local') : 'none',
      prerendered: Boolean(owner) && prerenderedRemote(container) === owner,
    });
  }
  if (
    owner &&
    prerenderedRemote(container) === owner &&
    container.getAttribute(MANIFEST_ATTRIBUTE) === manifests[owner]
  ) {
    // Hydrate once the page's own code is here, its page's chunk included (one pass). If it
    // cannot load (a flaky link, a CDN blip), React would replace the readable page with its
    // error panel: instead the page stays as the server sent it (its links, the drawer and the
    // FAQ work without script) with a notice.
    try {
      await loadRemotePage(owner, localPath);
    } catch (error) {
      console.error(`Remote "${owner}" could not be loaded; the prerendered page is kept.`, error);
      reportPageFailed();
      showKeptPageNotice();
      return;
    }
    // As a transition, hydration is done in slices of a few milliseconds with the browser free
    // in between: the page, already painted, stays responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

/** Its own root after the page's (whose markup is left untouched); Retry loads the page again. */
function showKeptPageNotice() {
  releaseHeldBack(document);
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <KeptPageNotice onRetry={() => window.location.reload()} />
    </StrictMode>,
  );
}

/**
 * The staging banner gets its own root before the page's: overrides live in this browser only,
 * so a server-rendered page never contains it and the page's own markup is left untouched.
 * An applied override that then fails to load turns it into a "broken" notice (the federation
 * runtime's errorLoadRemote hook tells which remote and why).
 */
function stagingBanner(overrides: ActiveOverride[], refused: RefusedOverride[]) {
  let root: Root | null = null;
  const render = () =>
    root?.render(
      <StrictMode>
        <StagingBanner
          overrides={overrides}
          refused={refused}
          onReset={() =>
            window.location.replace(resetOverrides(window.sessionStorage, window.location.href))
          }
        />
      </StrictMode>,
    );
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'thrive-staging-override-health',
    errorLoadRemote({ id, error }) {
      const broken = overrides.find((o) => id === o.manifest || id?.split('/')[0] === o.remote);
      if (broken && !broken.broken) {
        const message = error instanceof Error ? error.message : String(error);
        broken.broken = message.replace(/\s+/g, ' ').slice(0, 200) || 'it did not load';
        render();
      }
      return undefined;
    },
  };
  return {
    plugin,
    show() {
      if (!overrides.length && !refused.length) return;
      const container = document.createElement('div');
      document.body.prepend(container);
      root = createRoot(container);
      render();
    },
  };
}

/** The debug indicator of the release that rendered the page (its own root, like the banner). */
function showReleaseIndicator(shown: ReleaseShown) {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<ReleaseIndicator {...shown} />);
}

void start();
