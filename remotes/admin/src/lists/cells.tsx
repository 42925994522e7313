/** The grid's cell components (AG Grid renders them inside the router, so links work). */
import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import { TrashIcon } from '../common/icons';
import type { ListGridContext, ListRow, RowPatch } from './gridContext';
import { PremiumBadge } from './PremiumBadge';
import styles from './cells.module.css';

type CellProps = CustomCellRendererProps<ListRow, unknown, ListGridContext>;

// Controls inside cells are out of the Tab order: the grid is one tab stop, the arrow keys
// move between cells and Enter reaches a cell's control (see cellKeyboard.ts).
const INSIDE_GRID = -1;

/** Name: a link to the profile (fetched there by id), or plain text. */
export function NameCell({ data, context }: CellProps) {
  if (!data) return null;
  const premium = 'isActive' in data && data.isActive;
  return (
    <span className={`${styles.cell} ${styles.name}`}>
      {context.profileBase ? (
        <Link
          className={styles.nameLink}
          to={`${context.profileBase}/${data._id}`}
          tabIndex={INSIDE_GRID}
        >
          {data.name}
        </Link>
      ) : (
        <span className={styles.nameText}>{data.name}</span>
      )}
      {premium && <PremiumBadge />}
    </span>
  );
}

export function DeleteCell({ data, context }: CellProps) {
  if (!data) return null;
  return (
    <span className={styles.cell}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Delete ${data.name}`}
        title={`Delete ${data.name}`}
        tabIndex={INSIDE_GRID}
        onClick={() => context.askDelete(data)}
      >
        <TrashIcon size={18} />
      </button>
    </span>
  );
}

/** 'Reset' e-mails that person a password-reset message. */
export function ResetCell({ data, context }: CellProps) {
  if (!data) return null;
  return (
    <span className={styles.cell}>
      <button
        type="button"
        className={styles.resetButton}
        aria-label={`Reset password for ${data.name}`}
        tabIndex={INSIDE_GRID}
        onClick={() => context.resetPassword(data)}
      >
        Reset
      </button>
    </span>
  );
}

const INVITATION_WORDS = {
  none: 'No invitation sent',
  invited: 'Invited',
  accepted: 'Accepted',
  expired: 'Expired',
} as const;

/**
 * Invitation (consultants, who have no profile page): where their studio invitation is, and
 * Resend unless they accepted it. A row whose state could not be read shows a dash.
 */
export function InvitationCell({ data, node, context }: CellProps) {
  if (!data) return null;
  const invitation = 'invitation' in data ? data.invitation : undefined;
  if (!invitation) return <span className={styles.cell}>—</span>;
  return (
    <span className={`${styles.cell} ${styles.invitation}`}>
      <span>{INVITATION_WORDS[invitation.state]}</span>
      {invitation.state !== 'accepted' && (
        <button
          type="button"
          className={styles.resetButton}
          aria-label={`Resend invitation to ${data.name}`}
          tabIndex={INSIDE_GRID}
          onClick={() => context.resendInvitation(node)}
        >
          Resend
        </button>
      )}
    </span>
  );
}

interface ChoiceCellParams {
  field: keyof RowPatch;
  label: string;
  options: readonly string[];
}

/** An editable dropdown (Genre, Status): the change is saved to the API. */
export function ChoiceCell(props: CellProps & ChoiceCellParams) {
  const { data, node, context, field, label, options } = props;
  if (!data) return null;
  const value = (data as Partial<Record<keyof RowPatch, string>>)[field] ?? '';
  const tone =
    field === 'status' ? (value === 'Active' ? styles.active : styles.inactive) : styles.genre;
  return (
    <span className={styles.cell}>
      <select
        className={`${styles.select} ${tone}`}
        aria-label={`${label} for ${data.name}`}
        value={value}
        tabIndex={INSIDE_GRID}
        onChange={(event) => context.changeRow(node, { [field]: event.target.value } as RowPatch)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </span>
  );
}
