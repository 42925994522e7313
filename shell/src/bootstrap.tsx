import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@thrive/api-client';
import { configureSite } from '@thrive/ui';
import { selectHost } from '@thrive/platform';
import { initFederation } from './federation';
import { integrityPlugin } from './integrity';
import { telemetryPlugin } from './telemetry';
import { loadRuntimeConfig, type RemoteName } from './runtimeConfig';
import { syncSessionAcrossTabs } from './sessionSync';
import { ShellApp } from './ShellApp';
import { siteSettingsOf } from './siteSettings';
import { resolveManifests } from './stagingOverrides';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  configureSite(siteSettingsOf(config));

  const host = selectHost(window.location.hostname);
  const mounts = config.hosts[host];
  const manifests = resolveManifests(config, window.location.search, window.sessionStorage);
  // Register only the remotes this host mounts: the public host can never load the admin
  // remote, and the admin host never loads marketing or auth.
  const hostRemotes = new Set(mounts.map((m) => m.remote));
  const hostManifests = Object.fromEntries(
    Object.entries(manifests).filter(([name]) => hostRemotes.has(name as RemoteName)),
  );
  initFederation(hostManifests, [
    integrityPlugin(config.remotes, hostManifests),
    telemetryPlugin({
      apiBaseUrl: config.apiBaseUrl,
      locations: config.remotes,
      manifests: hostManifests,
    }),
  ]);
  syncSessionAcrossTabs();
  document.documentElement.dataset.host = host;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ShellApp mounts={mounts} host={host} />
    </StrictMode>,
  );
}

void start();
