import { BILLING_PAGE_SIZE_MAX } from '@fotostudio/shared/contracts/billing/vocabulary';
import { listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import type { Contact } from '@fotostudio/shared/contracts/crm';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentStatusBadge } from '../../../components/document-status-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';

/** A client's quotes and invoices; each opens in its detail on the invoices screen. */
export const ClientDocumentsTab = ({ contact }: { contact: Contact }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  // Quotes and invoices together, newest first, up to one page.
  const documents = useRoute(listDocuments, { query: { clientId: contact.contactId, pageSize: BILLING_PAGE_SIZE_MAX } });

  if (documents.error) return <LoadError message={errorMessage(documents.error.code)} retryLabel={t('common.retry')} onRetry={() => void documents.mutate()} />;
  if (!documents.data) return <Spinner label={t('crm.detail.invoices.loading')} />;
  if (documents.data.rows.length === 0) {
    return <EmptyState icon="receipt" title={t('crm.detail.invoices.title')} message={t('crm.detail.invoices.message', { name: contact.fullName })} />;
  }
  return (
    <>
      <ul className="crm-sessions" aria-label={t('crm.detail.invoices.caption', { name: contact.fullName })}>
        {documents.data.rows.map((row) => (
          <li key={row.documentId} className="crm-session">
            <Link className="crm-session-link" to={`${paths.invoices}?${new URLSearchParams({ ...(row.kind === 'quote' ? { tab: 'quote' } : {}), open: row.documentId }).toString()}`}>
              <span className="crm-session-title">
                {t(`crm.detail.invoices.kind.${row.kind}`)} {row.number}
              </span>
              <span className="crm-session-date">
                {formatDate(row.issueDate)} · {money(row.totalCents, 'EUR')}
              </span>
            </Link>
            <DocumentStatusBadge status={row.status} label={t(`crm.detail.invoices.status.${row.status}`)} />
          </li>
        ))}
      </ul>
      {documents.data.totalCount > documents.data.rows.length ? (
        <p className="field-hint">
          <Link to={`${paths.invoices}?q=${encodeURIComponent(contact.fullName)}`}>{t('crm.detail.invoices.more', { count: documents.data.totalCount })}</Link>
        </p>
      ) : null}
    </>
  );
};
