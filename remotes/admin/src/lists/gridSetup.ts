/**
 * AG Grid for the console: only the community modules the lists use, and the Quartz theme in
 * the console's colours. Imported by the list pages only, so AG Grid is loaded with them (a
 * lazy chunk of the admin remote) and never on the public host.
 */
import {
  ColumnApiModule,
  GridStateModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  PaginationModule,
  RowApiModule,
  TooltipModule,
  ValidationModule,
  themeQuartz,
  type Module,
} from 'ag-grid-community';

const modules: Module[] = [
  // Rows come page by page from the admin API (sorting, filters and search run there).
  InfiniteRowModelModule,
  // Paging; the console draws its own controls (suppressPaginationPanel).
  PaginationModule,
  // The sort is kept when a page-size change rebuilds the grid (initialState).
  GridStateModule,
  // The sort in the address bar is read from and applied to the grid (getColumnState).
  ColumnApiModule,
  // A saved change or its undo updates that row in place (getRowNode).
  RowApiModule,
  // Cut-off names, usernames and e-mails show whole on hover and focus.
  TooltipModule,
];
// In development and tests, AG Grid explains any option that needs a module we did not register.
if (process.env.NODE_ENV !== 'production') modules.push(ValidationModule);

ModuleRegistry.registerModules(modules);

/** The shared tokens (packages/ui/src/theme.css) are CSS variables, so the grid follows them. */
export const consoleGridTheme = themeQuartz.withParams({
  fontFamily: 'var(--font-sans)',
  fontSize: 14,
  accentColor: 'var(--color-brand)',
  foregroundColor: 'var(--color-text)',
  textColor: 'var(--color-text)',
  backgroundColor: 'var(--color-surface)',
  borderColor: '#e6e2d9',
  headerBackgroundColor: '#f3f7f4',
  headerTextColor: 'var(--color-brand-strong)',
  headerFontWeight: 600,
  headerFontSize: 13,
  oddRowBackgroundColor: '#fcfbf8',
  rowHoverColor: 'var(--color-brand-soft)',
  wrapperBorderRadius: 12,
  wrapperBorder: { color: '#e6e2d9' },
  rowBorder: { color: '#efece6' },
  headerHeight: 48,
  rowHeight: 56,
  cellHorizontalPadding: 12,
  iconSize: 14,
});
