import type { SuppressKeyboardEventParams } from 'ag-grid-community';

const FOCUSABLE = 'a[href], button, select, input, textarea';

/**
 * Keyboard access to the links, buttons and dropdowns inside grid cells, with the grid as one
 * tab stop (AG Grid's keyboard navigation inside: arrow keys between cells, Tab leaves):
 * - Enter on a cell focuses its first control;
 * - inside a cell, Tab and Shift+Tab move between its controls, and past the last (or first)
 *   one return to the cell and leave the grid like Tab from any cell;
 * - Escape returns focus to the cell; other keys belong to the control (arrow keys in a
 *   dropdown, Enter on a link).
 * Returns true when AG Grid must leave the event alone.
 */
export function suppressCellControlKeys({ event }: SuppressKeyboardEventParams): boolean {
  const target = event.target as HTMLElement | null;
  const cell = target?.closest<HTMLElement>('.ag-cell');
  if (!target || !cell) return false;
  const controls = [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (controls.length === 0) return false;

  if (target === cell) {
    if (event.key === 'Enter') {
      event.preventDefault();
      controls[0]?.focus();
      return true;
    }
    return false;
  }
  const index = controls.indexOf(target);
  if (event.key === 'Tab') {
    const next = index + (event.shiftKey ? -1 : 1);
    if (next >= 0 && next < controls.length) {
      event.preventDefault();
      controls[next]?.focus();
      return true;
    }
    // Back on the cell, the grid handles this Tab: it leaves the grid.
    cell.focus();
    return false;
  }
  if (event.key === 'Escape') {
    cell.focus();
    return true;
  }
  return true;
}
