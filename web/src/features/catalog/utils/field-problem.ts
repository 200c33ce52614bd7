// What is wrong with one field of a catalogue form, as data: the component turns it into
// a message in the user's language (a catalog.validation key, or a catalogue code).
import type { Currency } from '@fotostudio/shared/constants';
import { parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { minorUnitDigits } from '@fotostudio/shared/format/money';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import type { FieldProblem as AnyFieldProblem, ContractIssue } from '../../../lib/field-problem';

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
  | 'quantityPositive'
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

/** A contract issue as a catalog form says it: the rule's own catalogue code, or the limit it broke. */
export const problemOfIssue = (issue: ContractIssue): FieldProblem => {
  const code = catalogueCodeOfIssues([{ code: issue.code, params: issue.params }]);
  if (code) return { code };
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'array') return { message: 'tooManyItems', max };
    return issue.origin === 'number' ? { message: 'numberTooLarge', max } : { message: 'tooLong', max };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return { message: 'required' };
  return { code: 'general.validation' };
};
