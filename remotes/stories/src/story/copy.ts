/**
 * A story's page's words, read from this folder's catalog (./locales) when used; the data page
 * renderer (../../server/render.ts) reads the link preview's here too.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const STORY = {
  get title() {
    return i18n._('stories.story.title');
  },
  get premiumLabel() {
    return i18n._('stories.story.premiumLabel');
  },
  get premiumTeaser() {
    return i18n._('stories.story.premiumTeaser');
  },
  get premiumBody() {
    return i18n._('stories.story.premiumBody');
  },
  get aboutPremium() {
    return i18n._('stories.story.aboutPremium');
  },
  warning: (warnings: readonly string[]) =>
    i18n._('stories.story.warning', { warnings: warnings.join(', ') }),
  get read() {
    return i18n._('stories.story.read');
  },
  get notFound() {
    return i18n._('stories.story.notFound');
  },
  /** A link preview never shows what a content warning holds back. */
  preview: (warnings: readonly string[], name: string) =>
    i18n._('stories.story.preview', { warnings: warnings.join(', '), name }),
};
