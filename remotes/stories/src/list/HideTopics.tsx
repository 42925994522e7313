import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { i18n } from '@thrive/i18n';
import {
  HIDDEN_TOPICS_PATH,
  HIDE_TOPICS_ID,
  localizedPath,
  TOPICS,
  type Topic,
} from '@thrive/platform';
import { Button, useHydrated } from '@thrive/ui';
import { hiddenTopics } from '../common/hiddenTopics';
import { LIST } from './copy';
import styles from './StoriesPage.module.css';

/**
 * The "Hide topics" panel (issue 45): a plain form the page server keeps in a cookie and sends
 * the reader back from (so it works without an account or JavaScript); every story list, the
 * writer pages and the story page then show those stories as one line (TopicGate).
 */
export function HideTopics() {
  const { pathname, search } = useLocation();
  // The query once hydrated, as the page reads it (the server renders the list of every genre).
  const hydrated = useHydrated();
  const back = localizedPath(`${pathname}${hydrated ? search : ''}`, i18n.locale);
  const hidden = hiddenTopics();
  const headingId = useId();
  const boxes = (kind: Topic['kind'], legend: string) => (
    <fieldset className={styles.topics}>
      <legend>{legend}</legend>
      {TOPICS.filter((topic) => topic.kind === kind).map((topic) => (
        <label key={topic.key} className={styles.topic}>
          <input
            type="checkbox"
            name="topic"
            value={topic.key}
            defaultChecked={hidden.includes(topic.key)}
          />{' '}
          {topic.name}
        </label>
      ))}
    </fieldset>
  );
  return (
    <details id={HIDE_TOPICS_ID} className={styles.hidePanel}>
      <summary className={styles.hideSummary} id={headingId}>
        {LIST.hideTopics}
      </summary>
      <form method="post" action={HIDDEN_TOPICS_PATH} aria-labelledby={headingId}>
        <p>{LIST.hideTopicsLead}</p>
        <input type="hidden" name="back" value={back} />
        {boxes('warning', LIST.hideWarnings)}
        {boxes('genre', LIST.hideGenres)}
        <p>
          <Button type="submit" variant="secondary">
            {LIST.hideSave}
          </Button>
        </p>
      </form>
    </details>
  );
}
