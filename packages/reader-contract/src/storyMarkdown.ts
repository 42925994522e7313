/**
 * How a studio story's Markdown becomes HTML (issue 43), stated once for the API, which renders
 * the public story page (services/reader-api/src/content/storyMarkdown.ts, with sanitize-html),
 * and the studio's preview (remotes/studio/src/write/renderMarkdown.ts, with DOMPurify): the
 * writer previews exactly what readers will get. markdown-it renders raw HTML as text; links
 * and images are not part of a story (no tracking pixels, no off-site links to vet); the
 * sanitizer then keeps only a story's elements.
 */

/** markdown-it's options. */
export const STORY_MARKDOWN_OPTIONS = { html: false, linkify: false, typographer: false } as const;

/** markdown-it rules turned off. */
export const STORY_MARKDOWN_DISABLED_RULES = ['link', 'image', 'autolink', 'reference'];

/** The elements a story's HTML may hold. */
export const STORY_HTML_TAGS = [
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

/** The attributes kept, per element: a numbered list's first number. */
export const STORY_HTML_ATTRIBUTES: Record<string, string[]> = { ol: ['start'] };
