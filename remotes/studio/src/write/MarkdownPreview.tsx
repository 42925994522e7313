import { useEffect, useState } from 'react';
import { WRITE } from './copy';
import styles from './WritePage.module.css';

type Render = (source: string) => string;
let loaded: Promise<Render> | undefined;
const loadRenderer = () =>
  (loaded ??= import('./renderMarkdown').then((module) => module.renderMarkdown));

/** The story as readers will see it; the Markdown library loads with the first preview. */
export function MarkdownPreview({ title, body }: { title: string; body: string }) {
  const [render, setRender] = useState<Render | null>(null);
  useEffect(() => {
    let current = true;
    void loadRenderer().then((next) => {
      if (current) setRender(() => next);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className={styles.preview} aria-label={WRITE.previewHeading}>
      <h2 className={styles.previewTitle}>{title || WRITE.untitled}</h2>
      {render ? (
        // Sanitised by DOMPurify in renderMarkdown (a story's elements only).
        <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: render(body) }} />
      ) : (
        <p role="status">{WRITE.previewLoading}</p>
      )}
    </section>
  );
}
