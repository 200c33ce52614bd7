import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { issueSimplifiedInvoice } from '../api/send-to-invoicing';
import { SessionDocumentDialog } from './session-document-dialog';

/**
 * A simplified invoice (F2) straight from the session (issue 22 A), for a consumer who gives
 * no NIF: the confirmed selection at the quote's prices, up to 3,000 EUR VAT included. It is
 * an official invoice, so the photographer confirms first. A session with an invoice or a
 * pending quote is blocked, with a link that opens that document.
 */
export const SimplifiedInvoiceDialog = ({ sessionId, sessionTitle, onClose }: { sessionId: string; sessionTitle: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <SessionDocumentDialog
      sessionId={sessionId}
      sessionTitle={sessionTitle}
      title={t('sessions.simplifiedInvoice.title')}
      explain={
        <>
          <p>{t('sessions.simplifiedInvoice.explain', { limit: money(SIMPLIFIED_INVOICE_LIMIT_CENTS, 'EUR') })}</p>
          <p>{t('sessions.simplifiedInvoice.official')}</p>
        </>
      }
      confirmLabel={t('sessions.simplifiedInvoice.confirm')}
      quoteBlockCode="billing.session_quote_pending"
      create={issueSimplifiedInvoice}
      createdMessage={(invoice) => t('sessions.simplifiedInvoice.created', { number: invoice.number })}
      onClose={onClose}
    />
  );
};
