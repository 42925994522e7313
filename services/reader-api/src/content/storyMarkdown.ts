/**
 * A studio story's body is Markdown (issue 43): paragraphs, headings, quotes, lists, emphasis.
 * markdown-it renders it with raw HTML off (a `<script>` typed by a writer comes out as text),
 * then sanitize-html keeps only the elements a story uses, so even a markdown-it bug cannot put
 * a script, a style or an event handler on the public story page. Stories typed in the console
 * stay plain paragraphs (`format: 'plain'`) and render exactly as before.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Links and images are not part of a story (no tracking pixels, no off-site links to vet).
markdown.disable(['link', 'image', 'autolink', 'reference']);

const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'em',
  'strong',
  'code',
  'pre',
  'hr',
  'br',
];

export function renderStoryMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { ol: ['start'] },
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
