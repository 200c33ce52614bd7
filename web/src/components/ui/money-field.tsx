import { CURRENCIES, type Currency } from '@fotostudio/shared/constants';
import { TextField, type TextFieldProps } from './text-field';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'leading' | 'inputMode' | 'type'> {
  /** The amount's currency: its symbol leads the input, and yen take no decimals. */
  currency: Currency;
}

/**
 * An amount typed as text ("12,50" or "12.50"), not as type=number, which drops the
 * comma of Spanish keyboards and rounds silently. Read it with shared's parseMoneyInput.
 */
export const MoneyField = ({ currency, ...field }: MoneyFieldProps) => {
  const { symbol, decimals } = CURRENCIES[currency];
  return (
    <TextField
      {...field}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      leading={
        <span className="field-prefix" aria-hidden="true">
          {symbol}
        </span>
      }
    />
  );
};
