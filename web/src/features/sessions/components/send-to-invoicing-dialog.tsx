import type { DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { fetchSessionDocuments, sendToInvoicing } from '../api/send-to-invoicing';
import { blockingDocumentOf, documentHref } from '../utils/session-invoicing';

type Check = { state: 'checking' } | { state: 'free' } | { state: 'blocked'; document: DocumentSummary } | { state: 'failed'; code: string };

/**
 * Spec section 4 "Send to invoicing": a quote from the client's confirmed selection. A
 * session that already has a quote (edit or delete it) or an official invoice (see its
 * status) is blocked, with a link that opens that document.
 */
export const SendToInvoicingDialog = ({ sessionId, sessionTitle, onClose }: { sessionId: string; sessionTitle: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
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

  const send = async () => {
    setPending(true);
    setProblem(null);
    try {
      const quote = await sendToInvoicing(sessionId);
      toast.success(t('sessions.invoicing.created', { number: quote.number }));
      setCheck({ state: 'blocked', document: { ...quote, clientId: quote.client.clientId, clientName: quote.client.name, sessionId, sessionTitle, totalCents: quote.totals.totalCents } });
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
        return <p>{t('sessions.invoicing.explain')}</p>;
      case 'blocked': {
        const { document } = check;
        const isQuote = document.kind === 'quote';
        return (
          <Alert tone={isQuote ? 'info' : 'warning'}>
            <p>
              {isQuote
                ? errorMessage('billing.session_has_quote')
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
      title={t('sessions.invoicing.title')}
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
            <Button pending={pending} onClick={() => void send()}>
              {t('sessions.invoicing.send')}
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
