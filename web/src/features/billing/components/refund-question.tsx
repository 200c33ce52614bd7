// The refund question of a payment refunded in Stripe (issue 25 point 2), under the payment in
// the invoice's payments section: "the sale changed" opens the rectifying-invoice form prefilled
// with the refunded amount as a correction by differences, and once it is issued the answer names
// it; "an overpayment was returned" is recorded after a confirmation (no rectifying invoice). Once
// answered, the answer is shown. The issued invoice itself never changes.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { getDocument, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { answerRefundQuestion, listInvoicePayments, type InvoicePayment, type RefundAnswerInput } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { refundQuestionOf } from '@fotostudio/shared/billing/refund-question';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { BILLING_CURRENCY } from '../utils/billing-currency';
import { refundCorrectionRows } from '../utils/rectify-form';
import { RectifyInvoiceModal } from './rectify-invoice-modal';

export const RefundQuestion = ({ invoice, payment }: { invoice: BillingDocument; payment: InvoicePayment }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const questionId = useId();
  const [rectifying, setRectifying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { trigger, isMutating } = useRouteMutation(answerRefundQuestion, { invalidates: [getDocument, listDocuments, listInvoicePayments] });
  const state = refundQuestionOf(payment);
  if (state === 'none') return null;
  const refunded = money(payment.refundedCents, BILLING_CURRENCY);

  if (payment.refundAnswer) {
    const { answer, rectifyingInvoice, answeredAt } = payment.refundAnswer;
    return (
      <p className="field-hint" data-testid="refund-answer">
        {answer === 'saleChanged'
          ? t('billing.refundQuestion.answeredSaleChanged', { number: rectifyingInvoice?.number ?? '', date: formatDate(answeredAt.slice(0, 10)) })
          : t('billing.refundQuestion.answeredOverpayment', { date: formatDate(answeredAt.slice(0, 10)) })}
      </p>
    );
  }

  const answer = async (body: RefundAnswerInput) => {
    try {
      await trigger({ params: { invoiceId: invoice.documentId, paymentId: payment.paymentId }, body });
      toast.success(t('billing.refundQuestion.answered'));
    } catch (failure) {
      const code = shownErrorCodeOf(failure, 'billing.refund_answer_failed');
      if (code) toast.error(errorMessage(code));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="refund-question" role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        <strong>{t('billing.refundQuestion.ask', { amount: refunded })}</strong>
      </p>
      <div className="billing-detail-actions">
        <Button variant="secondary" onClick={() => setRectifying(true)}>
          {t('billing.refundQuestion.saleChanged')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('billing.refundQuestion.overpaymentReturned')}
        </Button>
      </div>
      {rectifying ? (
        <RectifyInvoiceModal
          original={invoice}
          prefill={{
            method: 'I',
            reason: t('billing.refundQuestion.reason', { amount: refunded }),
            lines: refundCorrectionRows(invoice, payment.refundedCents, t('billing.refundQuestion.lineName', { date: formatDate(payment.paidOn) }), language, BILLING_CURRENCY),
          }}
          onIssued={(rectifyingInvoice) => {
            setRectifying(false);
            void answer({ answer: 'saleChanged', rectifyingInvoiceId: rectifyingInvoice.documentId });
          }}
          onClose={() => setRectifying(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('billing.refundQuestion.confirmTitle')}
        confirmLabel={t('billing.refundQuestion.confirm')}
        pending={isMutating}
        onConfirm={() => void answer({ answer: 'overpaymentReturned' })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('billing.refundQuestion.confirmBody', { amount: refunded, number: invoice.number })}</p>
      </ConfirmDialog>
    </div>
  );
};
