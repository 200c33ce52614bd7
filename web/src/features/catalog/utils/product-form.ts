// The product form: name, description, image, usage type and variant rows, amounts as
// typed text. Rules: spec section 5 (each variant needs name, value and a price of 0 or more).
import type { Currency, Language } from '@fotostudio/shared/constants';
import { PRODUCT_USAGE_TYPES, productInput, VARIANT_TYPES, type Product, type ProductInput } from '@fotostudio/shared/contracts/catalog';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import type { ContractIssue } from '../../../lib/field-problem';
import { checkMoney, checkText, problemOfIssue, type FieldProblem } from './field-problem';

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const VARIANT_TEXT_MAX = 80;
export const VARIANTS_MAX = 50;

export type UsageType = (typeof PRODUCT_USAGE_TYPES)[number];
export type VariantType = (typeof VARIANT_TYPES)[number];

export interface VariantRow {
  /** Stable while editing, for React and for the row's errors; never sent. */
  rowId: string;
  /** Set for a saved variant: sent back so the packages that chose it keep it. */
  variantId?: string;
  type: VariantType;
  name: string;
  value: string;
  price: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  usageType: UsageType;
  /** The stored image's key; a new upload replaces it, null removes it. */
  imageKey: string | null;
  variants: VariantRow[];
}

export type VariantField = 'name' | 'value' | 'price';

export interface ProductFormErrors {
  name?: FieldProblem;
  description?: FieldProblem;
  variants?: FieldProblem;
  rows: Partial<Record<string, Partial<Record<VariantField, FieldProblem>>>>;
}

export const NO_PRODUCT_ERRORS: ProductFormErrors = { rows: {} };

/** The errors without the one of a variant's field, once the user has changed it. */
export const withoutVariantError = (errors: ProductFormErrors, rowId: string, field: VariantField): ProductFormErrors => {
  const row = errors.rows[rowId];
  if (!row || !(field in row)) return errors;
  const rest = { ...row };
  delete rest[field];
  return { ...errors, rows: { ...errors.rows, [rowId]: rest } };
};

let nextRow = 0;
const newRowId = () => {
  nextRow += 1;
  return `variant-row-${nextRow}`;
};

export const emptyVariantRow = (): VariantRow => ({ rowId: newRowId(), type: 'size', name: '', value: '', price: '' });

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  description: '',
  usageType: 'both',
  imageKey: null,
  variants: [emptyVariantRow()],
});

export const productFormOf = (saved: Product, currency: Currency, language: Language): ProductFormValues => ({
  name: saved.name,
  description: saved.description ?? '',
  usageType: saved.usageType,
  imageKey: saved.imageKey,
  variants: saved.variants.map((variant) => ({
    rowId: newRowId(),
    variantId: variant.variantId,
    type: variant.type,
    name: variant.name,
    value: variant.value,
    price: formatMoneyInput(variant.priceCents, currency, language),
  })),
});

/** `form`: a problem of the contract that no field shows. */
export type ProductCheck = { ok: true; input: ProductInput } | { ok: false; errors: ProductFormErrors; form?: FieldProblem };

const VARIANT_FIELD_OF_INPUT: Partial<Record<PropertyKey, VariantField>> = { name: 'name', value: 'value', priceCents: 'price' };

/** The contract's issues under the fields and variant rows that show them (a field keeps its first). */
const placeProductIssues = (issues: readonly ContractIssue[], rows: readonly VariantRow[]): { errors: ProductFormErrors; form?: FieldProblem } => {
  const errors: ProductFormErrors = { rows: {} };
  let form: FieldProblem | undefined;
  for (const issue of issues) {
    const [first, index, field] = issue.path;
    const row = first === 'variants' && typeof index === 'number' ? rows[index] : undefined;
    const rowField = field === undefined ? undefined : VARIANT_FIELD_OF_INPUT[field];
    if (row && rowField) errors.rows[row.rowId] = { [rowField]: problemOfIssue(issue), ...errors.rows[row.rowId] };
    else if (first === 'name' || first === 'description' || first === 'variants') errors[first] ??= problemOfIssue(issue);
    else form ??= problemOfIssue(issue);
  }
  return form ? { errors, form } : { errors };
};

export const checkProductForm = (values: ProductFormValues, currency: Currency): ProductCheck => {
  const errors: ProductFormErrors = { rows: {} };
  const name = checkText(values.name, PRODUCT_NAME_MAX);
  const description = checkText(values.description, PRODUCT_DESCRIPTION_MAX, { required: false });
  if (!name.ok) errors.name = name.problem;
  if (!description.ok) errors.description = description.problem;
  if (values.variants.length > VARIANTS_MAX) errors.variants = { message: 'tooManyItems', max: VARIANTS_MAX };

  const variants: ProductInput['variants'] = [];
  for (const row of values.variants) {
    const rowErrors: Partial<Record<VariantField, FieldProblem>> = {};
    const variantName = checkText(row.name, VARIANT_TEXT_MAX);
    const value = checkText(row.value, VARIANT_TEXT_MAX);
    const price = checkMoney(row.price, currency);
    if (!variantName.ok) rowErrors.name = variantName.problem;
    if (!value.ok) rowErrors.value = value.problem;
    if (!price.ok) rowErrors.price = price.problem;
    if (variantName.ok && value.ok && price.ok) {
      variants.push({
        ...(row.variantId ? { variantId: row.variantId } : {}),
        type: row.type,
        name: variantName.value,
        value: value.value,
        priceCents: price.value,
      });
    } else {
      errors.rows[row.rowId] = rowErrors;
    }
  }

  if (!name.ok || !description.ok || errors.variants || Object.keys(errors.rows).length > 0) return { ok: false, errors };
  const parsed = productInput.safeParse({
    name: name.value,
    description: description.value === '' ? null : description.value,
    imageKey: values.imageKey,
    usageType: values.usageType,
    variants,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const placed = placeProductIssues(parsed.error.issues, values.variants);
  return { ok: false, ...placed };
};
