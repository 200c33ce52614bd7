// What is wrong with one field of a catalogue form, as data: the component turns it into
// a message in the user's language (a catalog.validation key, or a catalogue code).
import type { Currency } from '@fotostudio/shared/constants';
import { parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { minorUnitDigits } from '@fotostudio/shared/format/money';
import type { FieldProblem as AnyFieldProblem } from '../../../lib/field-problem';

export type ValidationMessage =
  | 'required'
  | 'pricePositive'
  | 'fullGalleryPricePositive'
  | 'wholeNumber'
  | 'numberTooLarge'
  | 'moneyInvalid'
  | 'moneyNegative'
  | 'moneyNoDecimals'
  | 'moneyTooManyDecimals'
  | 'moneyTooLarge'
  | 'chooseProduct'
  | 'chooseVariant'
  | 'tooManyItems'
  | 'tooLong';

/** A catalog.validation message with its numbers (a limit, a count of decimals), or a catalogue code from the server. */
export type FieldProblem = AnyFieldProblem<ValidationMessage>;

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };

const problem = (message: ValidationMessage, extra: { max?: number; digits?: number } = {}): { ok: false; problem: FieldProblem } => ({
  ok: false,
  problem: { message, ...extra },
});

/**
 * An amount in the photographer's currency, into minor units. With `positiveMessage`
 * zero is refused too, with that message (prices "greater than 0").
 */
export const checkMoney = (typed: string, currency: Currency, positiveMessage?: ValidationMessage): Checked<number> => {
  const parsed = parseMoneyInput(typed, currency);
  if (parsed.ok) return positiveMessage && parsed.minorUnits === 0 ? problem(positiveMessage) : { ok: true, value: parsed.minorUnits };
  switch (parsed.problem) {
    case 'required':
      return problem('required');
    case 'negative':
      return problem(positiveMessage ?? 'moneyNegative');
    case 'too_many_decimals': {
      const digits = minorUnitDigits(currency);
      return digits === 0 ? problem('moneyNoDecimals') : problem('moneyTooManyDecimals', { digits });
    }
    case 'too_large':
      return problem('moneyTooLarge');
    default:
      return problem('moneyInvalid');
  }
};

/** A count of 0 or more (included photos), at most `max`. */
export const checkWholeNumber = (typed: string, max: number): Checked<number> => {
  const text = typed.trim();
  if (text === '') return problem('required');
  if (!/^\d+$/.test(text)) return problem('wholeNumber');
  const value = Number(text);
  return value > max ? problem('numberTooLarge', { max }) : { ok: true, value };
};

/** Required text, trimmed, at most `max` characters (the API trims too). */
export const checkText = (typed: string, max: number, { required = true } = {}): Checked<string> => {
  const text = typed.trim();
  if (required && text === '') return problem('required');
  if (text.length > max) return problem('tooLong', { max });
  return { ok: true, value: text };
};
