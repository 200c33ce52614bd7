import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { clientProblems } from '@fotostudio/shared/billing/client-rules';
import { cancellationRefusal } from '@fotostudio/shared/billing/cancellation-rules';
import { isErrorCode, type ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { ApiError } from '../../../lib/api-client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { cancel, checkNumber, convertToInvoice, removeQuote } from '../api/document-actions';
import { MarkPaidDialog } from './mark-paid-dialog';
import { DocumentEmailDialog } from './document-email-dialog';
import { RectifyInvoiceModal } from './rectify-invoice-modal';
import { SubstituteInvoicesModal } from './substitute-invoices-modal';

export type DocumentDialog =
  | { type: 'email'; document: BillingDocument }
  | { type: 'markPaid'; document: BillingDocument }
  | { type: 'convert'; document: BillingDocument }
  | { type: 'cancel'; document: BillingDocument }
  | { type: 'rectify'; document: BillingDocument }
  | { type: 'substitute'; document: BillingDocument }
  | { type: 'delete'; document: BillingDocument };

/**
 * What a document's confirmation needs: its words, toasts and error messages, and `run`, which
 * keeps the dialog pending while the action waits and, when it fails, pending no more with the
 * failure handed to `failed` (on success the dialog is left to close).
 */
const useConfirmation = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>, failed: (error: unknown) => void) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      setPending(false);
      failed(error);
    }
  };
  return { t, toast, catalogueToast, errorMessage, pending, run };
};

/**
 * The convert-to-invoice confirmation: names the number the new invoice will get. A quote
 * whose client lacks what a full invoice needs (a quote needs only a name) says what is
 * missing and opens the quote to complete it, each problem on its field, as the server would refuse.
 */
const ConvertDialog = ({
  quote,
  onConverted,
  onCompleteClient,
  onClose,
}: {
  quote: BillingDocument;
  onConverted: (invoice: BillingDocument) => void;
  onCompleteClient: (quote: BillingDocument) => void;
  onClose: () => void;
}) => {
  const { t, toast, catalogueToast, errorMessage, pending, run } = useConfirmation();
  const [nextNumber, setNextNumber] = useState<string | null>(null);
  const missing = clientProblems(quote.client, 'full');

  useEffect(() => {
    let current = true;
    checkNumber({}).then(
      (check) => current && setNextNumber(check.nextNumber),
      // The number is only told in advance; without it the text says "the next number".
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const confirm = () =>
    run(
      async () => {
        const invoice = await convertToInvoice(quote.documentId);
        toast.success(t('billing.convert.done', { number: invoice.number }));
        onConverted(invoice);
      },
      (error) => catalogueToast.showError(error, 'billing.conversion_failed'),
    );

  if (missing.length > 0) {
    return (
      <ConfirmDialog open title={t('billing.convert.title')} confirmLabel={t('billing.convert.completeClient')} onConfirm={() => onCompleteClient(quote)} onCancel={onClose}>
        <p>{t('billing.convert.clientIncomplete')}</p>
        <ul>
          {missing.map((problem) => (
            <li key={problem.path.join('.')}>{errorMessage(problem.code)}</li>
          ))}
        </ul>
        <p>{t('billing.convert.clientIncompleteNext')}</p>
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog open title={t('billing.convert.title')} confirmLabel={t('billing.convert.confirm')} pending={pending} onConfirm={() => void confirm()} onCancel={onClose}>
      <p>
        {nextNumber
          ? t('billing.convert.message', { number: nextNumber, quote: quote.number })
          : t('billing.convert.messageNoNumber', { quote: quote.number })}
      </p>
      <p>{t('billing.convert.irreversible')}</p>
      {/* Issue 26 point 4: the client accepted but has not paid the deposit; paid later, it pays this invoice (billing.md). */}
      {quote.acceptanceState === 'awaiting_deposit' ? <p>{t('billing.convert.depositPending')}</p> : null}
    </ConfirmDialog>
  );
};

/** The refusals that a rectifying invoice answers (issue 22 point 7). */
const RECTIFY_INSTEAD: readonly ErrorCode[] = ['billing.cancel_delivered', 'billing.cancel_rectified'];

/**
 * Cancelling is for mistakes (issue 22 point 7): an invoice that reached its client (emailed,
 * marked sent, downloaded) or has a rectifying invoice is not cancelled. The dialog then says
 * why, with the catalogue's words, and offers the rectifying invoice instead; so it does when
 * the server refuses (a delivery that happened meanwhile).
 */
const CancelDialog = ({
  invoice,
  onCancelled,
  onRectify,
  onClose,
}: {
  invoice: BillingDocument;
  onCancelled: () => void;
  onRectify: () => void;
  onClose: () => void;
}) => {
  const { t, toast, catalogueToast, errorMessage, pending, run } = useConfirmation();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<ErrorCode | null>(cancellationRefusal(invoice));
  const confirm = () =>
    run(
      async () => {
        await cancel(invoice.documentId, reason.trim());
        toast.success(t('billing.cancelInvoice.done', { number: invoice.number }));
        onCancelled();
      },
      (error) => {
        if (error instanceof ApiError && isErrorCode(error.code) && RECTIFY_INSTEAD.includes(error.code)) setRefusal(error.code);
        else catalogueToast.showError(error, 'billing.update_failed');
      },
    );
  if (refusal) {
    return (
      <ConfirmDialog
        open
        title={t('billing.cancelInvoice.refusedTitle', { number: invoice.number })}
        confirmLabel={t('billing.actions.rectify')}
        cancelLabel={t('billing.cancelInvoice.keep')}
        onConfirm={onRectify}
        onCancel={onClose}
      >
        <p role="alert">{errorMessage(refusal)}</p>
        <p>{t('billing.cancelInvoice.rectifyInstead')}</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      danger
      title={t('billing.cancelInvoice.title', { number: invoice.number })}
      confirmLabel={t('billing.actions.cancel')}
      cancelLabel={t('billing.cancelInvoice.keep')}
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('billing.cancelInvoice.message')}</p>
      <TextField label={t('billing.cancelInvoice.reason')} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
    </ConfirmDialog>
  );
};

/** The cancellation, or the rectifying invoice it offers instead when the invoice can no longer be cancelled. */
const CancelOrRectify = ({
  invoice,
  onCancelled,
  onRectified,
  onClose,
}: {
  invoice: BillingDocument;
  onCancelled: () => void;
  onRectified: (invoice: BillingDocument) => void;
  onClose: () => void;
}) => {
  const [rectifying, setRectifying] = useState(false);
  if (rectifying) return <RectifyInvoiceModal original={invoice} onIssued={onRectified} onClose={onClose} />;
  return <CancelDialog invoice={invoice} onCancelled={onCancelled} onRectify={() => setRectifying(true)} onClose={onClose} />;
};

/** The dialog an action on a document opened, over the list or the detail. */
export const DocumentDialogs = ({
  dialog,
  onChanged,
  onConverted,
  onCompleteClient,
  onRectified,
  onDeleted,
  onClose,
}: {
  dialog: DocumentDialog | null;
  /** The document changed on the server: lists and the detail reload. */
  onChanged: () => void;
  onConverted: (invoice: BillingDocument) => void;
  /** A quote to convert lacks client data a full invoice needs: it opens to complete them. */
  onCompleteClient: (quote: BillingDocument) => void;
  /** A rectifying invoice, or a full one in place of simplified ones, was issued: it opens. */
  onRectified: (invoice: BillingDocument) => void;
  onDeleted: (documentId: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  if (!dialog) return null;
  const { document } = dialog;
  // Whatever a dialog changed on the server, the lists and the detail reload before what follows.
  const changedThen =
    <A extends unknown[]>(next: (...args: A) => void) =>
    (...args: A) => {
      onChanged();
      next(...args);
    };
  // A rectifying invoice, or a full one in place of simplified ones, opens.
  const issued = changedThen(onRectified);
  switch (dialog.type) {
    case 'email':
      return <DocumentEmailDialog document={document} onSent={onChanged} onClose={onClose} />;
    case 'markPaid':
      return <MarkPaidDialog invoice={document} onPaid={onChanged} onClose={onClose} />;
    case 'convert':
      return <ConvertDialog quote={document} onConverted={changedThen(onConverted)} onCompleteClient={onCompleteClient} onClose={onClose} />;
    case 'cancel':
      return <CancelOrRectify invoice={document} onCancelled={changedThen(onClose)} onRectified={issued} onClose={onClose} />;
    case 'rectify':
      return <RectifyInvoiceModal original={document} onIssued={issued} onClose={onClose} />;
    case 'substitute':
      return <SubstituteInvoicesModal start={document} onIssued={issued} onClose={onClose} />;
    case 'delete':
      return (
        <DeleteDialog
          open
          title={t('billing.deleteQuote.title', { number: document.number })}
          confirmLabel={t('billing.actions.deleteQuote')}
          deletedMessage={t('billing.deleteQuote.done', { number: document.number })}
          onDelete={async () => {
            await removeQuote(document.documentId);
            onChanged();
            onDeleted(document.documentId);
          }}
          onClose={onClose}
        >
          <p>{t('billing.deleteQuote.message', { number: document.number, client: document.client.name })}</p>
        </DeleteDialog>
      );
  }
};
