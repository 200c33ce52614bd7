import { getSession } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../features/account/api/get-me';
import { SessionWizard } from '../../../features/sessions/components/session-wizard';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoute } from '../../../lib/use-route';
import { useSessionModalLinks } from './session-routing';

/** /dashboard/sessions/:sessionId/edit: the wizard in edit mode, over the list; saving goes back to the detail. */
export const SessionEditRoute = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('sessions.form.editTitle'));
  const { sessionId = '' } = useParams();
  const { detailHref, backToList, navigate } = useSessionModalLinks();
  const { data, error, mutate } = useRoute(getSession, { params: { sessionId } });
  // The upload step checks against the photographer's plan limit; the account feature owns it.
  const { data: me } = useMe();

  if (data) {
    return (
      <SessionWizard
        key={sessionId}
        saved={data}
        imagesPerSession={me?.photographer.limits.imagesPerSession}
        detailHref={detailHref}
        onClose={backToList}
        onSaved={() => void navigate(detailHref(sessionId))}
      />
    );
  }
  return (
    <Modal open onClose={backToList} title={t('sessions.form.editTitle')} size="4xl" height="auto">
      {error ? (
        <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />
      ) : (
        <Spinner label={t('sessions.detail.loading')} />
      )}
    </Modal>
  );
};
