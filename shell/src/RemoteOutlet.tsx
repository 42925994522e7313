import { Suspense, use } from 'react';
import { i18n } from '@thrive/i18n';
import { ErrorBoundary, LoadingState, Logo, Problem } from '@thrive/ui';
import { reportPageFailed } from './earlyInput/pageFailed';
import { loadRemoteApp, resetRemote } from './federation';
import type { RemoteName } from './runtimeConfig';
import './catalog';
import styles from './RemoteOutlet.module.css';

function RemoteApp({ name }: { name: RemoteName }) {
  const App = use(loadRemoteApp(name));
  // Not created during render: loadRemoteApp caches one component per remote.
  // eslint-disable-next-line react-hooks/static-components
  return <App />;
}

/** What the shell shows in place of a remote that failed to load or crashed while rendering. */
function RemoteUnavailable({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <a className={styles.brand} href="/" aria-label={i18n._('shell.homeLink')}>
          <Logo />
        </a>
      </header>
      <main className={styles.main} id="main">
        <Problem
          title={i18n._('shell.remote.failed', { area: i18n._(`shell.area.${name}`) })}
          onRetry={onRetry}
          homeHref="/"
        >
          <p>{i18n._('shell.remote.failedText')}</p>
        </Problem>
      </main>
    </div>
  );
}

/** Mounts a remote lazily, with an accessible loading state and an isolated failure. */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  return (
    <ErrorBoundary
      onError={(error) => {
        console.error(`Remote "${name}" failed.`, error);
        reportPageFailed();
      }}
      fallback={({ reset }) => (
        <RemoteUnavailable
          name={name}
          onRetry={() => {
            resetRemote(name);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingState />}>
        <RemoteApp name={name} />
      </Suspense>
    </ErrorBoundary>
  );
}
