/**
 * The words every stories page shares: a story's card and byline, dates, loading and the
 * reader API's errors. Each is read from this folder's catalog (./locales) when used, so a
 * page speaks its locale.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

/** Splits a message around its `{name}` so a link can sit where the locale puts the name. */
const around = (id: string): [string, string] => {
  const marker = '\u0000';
  const [before = '', after = ''] = i18n._(id, { name: marker }).split(marker);
  return [before, after];
};

export const COMMON = {
  get loadFailed() {
    return i18n._('stories.common.loadFailed');
  },
  get askFailed() {
    return i18n._('stories.common.askFailed');
  },
  get retry() {
    return i18n._('stories.common.retry');
  },
  /** 'By {name}': the words before and after the writer's link. */
  byline: () => around('stories.common.by'),
  get premium() {
    return i18n._('stories.common.premium');
  },
  warning: (warnings: readonly string[]) =>
    i18n._('stories.common.warning', { warnings: warnings.join(', ') }),
  /** A story whose theme the reader hides (issue 45): 'Hidden: Grief'. */
  hidden: (theme: string) => i18n._('stories.common.hidden', { theme }),
  get allStories() {
    return i18n._('stories.common.allStories');
  },
  get more() {
    return i18n._('stories.common.more');
  },
};
