import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { FormModal } from '../../../components/ui/form-modal';
import { useToast } from '../../../components/ui/toast';
import { useCheckedSubmit } from '../../../hooks/use-checked-submit';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { dayIn, useFormatDate } from '../../../hooks/use-formatters';
import { usePreferences } from '../../../lib/preferences';
import { markPaid } from '../api/document-actions';
import { BILLING_TIME_ZONE, checkPaidDate } from '../utils/paid-date';

/** Marks an invoice paid on the day the payment arrived: today unless the photographer picks another. */
export const MarkPaidDialog = ({ invoice, onPaid, onClose }: { invoice: BillingDocument; onPaid: () => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const problemText = useFieldProblemText('billing.validation');
  const formatDate = useFormatDate();
  const { dateFormat } = usePreferences();
  const [today] = useState(() => dayIn(new Date(), BILLING_TIME_ZONE));
  const [paidDate, setPaidDate] = useState(today);
  const [typingError, setTypingError] = useState(false);
  const { errors, clearError, modal } = useCheckedSubmit({
    check: (): ReturnType<typeof checkPaidDate> => {
      const checked = checkPaidDate(paidDate, invoice.issueDate, today);
      // A date still being typed wrong shows the field's own message.
      return typingError && !checked.errors ? { body: null, errors: {} } : checked;
    },
    send: async (body) => {
      const saved = await markPaid(invoice.documentId, body.paidDate);
      toast.success(t('billing.paid.done', { number: saved.number }));
      onPaid();
      onClose();
    },
    fallback: 'billing.payment_update_failed',
  });
  const problem = errors.date;

  return (
    <FormModal
      title={t('billing.paid.title', { number: invoice.number })}
      size="md"
      height="auto"
      {...modal}
      onClose={onClose}
      unsavedChanges={paidDate !== today}
      submitLabel={t('billing.actions.markPaid')}
      savingLabel={t('billing.paid.saving')}
    >
      <DateInput
        label={t('billing.paid.date')}
        required
        value={paidDate}
        format={dateFormat}
        hint={t('billing.paid.hint', { issueDate: formatDate(invoice.issueDate), today: formatDate(today) })}
        error={problemText(problem)}
        onErrorChange={(error) => setTypingError(error !== null)}
        onChange={(value) => {
          setPaidDate(value ?? '');
          clearError('date');
        }}
      />
    </FormModal>
  );
};
