import type { BillingDocument, DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { fetchSessionDocuments } from '../api/send-to-invoicing';
import { blockingDocumentOf, documentHref } from '../utils/session-invoicing';
import { useIssueRefusal } from '../../../hooks/use-issue-refusal';

type Check = { state: 'checking' } | { state: 'free' } | { state: 'blocked'; document: DocumentSummary } | { state: 'failed'; code: string };

export interface SessionDocumentDialogProps {
  sessionId: string;
  sessionTitle: string;
  title: string;
  /** What the dialog explains while the session is free to get the document. */
  explain: ReactNode;
  confirmLabel: string;
  /** The catalogue message shown when a quote of the session blocks it. */
  quoteBlockCode: ErrorCode;
  /** Makes the document (the API call). */
  create: (sessionId: string) => Promise<BillingDocument>;
  /** The toast once it is made. */
  createdMessage: (document: BillingDocument) => string;
  onClose: () => void;
}

/**
 * Makes one billing document straight from a session, after the photographer confirms (the
 * quote of "Send to invoicing", the simplified invoice). A session that already has a quote
 * or an official invoice is blocked, with a link that opens that document.
 */
export const SessionDocumentDialog = ({ sessionId, sessionTitle, title, explain, confirmLabel, quoteBlockCode, create, createdMessage, onClose }: SessionDocumentDialogProps) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const issueRefusal = useIssueRefusal();
  const toast = useToast();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
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

  const confirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      const document = await create(sessionId);
      toast.success(createdMessage(document));
      setCheck({
        state: 'blocked',
        document: { ...document, clientId: document.client.clientId, clientName: document.client.name, sessionId, sessionTitle, totalCents: document.totals.totalCents },
      });
    } catch (error) {
      const code = shownErrorCodeOf(error, 'billing.create_failed');
      if (code) setProblem(await issueRefusal(code));
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
        return explain;
      case 'blocked': {
        const { document } = check;
        const isQuote = document.kind === 'quote';
        return (
          <Alert tone={isQuote ? 'info' : 'warning'}>
            <p>
              {isQuote
                ? errorMessage(quoteBlockCode)
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
      title={title}
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
            <Button pending={pending} onClick={() => void confirm()}>
              {confirmLabel}
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
