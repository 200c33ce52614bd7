import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  pageKeepingRow,
  pageRows,
  pageWindow,
} from './data-table-paging';
import { Pager } from './pager';
import { Spinner } from './spinner';

export interface DataTableColumn<Row> {
  id: string;
  /** Header text; also the column's name for screen readers when `hideHeader` is set. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Keeps the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
}

/** Server-side paging: `rows` is already the current page of `totalCount`. */
export interface DataTablePaging {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Server-side paging of a list whose page and page size live in its own state (e.g. the URL). */
export const pagingOf = (
  state: { page: number; pageSize: number },
  totalCount: number,
  onStateChange: (change: { page?: number; pageSize?: number }) => void,
): DataTablePaging => ({
  page: state.page,
  pageSize: state.pageSize,
  totalCount,
  onPageChange: (page) => onStateChange({ page }),
  onPageSizeChange: (pageSize) => onStateChange({ pageSize }),
});

export interface DataTableProps<Row> {
  /** The table's accessible name; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  /** Without it the table pages `rows` itself. */
  paging?: DataTablePaging;
  /** @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[];
  /** Client-side paging only. @default 10 */
  initialPageSize?: number;
  /** Makes rows activatable by click, Enter or Space (e.g. to open a detail). */
  onRowActivate?: (row: Row) => void;
  /** Accessible name of an activatable row, e.g. the client's name. */
  rowLabel?: (row: Row) => string;
  /** Rows are being (re)loaded: a spinner replaces the empty state and the body is marked busy. */
  loading?: boolean;
  /** On narrow screens each row becomes a card of header-value lines instead of scrolling sideways. */
  stackOnPhone?: boolean;
}

/**
 * A table with paging and rows per page. Generic over the row type: each column says
 * how to render a cell of a row. Pager controls are real buttons and a select, so the
 * table works from the keyboard; activatable rows are focusable.
 */
export const DataTable = <Row,>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  paging,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  initialPageSize = DEFAULT_PAGE_SIZE,
  onRowActivate,
  rowLabel,
  loading = false,
  stackOnPhone = false,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const id = useId();
  const [localPage, setLocalPage] = useState(1);
  const [localPageSize, setLocalPageSize] = useState(initialPageSize);

  const pageSize = paging?.pageSize ?? localPageSize;
  const totalCount = paging?.totalCount ?? rows.length;
  const range = pageWindow(totalCount, paging?.page ?? localPage, pageSize);
  const visible = paging ? rows : pageRows(rows, range.page, pageSize);

  const goTo = (page: number) => (paging ? paging.onPageChange(page) : setLocalPage(page));
  const changePageSize = (size: number) => {
    const page = pageKeepingRow(range.from, size);
    if (paging) {
      paging.onPageSizeChange(size);
      paging.onPageChange(page);
    } else {
      setLocalPageSize(size);
      setLocalPage(page);
    }
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.target !== event.currentTarget || !onRowActivate) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowActivate(row);
    }
  };

  const alignClass = (align: DataTableColumn<Row>['align']) => `cell-${align ?? 'start'}`;

  return (
    <div className={stackOnPhone ? 'data-table data-table-stacked' : 'data-table'}>
      <div className="data-table-scroll">
        <table aria-busy={loading || undefined} aria-describedby={`${id}-status`}>
          <caption className={hideCaption ? 'visually-hidden' : 'data-table-caption'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={alignClass(column.align)}>
                  {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table-empty">
                  {loading ? <Spinner label={t('common.loading')} size="sm" /> : empty}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={onRowActivate ? 'is-activatable' : undefined}
                  tabIndex={onRowActivate ? 0 : undefined}
                  aria-label={onRowActivate && rowLabel ? rowLabel(row) : undefined}
                  onClick={onRowActivate ? () => onRowActivate(row) : undefined}
                  onKeyDown={onRowActivate ? (event) => onRowKeyDown(event, row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.id} className={alignClass(column.align)} data-label={column.hideHeader ? undefined : column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        statusId={`${id}-status`}
        range={range}
        totalCount={totalCount}
        pageSize={pageSize}
        pageSizeOptions={pageSizeOptions}
        onPageChange={goTo}
        onPageSizeChange={changePageSize}
      />
    </div>
  );
};
