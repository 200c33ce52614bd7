import { useTranslation } from 'react-i18next';
import { useMe } from '../../../features/account/api/get-me';
import { SessionWizard } from '../../../features/sessions/components/session-wizard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionModalLinks } from './session-routing';

/** /dashboard/sessions/new: the wizard in create mode, over the list. */
export const SessionNewRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('sessions.form.createTitle'));
  const { detailHref, backToList } = useSessionModalLinks();
  // The upload step checks against the photographer's plan limit; the account feature owns it.
  const { data: me } = useMe();
  return <SessionWizard saved={null} imagesPerSession={me?.photographer.limits.imagesPerSession} detailHref={detailHref} onClose={backToList} />;
};
