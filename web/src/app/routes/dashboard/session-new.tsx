import { useTranslation } from 'react-i18next';
import { SessionWizard } from '../../../features/sessions/components/session-wizard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionModalLinks } from './session-routing';

/** /dashboard/sessions/new: the wizard in create mode, over the list. */
export const SessionNewRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('sessions.form.createTitle'));
  const { detailHref, backToList } = useSessionModalLinks();
  return <SessionWizard saved={null} detailHref={detailHref} onClose={backToList} />;
};
