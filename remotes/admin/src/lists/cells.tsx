/** The grid's cell components (AG Grid renders them inside the router, so links work). */
import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import { TrashIcon } from '../common/icons';
import type { ListGridContext, ListRow, RowPatch } from './gridContext';
import { PremiumBadge } from './PremiumBadge';
import styles from './cells.module.css';

type CellProps = CustomCellRendererProps<ListRow, unknown, ListGridContext>;

/** Name: a link to the profile carrying the row in navigation state, or plain text. */
export function NameCell({ data, context }: CellProps) {
  if (!data) return null;
  const premium = 'isActive' in data && data.isActive;
  return (
    <span className={`${styles.cell} ${styles.name}`}>
      {context.profileBase ? (
        <Link
          className={styles.nameLink}
          to={`${context.profileBase}/${data._id}`}
          state={{ user: data }}
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

/** SPEC section 4: Delete shows this alert and removes nothing. */
export function deleteMessage(name: string): string {
  return 'Delete clicked for: ' + name;
}

export function DeleteCell({ data }: CellProps) {
  if (!data) return null;
  return (
    <span className={styles.cell}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Delete ${data.name}`}
        title={`Delete ${data.name}`}
        onClick={() => window.alert(deleteMessage(data.name))}
      >
        <TrashIcon size={18} />
      </button>
    </span>
  );
}

export const RESET_NOTE = 'Password reset is not available yet.';

/** 'Reset' does nothing (SPEC section 4); its description and a quiet announcement say so. */
export function ResetCell({ data, context }: CellProps) {
  if (!data) return null;
  return (
    <span className={styles.cell}>
      <button
        type="button"
        className={styles.resetButton}
        aria-label={`Reset password for ${data.name}`}
        aria-describedby={context.resetNoteId}
        onClick={() => context.notify(RESET_NOTE, { visible: false })}
      >
        Reset
      </button>
    </span>
  );
}

interface ChoiceCellParams {
  field: keyof RowPatch;
  label: string;
  options: readonly string[];
}

/** An editable dropdown (Genre, Status): the change alters only the local row. */
export function ChoiceCell(props: CellProps & ChoiceCellParams) {
  const { data, context, field, label, options } = props;
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
        onChange={(event) =>
          context.updateRow(data._id, { [field]: event.target.value } as RowPatch)
        }
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
