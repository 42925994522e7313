// Test-only helpers for reading the AG Grid DOM (body rows are in display order: ensureDomOrder).
import { screen, within } from '@testing-library/react';

export function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.ag-row[role="row"]'));
}

/** A cell's visible text (an icon's SVG title is a tooltip, not cell text). */
function cellText(cell: Element | null): string {
  if (!cell) return '';
  const copy = cell.cloneNode(true) as Element;
  copy.querySelectorAll('svg').forEach((svg) => svg.remove());
  return copy.textContent?.trim() ?? '';
}

export function columnTexts(colId: string): string[] {
  return bodyRows().map((row) => cellText(row.querySelector(`.ag-cell[col-id="${colId}"]`)));
}

export function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

/** Whether the header shows its ascending or descending arrow (or neither). */
export function sortArrow(name: string): 'asc' | 'desc' | null {
  const cell = header(name);
  const visible = (selector: string) => {
    const icon = cell.querySelector(selector);
    return !!icon && !icon.classList.contains('ag-hidden');
  };
  if (visible('.ag-sort-ascending-icon')) return 'asc';
  if (visible('.ag-sort-descending-icon')) return 'desc';
  return null;
}

export function pageStatus(): string {
  const nav = screen.getByRole('navigation', { name: /pages$/ });
  return within(nav).getByText(/^Page [\d,]+ of [\d,]+$/).textContent ?? '';
}

/** The clickable part of a header (AG Grid sorts on a click of the label). */
export function headerLabel(name: string): HTMLElement {
  const label = header(name).querySelector<HTMLElement>('.ag-header-cell-label');
  if (!label) throw new Error(`No header label for ${name}`);
  return label;
}
