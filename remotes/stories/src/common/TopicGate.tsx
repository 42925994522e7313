import type { ReactNode } from 'react';
import { hiddenThemeOf } from '@thrive/platform';
import { COMMON } from './copy';
import { hiddenTopics } from './hiddenTopics';
import styles from './StoryCard.module.css';

/**
 * A story whose theme the reader hides (issue 45): one line, "Hidden: <theme>", that opens on
 * purpose (a native <details>: it works without JavaScript). Any other story shows as it is.
 */
export function TopicGate({
  story,
  children,
}: {
  story: { genre: string; content_warnings: readonly string[] };
  children: ReactNode;
}) {
  const theme = hiddenThemeOf(story, hiddenTopics());
  if (theme === null) return <>{children}</>;
  return (
    <details className={styles.hidden}>
      <summary className={styles.hiddenLine}>{COMMON.hidden(theme)}</summary>
      {children}
    </details>
  );
}
