import type { IRowNode } from 'ag-grid-community';
import type { Genre, Status } from '@thrive/admin-contract';
import type { ListRow } from './rows';

/** What a row dropdown may change. */
export type RowPatch = { genre?: Genre; status?: Status };

/** Passed to every cell through AG Grid's `context`. */
export interface ListGridContext {
  /** '/writers' or '/users': the Name links there. null: names are plain text (consultants). */
  profileBase: string | null;
  /** Saves a Genre or Status change (the row shows it at once and reverts if refused). */
  changeRow: (node: IRowNode<ListRow>, patch: RowPatch) => void;
  /** Asks for confirmation, then moves the person to Deleted Profiles. */
  askDelete: (row: ListRow) => void;
  /** E-mails the person a password-reset message. */
  resetPassword: (row: ListRow) => void;
  /** E-mails a writer or consultant a new studio invitation (the Invitation column). */
  resendInvitation: (node: IRowNode<ListRow>) => void;
}

export type { ListRow };
