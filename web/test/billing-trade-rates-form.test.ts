// Issue 22 point 4 in the quote/invoice editor and the billing settings: the VAT choices that
// fit a photographer, each refusal on the field that caused it (the line's VAT, the IRPF), the
// withholding's default from the settings' activity, and quotes kept as they are until they
// become invoices.
import { describe, expect, it } from 'vitest';
import type { TradeIssuer } from '@fotostudio/shared/billing/trade-tax-rules';
import en from '../src/i18n/locales/en/billing.json';
import es from '../src/i18n/locales/es/billing.json';
import { checkDocumentForm, noWithholdingOf, type ClientValues, type DocumentFormValues } from '../src/features/billing/utils/document-form';
import { vatChoicesFor, vatCategoryOf, vatChoiceOf, type LineRow, type VatChoice } from '../src/features/billing/utils/document-lines';
import { emptyDocumentValues } from '../src/features/billing/utils/document-values';
import { checkSettingsForm, fieldOfSettingsCode, settingsFormOf } from '../src/features/billing/utils/settings-form';

const professional: TradeIssuer = { legalForm: 'self_employed', activity: 'professional', activityStartYear: null };
const business: ClientValues = {
  clientId: null,
  name: 'Eventos SL',
  email: 'facturas@eventos.example',
  taxId: 'B12345674',
  phone: '+34 600 000 000',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'España',
  professional: false,
  idType: 'nif',
  countryCode: '',
  viesCheckedOn: '',
};
const line = (vat: VatChoice, extra: Partial<LineRow> = {}): LineRow => ({ rowId: 'a', name: 'Copia firmada', variant: '', quantity: '1', unitPrice: '400', vat, ...extra });
const form = (kind: 'quote' | 'invoice', lines: LineRow[], changes: Partial<DocumentFormValues> = {}, issuer: TradeIssuer = professional): DocumentFormValues => ({
  ...emptyDocumentValues(kind, '2026-03-02', 'rate:21', false, { issuer }),
  client: business,
  lines,
  ...changes,
});
const errorsOf = (values: DocumentFormValues) => checkDocumentForm(values, 'EUR').errors;

describe('the VAT a line may carry', () => {
  it('offers 21 %, 10 %, the art. 20 exemptions with their cause, E2, E5 and not subject; press only to a natural person', () => {
    expect(vatChoicesFor('IVA', [], professional)).toEqual(['rate:21', 'rate:10', 'exempt:E1:teaching', 'exempt:E1:press', 'exempt:E2', 'exempt:E5', 'not_subject']);
    expect(vatChoicesFor('IVA', [], { legalForm: 'sl' })).not.toContain('exempt:E1:press');
    // A stored line keeps its own choice in the list (it is refused when issued, not rewritten).
    expect(vatChoicesFor('IVA', [], professional, 'rate:4')).toContain('rate:4');
    expect(vatCategoryOf('exempt:E1:teaching')).toEqual({ kind: 'exempt', exemption: 'E1', cause: 'teaching' });
    expect(vatChoiceOf({ kind: 'exempt', exemption: 'E1', cause: 'press' })).toBe('exempt:E1:press');
    expect(vatChoiceOf({ kind: 'exempt', exemption: 'E1' })).toBe('exempt:E1');
  });

  it('refuses 10 % on the line unless it is goods confirmed as an original art photograph, and sends what the line sells', () => {
    expect(errorsOf(form('invoice', [line('rate:10')]))?.lines.a?.vat).toEqual({ code: 'billing.vat_reduced_needs_art_work' });
    expect(errorsOf(form('invoice', [line('rate:10', { supply: 'goods' })]))?.lines.a?.vat).toEqual({ code: 'billing.vat_reduced_needs_art_work' });
    const art = checkDocumentForm(form('invoice', [line('rate:10', { supply: 'goods', artWork: true })]), 'EUR');
    expect(art.errors).toBeNull();
    expect(art.input?.products?.[0]).toMatchObject({ supply: 'goods', artWork: true, vat: { kind: 'rate', ratePercent: 10 } });
    expect(errorsOf(form('invoice', [line('rate:4')]))?.lines.a?.vat).toEqual({ code: 'billing.vat_rate_not_for_trade' });
    expect(errorsOf(form('invoice', [line('exempt:E1')]))?.lines.a?.vat).toEqual({ code: 'billing.exemption_cause_required' });
    expect(errorsOf(form('invoice', [line('exempt:E6')]))?.lines.a?.vat).toEqual({ code: 'billing.exemption_not_for_trade' });
    expect(errorsOf(form('invoice', [line('exempt:E1:press')], {}, { legalForm: 'sl' }))?.lines.a?.vat).toEqual({ code: 'billing.exemption_press_natural_person' });
  });

  it('keeps a quote as typed, and checks it once it is completed to become an invoice', () => {
    expect(errorsOf(form('quote', [line('rate:10')]))).toBeNull();
    expect(errorsOf(form('quote', [line('rate:10')], { completeForInvoice: true }))?.lines.a?.vat).toEqual({ code: 'billing.vat_reduced_needs_art_work' });
  });
});

describe('the IRPF withholding in the editor', () => {
  it('withholds nothing from a client abroad (an EU business by its VAT number) and says why; a Spanish business or professional may', () => {
    const euBusiness: ClientValues = { ...business, taxId: 'FR40303265045', idType: 'eu_vat', professional: true, country: 'Francia' };
    expect(noWithholdingOf(euBusiness)).toBe('abroad');
    expect(noWithholdingOf(business)).toBeNull();
    expect(noWithholdingOf({ ...business, taxId: '12345678Z' })).toBe('consumer');
    expect(noWithholdingOf({ ...business, taxId: '12345678Z', professional: true })).toBeNull();
    // The settings' default of 15 % is not sent for it (the server would refuse it on the IRPF field).
    expect(errorsOf(form('invoice', [line('rate:21')], { irpf: '15', client: euBusiness }))).toBeNull();
    for (const texts of [es, en]) expect(texts.billing.form.irpf.notApplicableAbroad).toBeTruthy();
  });
  it('starts at the settings default and refuses 7 % outside a new activity and any rate for a 973.1 studio, on the IRPF field', () => {
    expect(emptyDocumentValues('invoice', '2026-03-02', 'rate:21', false, { irpfRatePercent: 7 }).irpf).toBe('7');
    expect(emptyDocumentValues('invoice', '2026-03-02', 'rate:21', false, { irpfRatePercent: null }).irpf).toBe('none');
    expect(errorsOf(form('invoice', [line('rate:21')], { irpf: '15' }))).toBeNull();
    expect(errorsOf(form('invoice', [line('rate:21')], { irpf: '7' }))?.document.irpf).toEqual({ code: 'billing.irpf_reduced_not_new' });
    expect(errorsOf(form('invoice', [line('rate:21')], { irpf: '7' }, { ...professional, activityStartYear: 2024 }))).toBeNull();
    expect(errorsOf(form('invoice', [line('rate:21')], { irpf: '15' }, { ...professional, activity: 'studio' }))?.document.irpf).toEqual({ code: 'billing.irpf_studio' });
    expect(errorsOf(form('invoice', [line('rate:21')], { irpf: 'custom', irpfCustom: '19' }))?.document.irpf).toEqual({ code: 'billing.irpf_rate_not_legal' });
  });

  it('has the rule as its hint, and the line hints, in both languages', () => {
    for (const texts of [es, en]) {
      expect(texts.billing.form.irpf.hint).toMatch(/15 %.*7 %.*973\.1/);
      expect(texts.billing.form.lines.artWorkHint).toMatch(/30/);
      expect(texts.billing.settings.hints.activity).toMatch(/973\.1/);
    }
  });
});

describe('the activity in the billing settings', () => {
  it('reads settings without one as professional, sends the activity and its start year, and shows a bad year on its field', () => {
    const values = settingsFormOf(null, { country: 'España' });
    expect(values).toMatchObject({ activity: 'professional', activityStartYear: '' });
    const filled = { ...values, businessName: 'Estudio', legalForm: 'self_employed' as const, legalName: 'Ana Ruiz Gil', taxId: '12345678Z', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', email: 'f@example.com', phone: '+34 600 000 000' };
    expect(checkSettingsForm({ ...filled, activity: 'studio', activityStartYear: '2025' }).input).toMatchObject({ activity: 'studio', activityStartYear: 2025 });
    expect(checkSettingsForm(filled).input).toMatchObject({ activityStartYear: null });
    expect(checkSettingsForm({ ...filled, activityStartYear: '1800' }).errors?.activityStartYear).toEqual({ code: 'billing.activity_start_year_invalid' });
    expect(fieldOfSettingsCode('billing.activity_start_year_invalid')).toBe('activityStartYear');
  });
});
