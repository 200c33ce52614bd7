import { AgreementList } from '../../../components/agreement-list';
import { getSession } from '@fotostudio/shared/contracts/sessions';
import { compressesUploads } from '@fotostudio/shared/files/upload-compression';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { FinanceTab } from './finance-tab';
import { FinalsTab } from './finals-tab';
import { GalleryLookTab } from './gallery-look-tab';
import { ImagesTab } from './images-tab';
import { SessionDeliveryBadge } from './session-badges';
import { SelectionsTab } from './selections-tab';
import { SessionInfoTab } from './session-info-tab';
import { SendToInvoicingDialog } from './send-to-invoicing-dialog';
import { SimplifiedInvoiceDialog } from './simplified-invoice-dialog';
import { ShareLinkDialog } from './share-link-dialog';

export const DETAIL_TABS = ['info', 'images', 'finance', 'selections'] as const;

/**
 * A session over the list (spec section 2): information, images, finance and the client's
 * selections, and the share-link and send-to-invoicing modals over it.
 */
export const SessionDetailModal = ({ sessionId, editHref, onClose }: { sessionId: string; editHref: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data: detail, error, mutate } = useRoute(getSession, { params: { sessionId } });
  const [selected, setSelected] = useState<string>('info');
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set(['info']));
  const [imageEdits, setImageEdits] = useState(false);
  const [finalEdits, setFinalEdits] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const [simplifiedInvoicing, setSimplifiedInvoicing] = useState(false);

  const body = () => {
    if (detail) {
      const archived = detail.session.archivedAt !== null;
      return (
        <>
          {archived ? <Alert tone="warning">{errorMessage('sessions.archived')}</Alert> : null}
          {detail.session.delivery ? (
            <p className="session-detail-delivery">
              <SessionDeliveryBadge delivery={detail.session.delivery} />
            </p>
          ) : null}
          <Tabs
            label={t('sessions.detail.tabsLabel')}
            selectedTab={selected}
            onTabChange={(tab) => {
              setSelected(tab);
              setVisited((current) => new Set([...current, tab]));
            }}
            actions={
              archived ? undefined : (
                <div className="session-detail-actions">
                  <Button variant="secondary" icon={<Icon name="link" size={18} />} onClick={() => setSharing(true)}>
                    {t('sessions.detail.share')}
                  </Button>
                  <Button variant="secondary" icon={<Icon name="receipt" size={18} />} onClick={() => setInvoicing(true)}>
                    {t('sessions.invoicing.action')}
                  </Button>
                  <Button variant="secondary" icon={<Icon name="receipt" size={18} />} onClick={() => setSimplifiedInvoicing(true)}>
                    {t('sessions.simplifiedInvoice.action')}
                  </Button>
                  {selected === 'info' ? (
                    <Link className="button button-secondary" to={editHref}>
                      {t('sessions.detail.edit')}
                    </Link>
                  ) : null}
                </div>
              )
            }
            tabs={[
              { id: 'info', label: t('sessions.detail.tabs.info'), panel: <SessionInfoTab detail={detail} /> },
              { id: 'images', label: t('sessions.detail.tabs.images'), panel: <ImagesTab sessionId={sessionId} compress={compressesUploads(detail.package)} onUnsavedChanges={setImageEdits} /> },
              { id: 'finance', label: t('sessions.detail.tabs.finance'), panel: <FinanceTab sessionId={sessionId} visited={visited.has('finance')} /> },
              {
                id: 'selections',
                label: t('sessions.detail.tabs.selections'),
                panel: visited.has('selections') ? <SelectionsTab sessionId={sessionId} sessionTitle={detail.session.title} /> : null,
              },
              {
                id: 'gallery',
                label: t('sessions.detail.tabs.gallery'),
                panel: visited.has('gallery') ? <GalleryLookTab detail={detail} readOnly={archived} /> : null,
              },
              {
                id: 'finals',
                label: t('sessions.detail.tabs.finals'),
                panel: visited.has('finals') ? <FinalsTab sessionId={sessionId} readOnly={archived} onUnsavedChanges={setFinalEdits} /> : null,
              },
              {
                id: 'agreements',
                label: t('agreements.tabs.agreements'),
                panel: visited.has('agreements') ? <AgreementList filter={{ sessionId }} name={detail.session.title} /> : null,
              },
            ]}
          />
          {invoicing ? <SendToInvoicingDialog sessionId={sessionId} sessionTitle={detail.session.title} onClose={() => setInvoicing(false)} /> : null}
          {simplifiedInvoicing ? (
            <SimplifiedInvoiceDialog sessionId={sessionId} sessionTitle={detail.session.title} onClose={() => setSimplifiedInvoicing(false)} />
          ) : null}
          {sharing ? <ShareLinkDialog sessionId={sessionId} sessionTitle={detail.session.title} onClose={() => setSharing(false)} /> : null}
        </>
      );
    }
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('sessions.detail.loading')} />;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={detail ? detail.session.title : t('sessions.detail.title')}
      description={detail ? t('sessions.detail.description', { client: detail.session.clientName, package: detail.session.packageName }) : undefined}
      size="5xl"
      height={90}
      className="session-detail"
      unsavedChanges={imageEdits || finalEdits}
    >
      {body()}
    </Modal>
  );
};
