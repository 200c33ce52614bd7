import type { BillingDocument } from '@fotostudio/shared/contracts/billing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { FormModal } from '../../../components/ui/form-modal';
import { useToast } from '../../../components/ui/toast';
import { dayIn, useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { markPaid } from '../api/document-actions';
import { BILLING_TIME_ZONE, paidDateProblem, type PaidDateProblem } from '../utils/paid-date';

/** Marks an invoice paid on the day the payment arrived: today unless the photographer picks another. */
export const MarkPaidDialog = ({ invoice, onPaid, onClose }: { invoice: BillingDocument; onPaid: () => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const { dateFormat } = usePreferences();
  const [today] = useState(() => dayIn(new Date(), BILLING_TIME_ZONE));
  const [paidDate, setPaidDate] = useState(today);
  const [typingError, setTypingError] = useState(false);
  const [problem, setProblem] = useState<PaidDateProblem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [focus, setFocus] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = paidDateProblem(paidDate, invoice.issueDate, today);
    if (found || typingError) {
      setProblem(found);
      setFocus((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      const saved = await markPaid(invoice.documentId, paidDate);
      toast.success(t('billing.paid.done', { number: saved.number }));
      onPaid();
      onClose();
    } catch (error) {
      const code = shownErrorCodeOf(error, 'billing.payment_update_failed');
      if (code) setFormError(errorMessage(code));
      setSaving(false);
    }
  };

  return (
    <FormModal
      title={t('billing.paid.title', { number: invoice.number })}
      size="md"
      height="auto"
      saving={saving}
      formError={formError}
      focusErrorSignal={focus}
      onSubmit={submit}
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
        error={problem ? (problem === 'required' ? t('billing.validation.required') : errorMessage(problem)) : null}
        onErrorChange={(error) => setTypingError(error !== null)}
        onChange={(value) => {
          setPaidDate(value ?? '');
          setProblem(null);
        }}
      />
    </FormModal>
  );
};
