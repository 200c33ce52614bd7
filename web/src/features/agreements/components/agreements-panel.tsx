import { listAgreements, type AgreementSummary } from '@fotostudio/shared/contracts/agreements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementStatusBadge } from '../../../components/agreement-list';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { PanelHeader } from '../../../components/ui/panel-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { AgreementModal } from './agreement-modal';
import { CreateAgreementModal } from './create-agreement-modal';

/** The Agreements tab: every agreement with its state, newest first; one opens in a dialog. */
export const AgreementsPanel = ({ opened, onOpen }: { opened: string | null; onOpen: (agreementId: string | null) => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const agreements = useRoute(listAgreements);
  const [creating, setCreating] = useState(false);

  const columns: DataTableColumn<AgreementSummary>[] = [
    { id: 'title', header: t('agreements.list.columns.title'), cell: (agreement) => <span className="catalog-name">{agreement.title}</span> },
    { id: 'client', header: t('agreements.list.columns.client'), cell: (agreement) => agreement.clientName },
    { id: 'status', header: t('agreements.list.columns.status'), cell: (agreement) => <AgreementStatusBadge status={agreement.status} /> },
    { id: 'sent', header: t('agreements.list.columns.sent'), cell: (agreement) => (agreement.sentAt ? formatDate(agreement.sentAt) : '—') },
    { id: 'expires', header: t('agreements.list.columns.expires'), cell: (agreement) => (agreement.expiresAt ? formatDate(agreement.expiresAt) : '—') },
    {
      id: 'actions',
      header: t('agreements.list.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (agreement) => (
        <Button variant="secondary" aria-label={t('agreements.list.open', { title: agreement.title })} onClick={() => onOpen(agreement.agreementId)}>
          {t('agreements.list.openShort')}
        </Button>
      ),
    },
  ];

  const body = () => {
    if (!agreements.data) {
      if (agreements.error) return <LoadError message={errorMessage(agreements.error.code)} retryLabel={t('common.retry')} onRetry={() => void agreements.mutate()} />;
      return <Spinner label={t('agreements.loading')} />;
    }
    if (agreements.data.agreements.length === 0) {
      return <EmptyState icon="book" title={t('agreements.list.empty.title')} message={t('agreements.list.empty.message')} />;
    }
    return (
      <DataTable
        caption={t('agreements.list.caption')}
        hideCaption
        stackOnPhone
        columns={columns}
        rows={agreements.data.agreements}
        rowKey={(agreement) => agreement.agreementId}
        empty={t('agreements.list.empty.title')}
      />
    );
  };

  return (
    <div className="catalog-panel">
      <PanelHeader
        intro={t('agreements.listIntro')}
        action={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setCreating(true)}>
            {t('agreements.list.new')}
          </Button>
        }
      />
      {body()}
      {creating ? (
        <CreateAgreementModal
          onClose={() => setCreating(false)}
          onCreated={(agreementId) => {
            setCreating(false);
            onOpen(agreementId);
          }}
        />
      ) : null}
      {opened ? <AgreementModal agreementId={opened} onClose={() => onOpen(null)} /> : null}
    </div>
  );
};
