import type { DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { fetchSessionDocuments, issueSimplifiedInvoice } from '../api/send-to-invoicing';
import { blockingDocumentOf, documentHref } from '../utils/session-invoicing';

type Check = { state: 'checking' } | { state: 'free' } | { state: 'blocked'; document: DocumentSummary } | { state: 'failed'; code: string };

/**
 * A simplified invoice (F2) straight from the session (issue 22 A), for a consumer who gives
 * no NIF: the confirmed selection at the quote's prices, up to 3,000 EUR VAT included. It is
 * an official invoice, so the photographer confirms first. A session with an invoice or a
 * pending quote is blocked, with a link that opens that document.
 */
export const SimplifiedInvoiceDialog = ({ sessionId, sessionTitle, onClose }: { sessionId: string; sessionTitle: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const money = useFormatMoney();
  const toast = useToast();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    fetchSessionDocuments(sessionId).then(
      (rows) => {
        if (!current) return;
        const blocking = blockingDocumentOf(rows);
        setCheck(blocking ? { state: 'blocked', document: blocking } : { state: 'free' });
      },
      (error: unknown) => current && setCheck({ state: 'failed', code: shownErrorCodeOf(error, 'billing.load_failed') ?? 'billing.load_failed' }),
    );
    return () => {
      current = false;
    };
  }, [sessionId]);

  const issue = async () => {
    setPending(true);
    setProblem(null);
    try {
      const invoice = await issueSimplifiedInvoice(sessionId);
      toast.success(t('sessions.simplifiedInvoice.created', { number: invoice.number }));
      setCheck({
        state: 'blocked',
        document: { ...invoice, clientId: invoice.client.clientId, clientName: invoice.client.name, sessionId, sessionTitle, totalCents: invoice.totals.totalCents },
      });
    } catch (error) {
      const code = shownErrorCodeOf(error, 'billing.create_failed');
      if (code) setProblem(errorMessage(code));
    } finally {
      setPending(false);
    }
  };

  const body = () => {
    switch (check.state) {
      case 'checking':
        return <Spinner label={t('sessions.invoicing.checking')} />;
      case 'failed':
        return <Alert tone="error">{errorMessage(check.code)}</Alert>;
      case 'free':
        return (
          <>
            <p>{t('sessions.simplifiedInvoice.explain', { limit: money(SIMPLIFIED_INVOICE_LIMIT_CENTS, 'EUR') })}</p>
            <p>{t('sessions.simplifiedInvoice.official')}</p>
          </>
        );
      case 'blocked': {
        const { document } = check;
        const isQuote = document.kind === 'quote';
        return (
          <Alert tone={isQuote ? 'info' : 'warning'}>
            <p>
              {isQuote
                ? errorMessage('billing.session_quote_pending')
                : t('sessions.invoicing.hasInvoice', { number: document.number, status: t(`sessions.invoicing.status.${document.status}`) })}
            </p>
            <p>
              <Link className="text-link" to={documentHref(document)} onClick={onClose}>
                {t(isQuote ? 'sessions.invoicing.openQuote' : 'sessions.invoicing.openInvoice', { number: document.number })}
              </Link>
            </p>
          </Alert>
        );
      }
    }
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('sessions.simplifiedInvoice.title')}
      description={sessionTitle}
      size="lg"
      height="auto"
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" disabled={pending} onClick={onClose}>
            {check.state === 'blocked' ? t('sessions.invoicing.close') : t('ui.cancel')}
          </Button>
          {check.state === 'free' ? (
            <Button pending={pending} onClick={() => void issue()}>
              {t('sessions.simplifiedInvoice.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      {body()}
      {problem ? <Alert tone="warning">{problem}</Alert> : null}
    </Modal>
  );
};
