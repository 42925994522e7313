import { Button } from '@thrive/ui';
import type { RemoteName } from '@thrive/platform';
import styles from './StagingBanner.module.css';

export interface ActiveOverride {
  remote: RemoteName;
  manifest: string;
}

/**
 * Shown on every page while a staging override is active: which remote is swapped, from where,
 * and one click back to the environment's configured remotes.
 */
export function StagingBanner({
  overrides,
  onReset,
}: {
  overrides: ActiveOverride[];
  onReset: () => void;
}) {
  if (!overrides.length) return null;
  return (
    <aside className={styles.banner} aria-label="Staging override">
      <p className={styles.text}>
        <strong>Staging override:</strong>{' '}
        {overrides.map(({ remote, manifest }, index) => (
          <span key={remote}>
            {index > 0 && '; '}
            the <strong>{remote}</strong> remote is loaded from{' '}
            <code className={styles.url}>{manifest}</code>
          </span>
        ))}
        .
      </p>
      <Button variant="secondary" className={styles.reset} onClick={onReset}>
        Reset to the configured remotes
      </Button>
    </aside>
  );
}
