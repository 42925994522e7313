import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@thrive/api-client';
import '@thrive/ui';
import { selectHost } from '@thrive/platform';
import { initFederation } from './federation';
import { loadRuntimeConfig, type RemoteName } from './runtimeConfig';
import { syncSessionAcrossTabs } from './sessionSync';
import { ShellApp } from './ShellApp';
import { resolveManifests } from './stagingOverrides';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });

  const host = selectHost(window.location.hostname);
  const mounts = config.hosts[host];
  const manifests = resolveManifests(config, window.location.search, window.sessionStorage);
  // Register only the remotes this host mounts: the public host can never load the admin
  // remote, and the admin host never loads marketing or auth.
  const hostRemotes = new Set(mounts.map((m) => m.remote));
  initFederation(
    Object.fromEntries(
      Object.entries(manifests).filter(([name]) => hostRemotes.has(name as RemoteName)),
    ),
  );
  syncSessionAcrossTabs();
  document.documentElement.dataset.host = host;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ShellApp mounts={mounts} />
    </StrictMode>,
  );
}

void start();
