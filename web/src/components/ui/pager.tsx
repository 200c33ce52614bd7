import { useTranslation } from 'react-i18next';
import type { PageWindow } from './data-table-paging';
import { Icon } from './icon';

/** Rows per page, the range shown and previous/next: the foot of a paged table or card grid. */
export const Pager = ({
  statusId,
  range,
  totalCount,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: {
  /** Id of the live range line, for aria-describedby elsewhere. */
  statusId?: string;
  range: PageWindow;
  totalCount: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}) => {
  const { t } = useTranslation();
  const goTo = onPageChange;
  const changePageSize = onPageSizeChange;
  return (
    <div className="data-table-pager">
      <label className="data-table-page-size">
        <span>{t('ui.dataTable.rowsPerPage')}</span>
        <select className="select-input select-compact" value={pageSize} onChange={(event) => changePageSize(Number(event.target.value))}>
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <p id={statusId} className="data-table-range" aria-live="polite">
        {t('ui.dataTable.range', { from: range.from, to: range.to, total: totalCount })}
      </p>
      <div className="data-table-pages">
        <button
          type="button"
          className="icon-button"
          disabled={!range.hasPrevious}
          aria-label={t('ui.dataTable.previous')}
          title={t('ui.dataTable.previous')}
          onClick={() => goTo(range.page - 1)}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
        <span className="data-table-page">{t('ui.dataTable.page', { page: range.page, pages: range.pageCount })}</span>
        <button
          type="button"
          className="icon-button"
          disabled={!range.hasNext}
          aria-label={t('ui.dataTable.next')}
          title={t('ui.dataTable.next')}
          onClick={() => goTo(range.page + 1)}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
    </div>
  );
};
