import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import type { DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { listVerifactuStates } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable, pagingOf, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState, NoMatchesState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { RowActions, type RowAction } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { allowedActions } from '../utils/document-actions';
import { isFiltered, listQueryOf, type ListState } from '../utils/list-state';
import { aeatStateOfInvoice } from '../utils/verifactu-submission';
import { AeatStateBadge } from './aeat-state-badge';
import { DocumentFilters } from './document-filters';
import { DocumentStats } from './document-stats';
import { InvoiceTypeBadge } from './invoice-type-badge';
import { OutdatedQuoteBadge } from './outdated-quote-badge';
import { QuoteAcceptanceBadge } from './quote-acceptance-badge';
import { StatusBadge } from './status-badge';

export type RowActionId = 'view' | 'edit' | 'email' | 'delete' | 'markPaid' | 'markUnpaid';

const CLEARED: Partial<ListState> = { search: '', status: '', invoiceType: '', period: 'all', from: '', to: '', page: 1 };

/** One tab: the quotes or the invoices, searched, filtered and paged on the server, with stats. */
export const DocumentsPanel = ({
  state,
  today,
  onStateChange,
  onRowAction,
  onCreate,
  onExport,
}: {
  state: ListState;
  today: string;
  onStateChange: (change: Partial<ListState>) => void;
  onRowAction: (action: RowActionId, row: DocumentSummary) => void;
  onCreate: () => void;
  /** Invoices only: the accountant's export. */
  onExport?: () => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  // The previous rows stay while the next page or filter loads.
  const documents = useRoute(listDocuments, { query: listQueryOf(state, today) }, { keepPreviousData: true });
  const page = documents.data;
  const kind = state.kind;
  // The AEAT's answers (issue 24 point 4), read for the invoices tab only.
  const aeat = useRoute(listVerifactuStates, kind === 'invoice' ? {} : null);

  // Past the last page (its last row went, or a stale link): show the last one there is.
  useEffect(() => {
    if (page && !documents.isValidating && page.rows.length === 0 && page.totalCount > 0 && state.page > page.totalPages) {
      onStateChange({ page: page.totalPages });
    }
  }, [page, documents.isValidating, state.page, onStateChange]);

  const actionsOf = (row: DocumentSummary): RowAction[] => {
    const allowed = allowedActions(row);
    const action = (id: RowActionId, label: string, icon: RowAction['icon'], danger = false): RowAction => ({
      id,
      label,
      icon,
      danger,
      onSelect: () => onRowAction(id, row),
    });
    const list = [action('view', t('billing.actions.view', { number: row.number }), 'eye')];
    if (allowed.edit) list.push(action('edit', t('billing.actions.edit', { number: row.number }), 'edit'));
    if (allowed.send) list.push(action('email', t('billing.actions.send', { number: row.number }), 'mail'));
    if (allowed.markPaid) list.push(action('markPaid', t('billing.actions.markPaidRow', { number: row.number }), 'checkCircle'));
    if (allowed.markUnpaid) list.push(action('markUnpaid', t('billing.actions.markUnpaidRow', { number: row.number }), 'restore'));
    if (allowed.remove) list.push(action('delete', t('billing.actions.delete', { number: row.number }), 'trash', true));
    return list;
  };

  const columns: DataTableColumn<DocumentSummary>[] = [
    {
      id: 'number',
      header: t('billing.columns.number'),
      // Full invoices are the norm: only the other kinds (simplified, rectifying) are marked.
      cell: (row) => (
        <span className="billing-number-cell">
          <span className="billing-number">{row.number}</span>
          {row.invoiceType && row.invoiceType !== 'F1' ? <InvoiceTypeBadge type={row.invoiceType} /> : null}
          <OutdatedQuoteBadge fromSelection={row.fromSelection} />
        </span>
      ),
    },
    { id: 'client', header: t('billing.columns.client'), cell: (row) => row.clientName || t('billing.noRecipient') },
    { id: 'date', header: t('billing.columns.date'), cell: (row) => <span className="crm-nowrap">{formatDate(row.issueDate)}</span> },
    { id: 'amount', header: t('billing.columns.amount'), align: 'end', cell: (row) => <span className="crm-nowrap">{money(row.totalCents, BILLING_CURRENCY)}</span> },
    {
      id: 'status',
      header: t('billing.columns.status'),
      cell: (row) => (
        <span className="billing-number-cell">
          <StatusBadge status={row.status} />
          <QuoteAcceptanceBadge status={row.status} acceptanceState={row.acceptanceState} />
        </span>
      ),
    },
    ...(kind === 'invoice'
      ? [
          {
            id: 'aeat',
            header: t('billing.columns.aeat'),
            cell: (row: DocumentSummary) => {
              const aeatState = aeatStateOfInvoice(row, aeat.data);
              return aeatState ? <AeatStateBadge state={aeatState} /> : null;
            },
          },
        ]
      : []),
    { id: 'actions', header: t('billing.columns.actions'), hideHeader: true, align: 'end', cell: (row) => <RowActions actions={actionsOf(row)} /> },
  ];

  const createButton = (
    <Button icon={<Icon name="plus" size={18} />} onClick={onCreate}>
      {t(kind === 'quote' ? 'billing.newQuote' : 'billing.newInvoice')}
    </Button>
  );

  const body = () => {
    if (documents.error) return <LoadError message={errorMessage(documents.error.code)} retryLabel={t('common.retry')} onRetry={() => void documents.mutate()} />;
    if (!page) return <Spinner label={t('billing.loading')} />;
    if (page.totalCount === 0 && !isFiltered(state) && !documents.isLoading) {
      const key = kind === 'quote' ? 'quotes' : 'invoices';
      return <EmptyState icon="receipt" title={t(`billing.empty.${key}Title`)} message={t(`billing.empty.${key}Message`)} action={createButton} />;
    }
    return (
      <>
        <DocumentStats kind={kind} stats={page.stats} />
        <DataTable
          caption={t(kind === 'quote' ? 'billing.tableCaption.quotes' : 'billing.tableCaption.invoices')}
          hideCaption
          stackOnPhone
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.documentId}
          rowLabel={(row) => t('billing.actions.view', { number: row.number })}
          onRowActivate={(row) => onRowAction('view', row)}
          loading={documents.isLoading}
          empty={
            <NoMatchesState
              title={t('billing.empty.filteredTitle')}
              message={t('billing.empty.filteredMessage')}
              clearLabel={t('billing.filters.clear')}
              onClear={() => onStateChange(CLEARED)}
            />
          }
          paging={pagingOf(state, page.totalCount, onStateChange)}
        />
      </>
    );
  };

  const showFilters = isFiltered(state) || (page !== undefined && (page.totalCount > 0 || documents.isLoading));
  return (
    <div className="billing-panel">
      <div className="panel-header">
        <p className="panel-header-intro">{t(kind === 'quote' ? 'billing.panelIntro.quotes' : 'billing.panelIntro.invoices')}</p>
        <div className="panel-header-actions">
          {onExport ? (
            <Button variant="secondary" icon={<Icon name="download" size={18} />} onClick={onExport}>
              {t('billing.export')}
            </Button>
          ) : null}
          {createButton}
        </div>
      </div>
      {showFilters ? <DocumentFilters state={state} onChange={onStateChange} onClear={() => onStateChange(CLEARED)} /> : null}
      {body()}
    </div>
  );
};
