/**
 * The drafts on this device (issue 43): every keystroke is kept here first, synchronously, so a
 * dropped connection or a closed tab loses nothing; the server copy follows (useStoryDraft.ts).
 * localStorage, one entry per signed-in contributor, so two people sharing a phone never see
 * each other's drafts. A draft not yet on the server has no `storyId` (its key is `new-…`).
 */
import type { StudioStoryFields } from '@thrive/reader-contract/schemas';

export interface DeviceDraft {
  key: string;
  /** The server's id, once the server has it. */
  storyId: number | null;
  /** The server revision these fields were based on (null before the server has the draft). */
  baseRevision: number | null;
  fields: StudioStoryFields;
  /** Changed here since the server last confirmed a save. */
  dirty: boolean;
  /** When it was last kept on this device (ISO time). */
  keptAt: string;
}

const PREFIX = 'thrive.studio.drafts.v1.';

export const EMPTY_FIELDS: StudioStoryFields = {
  title: '',
  body: '',
  genre: '',
  content_warnings: [],
  premium: false,
};

export const keyOfStory = (storyId: number) => `story-${storyId}`;

function readAll(memberId: number): Record<string, DeviceDraft> {
  try {
    const text = localStorage.getItem(PREFIX + memberId);
    return text ? (JSON.parse(text) as Record<string, DeviceDraft>) : {};
  } catch {
    // Unreadable (private mode, or a hand-edited value): start afresh rather than break writing.
    return {};
  }
}

function writeAll(memberId: number, drafts: Record<string, DeviceDraft>): boolean {
  try {
    localStorage.setItem(PREFIX + memberId, JSON.stringify(drafts));
    return true;
  } catch {
    // Storage full or refused: the caller says it is not kept on the device.
    return false;
  }
}

export const deviceDrafts = {
  get(memberId: number, key: string): DeviceDraft | undefined {
    return readAll(memberId)[key];
  },
  /** Keeps the draft; false when the device refused (storage full or blocked). */
  put(memberId: number, draft: DeviceDraft): boolean {
    const all = readAll(memberId);
    all[draft.key] = draft;
    return writeAll(memberId, all);
  },
  /** The draft kept under `from` moves to `to` (a new draft the server has just given an id). */
  move(memberId: number, from: string, to: DeviceDraft): void {
    const all = readAll(memberId);
    delete all[from];
    all[to.key] = to;
    writeAll(memberId, all);
  },
  remove(memberId: number, key: string): void {
    const all = readAll(memberId);
    delete all[key];
    writeAll(memberId, all);
  },
  /** Drafts written on this device the server has never had (newest first). */
  unsent(memberId: number): DeviceDraft[] {
    return Object.values(readAll(memberId))
      .filter((draft) => draft.storyId === null)
      .sort((a, b) => b.keptAt.localeCompare(a.keptAt));
  },
};
