// A quote's deposit in its form (issue 25 point 3): none, an amount, or a percentage of the total,
// asked of the client on accepting the quote on its page (shared/src/billing/deposit-rules.ts).
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { DepositChoice, DocumentFormValues } from '../utils/document-form';

interface DepositFieldProps {
  values: Pick<DocumentFormValues, 'depositKind' | 'depositValue'>;
  error: string | null | undefined;
  set: (field: 'depositKind' | 'depositValue', value: string) => void;
}

export const DepositField = ({ values, error: shown, set }: DepositFieldProps) => {
  const { t } = useTranslation();
  const kind = values.depositKind ?? 'none';
  const value = values.depositValue ?? '';
  const error = shown ?? undefined;
  const onKind = (chosen: DepositChoice) => set('depositKind', chosen);
  const onValue = (typed: string) => set('depositValue', typed);
  const options: { value: DepositChoice; label: string }[] = [
    { value: 'none', label: t('billing.form.deposit.none') },
    { value: 'amount', label: t('billing.form.deposit.amount') },
    { value: 'percent', label: t('billing.form.deposit.percent') },
  ];
  return (
    <div className="form-grid">
      <SelectField<DepositChoice> label={t('billing.form.deposit.label')} value={kind} options={options} onValueChange={onKind} hint={t('billing.form.deposit.hint')} error={kind === 'none' ? error : undefined} />
      {kind === 'none' ? null : (
        <TextField
          label={t(kind === 'amount' ? 'billing.form.deposit.amountValue' : 'billing.form.deposit.percentValue')}
          inputMode="decimal"
          required
          value={value}
          error={error}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </div>
  );
};
