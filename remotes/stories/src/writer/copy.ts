/**
 * A writer's page's words, read from this folder's catalog (./locales) when used; the data
 * page renderer (../../server/render.ts) reads the link preview's here too.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const WRITER = {
  get title() {
    return i18n._('stories.writer.title');
  },
  stories: (name: string) => i18n._('stories.writer.stories', { name }),
  /** The genre's name is the platform's, kept. */
  writesAbout: (genre: string) => i18n._('stories.writer.writesAbout', { genre }),
  get empty() {
    return i18n._('stories.writer.empty');
  },
  get notFound() {
    return i18n._('stories.writer.notFound');
  },
  preview: (name: string, about: string) =>
    i18n._('stories.writer.preview', { name, about }).trim(),
};
