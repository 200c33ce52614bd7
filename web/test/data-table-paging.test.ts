import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, pageKeepingRow, pageRows, pageWindow } from '../src/components/ui/data-table-paging';

describe('data table paging', () => {
  it('starts at page 1 with 10 rows per page, as the spec defaults', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(pageWindow(42, 1, DEFAULT_PAGE_SIZE)).toEqual({ page: 1, pageCount: 5, from: 1, to: 10, hasPrevious: false, hasNext: true });
  });

  it('shows the short last page and clamps pages past the end', () => {
    expect(pageWindow(42, 5, 10)).toMatchObject({ page: 5, from: 41, to: 42, hasNext: false, hasPrevious: true });
    expect(pageWindow(42, 9, 10)).toMatchObject({ page: 5, from: 41, to: 42 });
    expect(pageWindow(42, 0, 10)).toMatchObject({ page: 1, from: 1 });
  });

  it('has one empty page when there are no rows', () => {
    expect(pageWindow(0, 3, 25)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, hasPrevious: false, hasNext: false });
    expect(pageRows([], 1, 10)).toEqual([]);
  });

  it('slices the rows of the page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageRows(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageRows(rows, 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps the first visible row in view when the page size changes', () => {
    expect(pageKeepingRow(21, 10)).toBe(3);
    expect(pageKeepingRow(21, 25)).toBe(1);
    expect(pageKeepingRow(51, 25)).toBe(3);
    expect(pageKeepingRow(0, 50)).toBe(1);
  });
});
