import { useTranslation } from 'react-i18next';
import { sendToInvoicing } from '../api/send-to-invoicing';
import { SessionDocumentDialog } from './session-document-dialog';

/**
 * Spec section 4 "Send to invoicing": a quote from the client's confirmed selection. A
 * session that already has a quote (edit or delete it) or an official invoice (see its
 * status) is blocked, with a link that opens that document.
 */
export const SendToInvoicingDialog = ({ sessionId, sessionTitle, onClose }: { sessionId: string; sessionTitle: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <SessionDocumentDialog
      sessionId={sessionId}
      sessionTitle={sessionTitle}
      title={t('sessions.invoicing.title')}
      explain={<p>{t('sessions.invoicing.explain')}</p>}
      confirmLabel={t('sessions.invoicing.send')}
      quoteBlockCode="billing.session_has_quote"
      create={sendToInvoicing}
      createdMessage={(quote) => t('sessions.invoicing.created', { number: quote.number })}
      onClose={onClose}
    />
  );
};
