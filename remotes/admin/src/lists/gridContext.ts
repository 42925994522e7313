import type { NoticeOptions } from '../common/notices';
import type { Genre, Status } from '../data/types';
import type { ListRow } from './rows';

/** What a row dropdown may change: only the local row (SPEC section 4). */
export type RowPatch = { genre?: Genre; status?: Status };

/** Passed to every cell through AG Grid's `context`. */
export interface ListGridContext {
  /** '/writers' or '/users': the Name links there. null: names are plain text (consultants). */
  profileBase: string | null;
  updateRow: (id: number, patch: RowPatch) => void;
  notify: (message: string, options?: NoticeOptions) => void;
  /** Id of the note that describes every 'Reset' button. */
  resetNoteId: string;
}

export type { ListRow };
