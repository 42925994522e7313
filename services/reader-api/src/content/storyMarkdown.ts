/**
 * A studio story's body is Markdown (issue 43): paragraphs, headings, quotes, lists, emphasis.
 * markdown-it renders it with raw HTML off (a `<script>` typed by a writer comes out as text),
 * then sanitize-html keeps only the elements a story uses, so even a markdown-it bug cannot put
 * a script, a style or an event handler on the public story page. The options and the elements
 * are the studio preview's too (@thrive/reader-contract/storyMarkdown). Stories typed in the console
 * stay plain paragraphs (`format: 'plain'`) and render exactly as before.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import {
  STORY_HTML_ATTRIBUTES,
  STORY_HTML_TAGS,
  STORY_MARKDOWN_DISABLED_RULES,
  STORY_MARKDOWN_OPTIONS,
} from '@thrive/reader-contract/storyMarkdown';

const markdown = new MarkdownIt(STORY_MARKDOWN_OPTIONS);
markdown.disable(STORY_MARKDOWN_DISABLED_RULES);

export function renderStoryMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: STORY_HTML_TAGS,
    allowedAttributes: STORY_HTML_ATTRIBUTES,
    disallowedTagsMode: 'escape',
  }).trim();
}

/**
 * A Markdown story as plain text, one block (paragraph, heading, list item, quote) per
 * paragraph: what lists show as its excerpt and the reports queue as its opening, never `##`.
 */
export function storyPlainText(source: string): string {
  return markdown
    .parse(source, {})
    .filter((token) => token.type === 'inline')
    .map((token) =>
      (token.children ?? [])
        .map((child) =>
          child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
        )
        .join('')
        .trim(),
    )
    .filter((text) => text !== '')
    .join('\n\n');
}
