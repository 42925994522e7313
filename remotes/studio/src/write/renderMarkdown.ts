/**
 * The preview of a story's Markdown (issue 43), as the public story page will show it:
 * markdown-it with raw HTML, links and images off (as the API renders it:
 * services/reader-api/src/content/storyMarkdown.ts), then DOMPurify keeps only a story's
 * elements. Loaded when the writer first opens the preview, never with the editor.
 */
import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
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

export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(markdown.render(source), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['start'],
  });
}
