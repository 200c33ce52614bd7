// An issued invoice's payments and its public link (issue 25 point 2), in its detail: what was
// paid and what is still due, each payment (a manual one may be deleted; one from Stripe not),
// "Registrar pago" (a modal: amount, day, method, note), the refund question of a payment refunded
// in Stripe (refund-question.tsx), and the link to its public page (copy, revoke).
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { getDocument, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { INVOICE_PAYMENT_METHODS, INVOICE_PAYMENT_NOTE_MAX, deleteInvoicePayment, listInvoicePayments, recordInvoicePayment, type InvoicePaymentMethod } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { revokeInvoiceLink, shareInvoiceLink } from '@fotostudio/shared/contracts/billing/invoice-page';
import { removableByHand } from '@fotostudio/shared/billing/invoice-payment-rules';
import { parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { FormModal } from '../../../components/ui/form-modal';
import { Icon } from '../../../components/ui/icon';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useToast } from '../../../components/ui/toast';
import { useCheckedSubmit } from '../../../hooks/use-checked-submit';
import { dayIn, useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { BILLING_TIME_ZONE } from '../utils/paid-date';
import { InternalNotes } from './internal-notes';
import { RefundQuestion } from './refund-question';

/** The "Registrar pago" modal: a positive amount up to what is due, a day from the issue date to today. */
const RecordPaymentModal = ({ invoice, dueCents, onClose }: { invoice: BillingDocument; dueCents: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useFormatMoney();
  const { dateFormat } = usePreferences();
  const [today] = useState(() => dayIn(new Date(), BILLING_TIME_ZONE));
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<InvoicePaymentMethod>('transfer');
  const [note, setNote] = useState('');
  const { trigger: record } = useRouteMutation(recordInvoicePayment, { invalidates: [getDocument, listDocuments, listInvoicePayments] });
  const { errors, clearError, modal } = useCheckedSubmit({
    check: () => {
      const parsed = parseMoneyInput(amount, BILLING_CURRENCY);
      return parsed.ok && parsed.minorUnits > 0
        ? { body: { amountCents: parsed.minorUnits, paidOn, method, note: note.trim() || null }, errors: null }
        : { body: null, errors: { amount: t('billing.invoicePayments.amountInvalid') } };
    },
    send: async (body) => {
      await record({ params: { invoiceId: invoice.documentId }, body });
      toast.success(t('billing.invoicePayments.recorded'));
      onClose();
    },
    fallback: 'billing.payment_save_failed',
  });
  return (
    <FormModal
      title={t('billing.invoicePayments.recordTitle', { number: invoice.number })}
      size="md"
      height="auto"
      {...modal}
      onClose={onClose}
      unsavedChanges={amount !== '' || note !== ''}
      submitLabel={t('billing.invoicePayments.record')}
      savingLabel={t('billing.invoicePayments.saving')}
    >
      <MoneyField
        label={t('billing.invoicePayments.amount')}
        required
        currency={BILLING_CURRENCY}
        value={amount}
        hint={t('billing.invoicePayments.amountHint', { due: money(Math.abs(dueCents), BILLING_CURRENCY) })}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          clearError('amount');
        }}
      />
      <DateInput label={t('billing.invoicePayments.date')} required value={paidOn} format={dateFormat} onChange={(value) => setPaidOn(value ?? today)} />
      <SelectField
        label={t('billing.invoicePayments.method')}
        value={method}
        options={INVOICE_PAYMENT_METHODS.map((value) => ({ value, label: t(`billing.invoicePayments.methods.${value}`) }))}
        onValueChange={setMethod}
      />
      <TextAreaField label={t('billing.invoicePayments.note')} value={note} maxLength={INVOICE_PAYMENT_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
    </FormModal>
  );
};

/** The invoice's public page: copy its link (made on first share), revoke it. */
const PublicLinkActions = ({ invoice }: { invoice: BillingDocument }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const { trigger: share, isMutating: sharing } = useRouteMutation(shareInvoiceLink, { invalidates: [getDocument] });
  const { trigger: revoke, isMutating: revoking } = useRouteMutation(revokeInvoiceLink, { invalidates: [getDocument] });
  const link = invoice.publicLink && !invoice.publicLink.revokedAt ? invoice.publicLink : null;
  const failed = (failure: unknown) => {
    const code = shownErrorCodeOf(failure, 'billing.invoice_link_failed');
    if (code) toast.error(errorMessage(code));
  };
  const copy = async () => {
    try {
      const { link: shared } = await share({ params: { invoiceId: invoice.documentId }, body: {} });
      await navigator.clipboard.writeText(`${window.location.origin}${shared.path}`);
      toast.success(t('billing.invoicePayments.link.copied'));
    } catch (failure) {
      failed(failure);
    }
  };
  const revokeLink = async () => {
    try {
      await revoke({ params: { invoiceId: invoice.documentId } });
      toast.success(t('billing.invoicePayments.link.revoked'));
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <div className="invoice-link">
      <p className="field-hint">{t('billing.invoicePayments.link.hint')}</p>
      {link?.expiresOn ? <p className="field-hint">{t('billing.invoicePayments.link.expires', { date: formatDate(link.expiresOn) })}</p> : null}
      <div className="billing-detail-actions">
        <Button variant="secondary" icon={<Icon name="link" size={18} />} pending={sharing} onClick={() => void copy()}>
          {t('billing.invoicePayments.link.copy')}
        </Button>
        {link ? (
          <Button variant="secondary" pending={revoking} onClick={() => void revokeLink()}>
            {t('billing.invoicePayments.link.revoke')}
          </Button>
        ) : null}
      </div>
    </div>
  );
};

export const InvoicePayments = ({ invoice }: { invoice: BillingDocument }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const headingId = useId();
  const [recording, setRecording] = useState(false);
  const { data } = useRoute(listInvoicePayments, { params: { invoiceId: invoice.documentId } });
  const { trigger: remove } = useRouteMutation(deleteInvoicePayment, { invalidates: [getDocument, listDocuments, listInvoicePayments] });
  if (invoice.kind !== 'invoice') return null;
  const payable = invoice.status !== 'paid' && invoice.status !== 'cancelled' && invoice.amountDueCents !== 0;
  const payments = data?.payments ?? [];
  const removePayment = async (paymentId: string) => {
    try {
      await remove({ params: { invoiceId: invoice.documentId, paymentId } });
      toast.success(t('billing.invoicePayments.deleted'));
    } catch (failure) {
      const code = shownErrorCodeOf(failure, 'billing.payment_save_failed');
      if (code) toast.error(errorMessage(code));
    }
  };
  return (
    <section className="invoice-payments" aria-labelledby={headingId}>
      <h3 id={headingId} className="form-section-title">
        {t('billing.invoicePayments.title')}
      </h3>
      <dl className="invoice-payments-figures">
        <div>
          <dt>{t('billing.invoicePayments.state')}</dt>
          <dd data-testid="invoice-payment-state">{t(`billing.status.${invoice.status}`)}</dd>
        </div>
        <div>
          <dt>{t('billing.invoicePayments.paid')}</dt>
          <dd>{money(invoice.paidCents, BILLING_CURRENCY)}</dd>
        </div>
        <div>
          <dt>{t('billing.invoicePayments.due')}</dt>
          <dd data-testid="invoice-amount-due">{money(invoice.amountDueCents, BILLING_CURRENCY)}</dd>
        </div>
      </dl>
      {payments.length === 0 ? (
        <p className="field-hint">{t('billing.invoicePayments.none')}</p>
      ) : (
        <ul className="invoice-payments-list">
          {payments.map((payment) => (
            <li key={payment.paymentId}>
              <span>{formatDate(payment.paidOn)}</span> <span>{t(`billing.invoicePayments.methods.${payment.method}`)}</span>{' '}
              {payment.source === 'manual' ? <span>({t('billing.invoicePayments.recordedByHand')}) </span> : null}
              <strong>{money(payment.amountCents, BILLING_CURRENCY)}</strong>
              {payment.note ? <span> · {payment.note}</span> : null}
              {payment.overpaidCents > 0 ? <span> · {t('billing.invoicePayments.overpaid', { amount: money(payment.overpaidCents, BILLING_CURRENCY) })}</span> : null}
              {payment.refundedCents > 0 ? <span> · {t('billing.invoicePayments.refunded', { amount: money(payment.refundedCents, BILLING_CURRENCY) })}</span> : null}
              {!removableByHand(payment) ? (
                <span> · {t('billing.invoicePayments.fromStripe')}</span>
              ) : (
                <Button
                  variant="ghost"
                  icon={<Icon name="trash" size={16} />}
                  aria-label={t('billing.invoicePayments.delete', { amount: money(payment.amountCents, BILLING_CURRENCY), date: formatDate(payment.paidOn) })}
                  onClick={() => void removePayment(payment.paymentId)}
                />
              )}
              <RefundQuestion invoice={invoice} payment={payment} />
            </li>
          ))}
        </ul>
      )}
      {payable ? (
        <Button variant="secondary" icon={<Icon name="plus" size={18} />} onClick={() => setRecording(true)}>
          {t('billing.invoicePayments.record')}
        </Button>
      ) : null}
      {invoice.status !== 'cancelled' ? <PublicLinkActions invoice={invoice} /> : null}
      {recording ? <RecordPaymentModal invoice={invoice} dueCents={invoice.amountDueCents} onClose={() => setRecording(false)} /> : null}
    </section>
  );
};

/** The end of a document's information tab: an invoice's payments and link, then the internal notes. */
export const PaymentsAndNotes = ({ document }: { document: BillingDocument }) => (
  <>
    <InvoicePayments invoice={document} />
    <InternalNotes document={document} />
  </>
);
