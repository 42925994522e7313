import { Button } from '@thrive/ui';
import type { RemoteName } from '@thrive/platform';
import type { RefusedOverride } from './stagingOverrides';
import styles from './StagingBanner.module.css';

export interface ActiveOverride {
  remote: RemoteName;
  manifest: string;
  /** Set once the override failed to load: what went wrong. */
  broken?: string;
}

const originOf = (manifest: string) => {
  try {
    return new URL(manifest).origin;
  } catch {
    return manifest;
  }
};

/**
 * Shown on every page while a staging override is asked for: which remote is swapped, from
 * where, and one click back to the environment's configured remotes. An override the shell
 * refused, or one that failed to load, says so with the origin and the cause: a tester never
 * wonders why their build is not the one on the page.
 */
export function StagingBanner({
  overrides,
  refused = [],
  onReset,
}: {
  overrides: ActiveOverride[];
  refused?: RefusedOverride[];
  onReset: () => void;
}) {
  if (!overrides.length && !refused.length) return null;
  const troubled = refused.length > 0 || overrides.some((o) => o.broken);
  return (
    <aside
      className={troubled ? `${styles.banner} ${styles.troubled}` : styles.banner}
      aria-label="Staging override"
    >
      <div className={styles.text}>
        {overrides.map(({ remote, manifest, broken }) => (
          <p key={remote} className={styles.line}>
            {broken ? (
              <>
                <strong>Staging override broken:</strong> the <strong>{remote}</strong> remote from{' '}
                <code className={styles.url}>{originOf(manifest)}</code> could not be loaded (
                {broken}).
              </>
            ) : (
              <>
                <strong>Staging override:</strong> the <strong>{remote}</strong> remote is loaded
                from <code className={styles.url}>{manifest}</code>.
              </>
            )}
          </p>
        ))}
        {refused.map(({ remote, manifest, cause }) => (
          <p key={`${remote} ${manifest}`} className={styles.line}>
            <strong>Staging override refused:</strong> the <strong>{remote}</strong> remote was not
            loaded from <code className={styles.url}>{originOf(manifest)}</code>: {cause}. The
            configured remote is used.
          </p>
        ))}
      </div>
      <Button variant="secondary" className={styles.reset} onClick={onReset}>
        Reset to the configured remotes
      </Button>
    </aside>
  );
}
