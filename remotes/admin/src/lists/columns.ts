import type { ColDef } from 'ag-grid-community';
import { GENRES, STATUSES } from '@thrive/admin-contract';
import { suppressCellControlKeys } from './cellKeyboard';
import { ChoiceCell, DeleteCell, InvitationCell, NameCell, ResetCell } from './cells';
import type { ListRow } from './gridContext';

/** Header click cycles ascending → descending → none (SPEC section 4). */
export const SORTING_ORDER: ('asc' | 'desc' | null)[] = ['asc', 'desc', null];

export const defaultColDef: ColDef<ListRow> = {
  sortable: true,
  sortingOrder: SORTING_ORDER,
  resizable: false,
  suppressMovable: true,
  suppressKeyboardEvent: suppressCellControlKeys,
};

/**
 * The list columns (SPEC section 2): S/N, Name, Username, Email, Genre (writers and
 * consultants), Sex, Delete, Status, Reset Password; and for consultants, who have no profile
 * page to show it (issue 43), their studio Invitation with Resend. Each sortable column's colId
 * is the admin API's sort key.
 */
export function buildColumns({
  withGenre,
  withInvitation = false,
}: {
  withGenre: boolean;
  withInvitation?: boolean;
}): ColDef<ListRow>[] {
  const columns: (ColDef<ListRow> | false)[] = [
    { headerName: 'S/N', colId: 'sn', field: '_id', width: 76 },
    {
      headerName: 'Name',
      colId: 'name',
      field: 'name',
      cellRenderer: NameCell,
      tooltip: ({ data }) => data?.name,
      flex: 1.3,
      minWidth: 160,
    },
    {
      headerName: 'Username',
      colId: 'username',
      field: 'username',
      tooltip: ({ data }) => data?.username,
      flex: 1,
      minWidth: 120,
    },
    {
      headerName: 'Email',
      colId: 'email',
      field: 'email',
      // A cut-off username or e-mail shows whole in a tooltip (only when cut off).
      tooltip: ({ data }) => data?.email,
      flex: 1.5,
      minWidth: 180,
    },
    withGenre && {
      headerName: 'Genre',
      colId: 'genre',
      valueGetter: ({ data }) => (data && 'genre' in data ? data.genre : undefined),
      cellRenderer: ChoiceCell,
      cellRendererParams: { field: 'genre', label: 'Genre', options: GENRES },
      width: 172,
    },
    { headerName: 'Sex', colId: 'sex', field: 'gender', width: 66 },
    {
      headerName: 'Delete',
      colId: 'delete',
      cellRenderer: DeleteCell,
      sortable: false,
      width: 80,
    },
    {
      headerName: 'Status',
      colId: 'status',
      field: 'status',
      cellRenderer: ChoiceCell,
      cellRendererParams: { field: 'status', label: 'Status', options: STATUSES },
      width: 124,
    },
    {
      headerName: 'Reset Password',
      colId: 'reset',
      cellRenderer: ResetCell,
      sortable: false,
      width: 132,
    },
    withInvitation && {
      headerName: 'Invitation',
      colId: 'invitation',
      cellRenderer: InvitationCell,
      sortable: false,
      width: 200,
    },
  ];
  return columns.filter((column): column is ColDef<ListRow> => column !== false);
}
