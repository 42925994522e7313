/**
 * The preview of a story's Markdown (issue 43), as the public story page will show it:
 * markdown-it with the options and elements the API renders it with
 * (@thrive/reader-contract/storyMarkdown), then DOMPurify keeps only a story's elements. Loaded when the writer first opens the preview, never with the editor.
 */
import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';
import {
  STORY_HTML_ATTRIBUTES,
  STORY_HTML_TAGS,
  STORY_MARKDOWN_DISABLED_RULES,
  STORY_MARKDOWN_OPTIONS,
} from '@thrive/reader-contract/storyMarkdown';

const markdown = new MarkdownIt(STORY_MARKDOWN_OPTIONS);
markdown.disable(STORY_MARKDOWN_DISABLED_RULES);

export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(markdown.render(source), {
    ALLOWED_TAGS: STORY_HTML_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(STORY_HTML_ATTRIBUTES).flat())],
  });
}
