import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import { describe, expect, it } from 'vitest';
import { billingDocumentFixture } from '../../functions/test/support/billing-documents';
import { checkDocumentForm, liveDocumentTotals, simplifiedLimitOf } from '../src/features/billing/utils/document-form';
import { emptyDocumentValues } from '../src/features/billing/utils/document-values';
import { isFiltered, listQueryOf, listStateOf, searchOf } from '../src/features/billing/utils/list-state';
import { checkSettingsForm, fieldOfSettingsCode } from '../src/features/billing/utils/settings-form';
import {
  checkRectifyForm,
  fieldOfRectifyCode,
  irpfRateOfOriginal,
  liveRectifyTotals,
  originalLineRows,
  parseSignedMoney,
  rectifyStartValues,
  type RectifyFormValues,
} from '../src/features/billing/utils/rectify-form';
import { filledSettings } from './billing-form-values';

const original = billingDocumentFixture({ invoiceType: 'F1', issueDate: '2026-03-02' });
const nameOf = (line: (typeof original.lines)[number]) => line.name ?? `Sesión (${line.kind})`;
const rows = () => originalLineRows(original, nameOf, 'es', 'EUR');
const started = (change: Partial<RectifyFormValues> = {}): RectifyFormValues => ({ ...rectifyStartValues(original, '2026-03-20', rows()), reason: 'Descuento acordado', ...change });
const line = (unitPrice: string) => ({ rowId: 'd', name: 'Descuento', variant: '', quantity: '1', unitPrice, vat: 'rate:21' as const });

describe('the rectify modal', () => {
  it('starts as R1 by substitution with the original lines, whose live totals are the original totals', () => {
    const values = started();
    expect(values).toMatchObject({ rectificationType: 'R1', method: 'S', issueDate: '2026-03-20' });
    expect(values.lines.map((row) => row.name)).toEqual(original.lines.map(nameOf));
    expect(liveRectifyTotals(values, irpfRateOfOriginal(original), 'EUR')).toMatchObject({
      baseCents: original.totals.baseCents,
      vatCents: original.totals.vatCents,
      totalCents: original.totals.totalCents,
    });
    const checked = checkRectifyForm(values, irpfRateOfOriginal(original), 'EUR');
    expect(checked.errors).toBeNull();
    expect(checked.input?.products?.map((product) => product.unitPriceCents)).toEqual(original.lines.map((row) => row.unitPriceCents));
  });

  it('is never dated before the original, and the server saying so shows on the date', () => {
    expect(rectifyStartValues(original, '2026-03-01', []).issueDate).toBe('2026-03-02');
    expect(fieldOfRectifyCode('billing.rectification_date_before_original')).toBe('issueDate');
    expect(fieldOfRectifyCode('billing.rectify_cancelled')).toBeUndefined();
  });

  it('takes negative prices by differences only', () => {
    expect(parseSignedMoney('−12,50', 'EUR')).toEqual({ ok: true, minorUnits: -1250 });
    expect(parseSignedMoney('-1.500', 'EUR')).toEqual({ ok: true, minorUnits: -150_000 });
    const differences = started({ method: 'I', lines: [line('-50,00')] });
    const checked = checkRectifyForm(differences, null, 'EUR');
    expect(checked.errors).toBeNull();
    expect(checked.input?.products).toEqual([{ name: 'Descuento', variant: null, quantity: 1, unitPriceCents: -5000, vat: { kind: 'rate', ratePercent: 21 } }]);
    expect(liveRectifyTotals(differences, null, 'EUR')).toMatchObject({ baseCents: -5000, vatCents: -1050, totalCents: -6050 });
    const substitution = checkRectifyForm(started({ lines: [line('-50,00')] }), null, 'EUR');
    expect(substitution.errors?.lines.d).toEqual({ unitPrice: { message: 'money' } });
  });

  it('names a missing reason and differences that change nothing with the catalogue codes', () => {
    const checked = checkRectifyForm(started({ method: 'I', lines: [], reason: '  ' }), null, 'EUR');
    expect(checked.errors?.fields).toEqual({ reason: { code: 'billing.rectification_reason_required' }, amount: { code: 'billing.rectification_no_change' } });
  });

  // No amount limit on an R5: art. 4.1.b RD 1619/2012 allows a simplified invoice whenever a
  // rectifying one is due, and the server refuses none by amount.
  it('rectifies a simplified invoice as R5, and a qualified one (recorded as F1, art. 7.2) as R1', () => {
    const simplified = billingDocumentFixture({ invoiceType: 'F2' });
    expect(rectifyStartValues(simplified, '2026-03-20', []).rectificationType).toBe('R5');
    expect(rectifyStartValues({ ...simplified, recordedType: 'F1' }, '2026-03-20', []).rectificationType).toBe('R1');
  });
});

describe('the simplified invoice in the new invoice modal', () => {
  const simplified = (unitPrice: string) => ({
    ...emptyDocumentValues('invoice', '2026-03-02', 'rate:21'),
    invoiceType: 'F2' as const,
    irpf: '15' as const,
    client: { ...emptyDocumentValues('invoice', '2026-03-02', 'rate:21').client, professional: true },
    lines: [{ rowId: 'a', name: 'Copia impresa', variant: '', quantity: '1', unitPrice, vat: 'rate:21' as const }],
  });

  it('issues with no client and no IRPF, even for a professional', () => {
    const values = simplified('100,00');
    const checked = checkDocumentForm(values, 'EUR');
    expect(checked.errors).toBeNull();
    expect(checked.input).toMatchObject({ invoiceType: 'F2', irpfRatePercent: null });
    const totals = liveDocumentTotals(values, 'EUR');
    expect(totals).toMatchObject({ irpf: null, totalCents: 12_100 });
    expect(simplifiedLimitOf(values, totals)).toEqual({ limitCents: SIMPLIFIED_INVOICE_LIMIT_CENTS, over: false });
  });

  it('shows the limit passed live and refuses it with the catalogue code', () => {
    const values = simplified('2.500,00');
    expect(simplifiedLimitOf(values, liveDocumentTotals(values, 'EUR'))?.over).toBe(true);
    expect(checkDocumentForm(values, 'EUR').errors?.document.amount).toEqual({ code: 'billing.simplified_over_limit' });
  });

  it('still asks a full invoice for every client field', () => {
    const checked = checkDocumentForm({ ...simplified('100,00'), invoiceType: 'F1' }, 'EUR');
    expect(Object.keys(checked.errors?.client ?? {}).length).toBeGreaterThan(3);
  });
});

describe('the billing settings form', () => {

  it('opens with the rectifying and simplified series R and S, and sends them', () => {
    const values = filledSettings();
    expect(values).toMatchObject({ rectifyingSeries: 'R', simplifiedSeries: 'S' });
    expect(checkSettingsForm(values).input).toMatchObject({ rectifyingSeries: 'R', simplifiedSeries: 'S' });
  });

  it('names a series that repeats another, or the quotes series, on its field', () => {
    expect(checkSettingsForm({ ...filledSettings(), series: 'R' }).errors).toEqual({ rectifyingSeries: { code: 'billing.series_not_distinct' } });
    expect(checkSettingsForm({ ...filledSettings(), simplifiedSeries: 'P' }).errors).toEqual({ simplifiedSeries: { code: 'billing.series_invalid' } });
    expect(fieldOfSettingsCode('billing.series_not_distinct')).toBe('rectifyingSeries');
  });
});

describe('the invoices list by kind', () => {
  it('keeps the type filter in the URL, asks the server for it, and drops it on the quotes tab', () => {
    const state = listStateOf(new URLSearchParams('type=R1&status=paid'));
    expect(state).toMatchObject({ kind: 'invoice', invoiceType: 'R1', status: 'paid' });
    expect(isFiltered({ ...state, status: '' })).toBe(true);
    expect(searchOf(state)).toMatchObject({ type: 'R1' });
    expect(listQueryOf(state, '2026-05-20')).toMatchObject({ kind: 'invoice', invoiceType: 'R1' });
    expect(listStateOf(new URLSearchParams('tab=quote&type=R1')).invoiceType).toBe('');
    expect(listStateOf(new URLSearchParams('type=X9')).invoiceType).toBe('');
  });
});
