import { parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { remainingCents } from '@fotostudio/shared/sessions/session-finance';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { usePreferences } from '../../../lib/preferences';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import type { SessionFormErrors } from '../utils/session-form';

/**
 * Base price (the package's, read-only), total (defaults to the base), paid (empty is 0)
 * and the remaining amount as typed (spec section 3 "Session finance"). Used by the
 * wizard's second step and the detail's Finance tab.
 */
export const FinanceFields = ({
  basePriceCents,
  totalPrice,
  paid,
  errors,
  recordedPaidCents = 0,
  readOnly = false,
  onTotalChange,
  onPaidChange,
}: {
  basePriceCents: number | null;
  totalPrice: string;
  paid: string;
  errors: Pick<SessionFormErrors, 'basePrice' | 'totalPrice' | 'paid'>;
  /** Paid through recorded payments (invoices, gallery extras): the total is never set below it. */
  recordedPaidCents?: number;
  readOnly?: boolean;
  onTotalChange: (value: string) => void;
  onPaidChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const problem = useFieldProblemText('sessions.form.errors');
  const formatMoney = useFormatMoney();
  const { currency } = usePreferences();

  const amount = (typed: string, empty: number | null): number | null => {
    if (typed.trim() === '') return empty;
    const parsed = parseMoneyInput(typed, currency);
    return parsed.ok ? parsed.minorUnits : null;
  };
  const total = amount(totalPrice, basePriceCents);
  const paidAmount = amount(paid, 0);
  const remainingAmount = total !== null && paidAmount !== null ? remainingCents({ totalPriceCents: total, paidCents: paidAmount }) : null;
  const remaining = remainingAmount === null ? '—' : formatMoney(Math.abs(remainingAmount));
  const recorded = formatMoney(recordedPaidCents);
  // The refusal names the amount recorded payments paid, which the catalogue's words cannot.
  const totalError =
    errors.totalPrice && 'code' in errors.totalPrice && errors.totalPrice.code === 'sessions.total_below_recorded_payments'
      ? t('sessions.finance.totalBelowRecorded', { amount: recorded })
      : problem(errors.totalPrice);

  return (
    <div className="form-grid">
      <TextField
        label={t('sessions.finance.base')}
        value={basePriceCents === null ? '' : formatMoney(basePriceCents)}
        readOnly
        hint={t('sessions.finance.baseHint')}
        error={problem(errors.basePrice)}
      />
      <MoneyField
        currency={currency}
        label={t('sessions.finance.total')}
        value={totalPrice}
        readOnly={readOnly}
        placeholder={basePriceCents === null ? undefined : formatMoney(basePriceCents)}
        hint={recordedPaidCents > 0 ? `${t('sessions.finance.totalHint')} ${t('sessions.finance.recordedHint', { amount: recorded })}` : t('sessions.finance.totalHint')}
        error={totalError}
        onChange={(event) => onTotalChange(event.target.value)}
      />
      <MoneyField
        currency={currency}
        label={t('sessions.finance.paid')}
        value={paid}
        readOnly={readOnly}
        hint={t('sessions.finance.paidHint')}
        error={problem(errors.paid)}
        onChange={(event) => onPaidChange(event.target.value)}
      />
      <div className="session-remaining" aria-live="polite">
        <span className="session-remaining-label">{remainingAmount !== null && remainingAmount < 0 ? t('sessions.finance.clientBalance') : t('sessions.finance.remaining')}</span>
        <span className="session-remaining-value">{remaining}</span>
      </div>
    </div>
  );
};
