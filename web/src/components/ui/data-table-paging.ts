// Paging arithmetic of the data table, kept pure so it is tested without a browser.

/** Spec section 9: the default page is 1 and the default page size 10. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export interface PageWindow {
  /** 1-based, clamped to the pages that exist (1 when there are no rows). */
  page: number;
  pageCount: number;
  /** 1-based position of the first row shown; 0 when there are none. */
  from: number;
  /** 1-based position of the last row shown; 0 when there are none. */
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export const pageWindow = (totalCount: number, page: number, pageSize: number): PageWindow => {
  const size = Math.max(1, Math.floor(pageSize));
  const total = Math.max(0, Math.floor(totalCount));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const from = total === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(total, current * size);
  return { page: current, pageCount, from, to, hasPrevious: current > 1, hasNext: current < pageCount };
};

/** The rows of one page, for tables that hold every row in memory. */
export const pageRows = <Row>(rows: readonly Row[], page: number, pageSize: number): readonly Row[] => {
  const { from, to } = pageWindow(rows.length, page, pageSize);
  return from === 0 ? [] : rows.slice(from - 1, to);
};

/** After a page-size change, the page that keeps the first visible row in view. */
export const pageKeepingRow = (firstRow: number, pageSize: number): number =>
  firstRow <= 0 ? 1 : Math.floor((firstRow - 1) / Math.max(1, pageSize)) + 1;
