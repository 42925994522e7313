import styles from './ReleaseIndicator.module.css';

export interface ReleaseShown {
  /** The remote that renders this page, or null for a page of the shell alone. */
  remote: string | null;
  release: string;
  /** Whether the server's markup came from that release (prerendered) or the browser drew it. */
  prerendered: boolean;
}

/**
 * Which remote and release rendered this page: shown while the `thrive-debug` cookie asks for it
 * (`?debug=release` on any page; `?debug=off` hides it again).
 */
export function ReleaseIndicator({ remote, release, prerendered }: ReleaseShown) {
  return (
    <aside className={styles.indicator} aria-label="Release indicator">
      {remote ? (
        <>
          <strong>{remote}</strong> {release} · {prerendered ? 'prerendered' : 'client render'}
        </>
      ) : (
        'shell only'
      )}
    </aside>
  );
}
