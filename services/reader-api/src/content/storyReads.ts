/**
 * Stories as readers see them: published only, by a writer still listed, newest first in keyset
 * pages; a story's page (a premium story shows its first paragraph only), a writer's page, and
 * what likes, saves, follows and reports ask of a story. StoryService (storyService.ts) adds the
 * moderation use cases.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  STORY_PAGE_SIZE,
  type StoryList,
  type StoryPage,
  type StorySummary,
  type WriterPage,
} from '@thrive/reader-contract/content';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { members } from '../admin/adminTables.ts';
import { stories } from './contentTables.ts';
import { afterCursor, encodeCursor, type Cursor } from './cursor.ts';
import { publishedText } from './publishedText.ts';
import { renderStoryMarkdown, storyPlainText } from './storyMarkdown.ts';

/** Blank lines separate paragraphs. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

const EXCERPT_LENGTH = 180;
export function excerptOf(body: string): string {
  const first = paragraphsOf(body)[0] ?? '';
  if (first.length <= EXCERPT_LENGTH) return first;
  return `${first.slice(0, first.lastIndexOf(' ', EXCERPT_LENGTH) || EXCERPT_LENGTH)}…`;
}

export function slugFor(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // A short random tail keeps slugs unique without a look-up, and a title edit never moves a link.
  return `${base || 'story'}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}

const publicColumns = {
  id: stories.id,
  slug: stories.slug,
  title: stories.title,
  body: stories.body,
  genre: stories.genre,
  contentWarnings: stories.contentWarnings,
  premium: stories.premium,
  format: stories.format,
  publishedAt: stories.publishedAt,
  username: members.username,
  displayName: members.displayName,
};
/** A row of `publicColumns` (the select's own type, named for the helpers below). */
type PublicRow = {
  id: number;
  slug: string;
  title: string;
  body: string;
  genre: string;
  contentWarnings: string[];
  premium: boolean;
  format: string;
  publishedAt: Date | null;
  username: string;
  displayName: string;
};

/** Published, by a writer still listed: what readers may see. */
const visible = and(
  eq(stories.status, 'published'),
  eq(members.role, 'writer'),
  isNull(members.deletedAt),
);

function summary(row: PublicRow): StorySummary {
  return {
    slug: row.slug,
    title: publishedText(row.title),
    genre: row.genre,
    content_warnings: row.contentWarnings.map(publishedText),
    premium: row.premium,
    excerpt: row.contentWarnings.length > 0 ? null : excerptOf(readableText(row)),
    published_at: row.publishedAt!.toISOString(),
    writer: { username: row.username, display_name: row.displayName },
  };
}

/** The story's words as text (a studio story's Markdown without its marks), screened. */
export const readableText = (row: { body: string; format: string }) =>
  row.format === 'markdown' ? storyPlainText(publishedText(row.body)) : publishedText(row.body);

export class StoryReads {
  constructor(protected readonly deps: { db: Db; clock: Clock }) {}

  private async page(where: SQL | undefined, cursor: Cursor | undefined): Promise<StoryList> {
    const rows = (await this.deps.db
      .select(publicColumns)
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(and(visible, where, afterCursor(stories.publishedAt, stories.id, cursor)))
      .orderBy(desc(stories.publishedAt), desc(stories.id))
      .limit(STORY_PAGE_SIZE + 1)) as PublicRow[];
    const shown = rows.slice(0, STORY_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      stories: shown.map(summary),
      next:
        rows.length > STORY_PAGE_SIZE && last
          ? encodeCursor({ publishedAt: last.publishedAt!, id: last.id })
          : null,
    };
  }

  /** GET /stories: newest first, optionally one genre. */
  list(genre: string | null, cursor: Cursor | undefined): Promise<StoryList> {
    return this.page(genre ? eq(stories.genre, genre) : undefined, cursor);
  }

  /** The newest published stories of these writers (a reader's followed writers, issue 42). */
  byWriters(writerIds: number[]): Promise<StoryList> {
    if (writerIds.length === 0) return Promise.resolve({ stories: [], next: null });
    return this.page(inArray(stories.writerId, writerIds), undefined);
  }

  /** The id of a story readers may see, by its slug (what a reader saves, issue 42). */
  async publicIdOf(slug: string): Promise<number | undefined> {
    const [row] = await this.deps.db
      .select({ id: stories.id })
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(and(visible, eq(stories.slug, slug)))
      .limit(1);
    return row?.id;
  }

  /** The summaries of those of these stories readers may see, by id (a reader's saved ones). */
  async summariesOf(ids: number[]): Promise<Map<number, StorySummary>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.deps.db
      .select(publicColumns)
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(and(visible, inArray(stories.id, ids)))) as PublicRow[];
    return new Map(rows.map((row) => [row.id, summary(row)]));
  }

  /** Whether readers may see the story (what may be liked, commented on, reported). */
  async isPublic(id: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: stories.id })
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(and(visible, eq(stories.id, id)))
      .limit(1);
    return row !== undefined;
  }

  /** The story beside a report of it (the moderator's view: title, opening, its page). */
  async reportContext(id: number) {
    const [row] = await this.deps.db
      .select({
        slug: stories.slug,
        title: stories.title,
        body: stories.body,
        format: stories.format,
      })
      .from(stories)
      .where(eq(stories.id, id));
    return (
      row && {
        title: publishedText(row.title),
        text: excerptOf(readableText(row)),
        href: `/stories/${row.slug}`,
      }
    );
  }

  /** GET /stories/:slug; a premium story shows its first paragraph only. */
  async bySlug(slug: string): Promise<StoryPage | undefined> {
    const [row] = (await this.deps.db
      .select(publicColumns)
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(and(visible, eq(stories.slug, slug)))
      .limit(1)) as PublicRow[];
    if (!row) return undefined;
    const { excerpt: _excerpt, ...rest } = summary(row);
    const paragraphs = paragraphsOf(publishedText(row.body));
    const shown = row.premium ? paragraphs.slice(0, 1) : paragraphs;
    return {
      id: row.id,
      ...rest,
      paragraphs: shown,
      body_html: row.format === 'markdown' ? renderStoryMarkdown(shown.join('\n\n')) : null,
      teaser: row.premium,
    };
  }

  /** GET /writers/:username: the writer and their stories, newest first. */
  async byWriter(username: string, cursor: Cursor | undefined): Promise<WriterPage | undefined> {
    const [writer] = await this.deps.db
      .select()
      .from(members)
      .where(
        and(
          eq(members.role, 'writer'),
          eq(sql`lower(${members.username})`, username.toLowerCase()),
          isNull(members.deletedAt),
        ),
      )
      .limit(1);
    if (!writer) return undefined;
    const list = await this.page(eq(stories.writerId, writer.id), cursor);
    return {
      writer: {
        username: writer.username,
        display_name: writer.displayName,
        genre: writer.genre,
        about: publishedText(writer.about),
      },
      ...list,
    };
  }
}
