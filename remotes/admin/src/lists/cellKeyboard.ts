import type { SuppressKeyboardEventParams } from 'ag-grid-community';

const FOCUSABLE = 'a[href], button, select, input, textarea';

/**
 * Keyboard access to the links, buttons and dropdowns inside grid cells. AG Grid moves between
 * cells with the arrow keys and Tab; without this, controls inside a cell are out of reach.
 * - Tab on a cell enters its controls, then leaves for the next cell after the last one
 *   (Shift+Tab mirrors this); Enter on a cell focuses its first control.
 * - Keys pressed inside a control belong to it (arrow keys in a dropdown, Enter on a link);
 *   Escape returns focus to the cell.
 * Returns true when AG Grid must leave the event alone.
 */
export function suppressCellControlKeys({ event }: SuppressKeyboardEventParams): boolean {
  const target = event.target as HTMLElement | null;
  const cell = target?.closest<HTMLElement>('.ag-cell');
  if (!target || !cell) return false;
  const controls = [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (controls.length === 0) return false;
  const onCell = target === cell;
  const index = controls.indexOf(target);

  if (event.key === 'Tab') {
    if (onCell) {
      if (event.shiftKey) return false;
      event.preventDefault();
      controls[0]?.focus();
      return true;
    }
    if (event.shiftKey) {
      if (index > 0) return true;
      event.preventDefault();
      cell.focus();
      return true;
    }
    // After the last control, let the grid move to the next cell.
    return index < controls.length - 1;
  }
  if (onCell) {
    if (event.key === 'Enter') {
      event.preventDefault();
      controls[0]?.focus();
      return true;
    }
    return false;
  }
  if (event.key === 'Escape') {
    cell.focus();
    return true;
  }
  return true;
}
