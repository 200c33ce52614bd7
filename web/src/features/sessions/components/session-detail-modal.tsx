import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useSession } from '../api/get-session';
import { FinanceTab } from './finance-tab';
import { ImagesTab } from './images-tab';
import { SessionInfoTab } from './session-info-tab';

export const DETAIL_TABS = ['info', 'images', 'finance', 'selections'] as const;

/**
 * A session over the list (spec section 2): information, images, finance and the client's
 * selection. The selection comes with the client gallery; until the client confirms one
 * the tab says so.
 */
export const SessionDetailModal = ({ sessionId, editHref, onClose }: { sessionId: string; editHref: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data: detail, error, mutate } = useSession(sessionId);
  const [selected, setSelected] = useState<string>('info');
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set(['info']));
  const [imageEdits, setImageEdits] = useState(false);

  const body = () => {
    if (detail) {
      const archived = detail.session.archivedAt !== null;
      return (
        <>
          {archived ? <Alert tone="warning">{errorMessage('sessions.archived')}</Alert> : null}
          <Tabs
            label={t('sessions.detail.tabsLabel')}
            selectedTab={selected}
            onTabChange={(tab) => {
              setSelected(tab);
              setVisited((current) => new Set([...current, tab]));
            }}
            actions={
              selected === 'info' && !archived ? (
                <Link className="button button-secondary" to={editHref}>
                  {t('sessions.detail.edit')}
                </Link>
              ) : undefined
            }
            tabs={[
              { id: 'info', label: t('sessions.detail.tabs.info'), panel: <SessionInfoTab detail={detail} /> },
              { id: 'images', label: t('sessions.detail.tabs.images'), panel: <ImagesTab sessionId={sessionId} onUnsavedChanges={setImageEdits} /> },
              { id: 'finance', label: t('sessions.detail.tabs.finance'), panel: <FinanceTab sessionId={sessionId} visited={visited.has('finance')} /> },
              {
                id: 'selections',
                label: t('sessions.detail.tabs.selections'),
                panel: detail.session.hasSelection ? (
                  <EmptyState icon="checkCircle" title={t('sessions.detail.selections.confirmedTitle')} message={t('sessions.detail.selections.confirmedMessage')} />
                ) : (
                  <EmptyState icon="image" title={t('sessions.detail.selections.emptyTitle')} message={t('sessions.detail.selections.emptyMessage')} />
                ),
              },
            ]}
          />
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
      unsavedChanges={imageEdits}
    >
      {body()}
    </Modal>
  );
};
