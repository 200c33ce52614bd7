import { describe, expect, it } from 'vitest';
import { documentLines, documentTotals } from '../src/billing/document-lines.js';
import { billingSettingsInput, putBillingSettings } from '../src/contracts/billing/settings.js';
import { createQuote } from '../src/contracts/billing/document-routes.js';
import { exportQuery } from '../src/contracts/billing/document.js';
import { invoiceInput, quoteInput, rectifyInvoiceInput } from '../src/contracts/billing/document-input.js';
import { catalogueCodeOfIssues } from '../src/contracts/route.js';
import type * as z from 'zod';
import { exampleOf } from '../src/contracts/route-docs.js';

const codeOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? 'ok' : catalogueCodeOfIssues(parsed.error.issues);
};
const quote = exampleOf(createQuote).body;
const settings = exampleOf(putBillingSettings).body;

describe('billing contracts: every rule of spec section 5 with its own code', () => {
  it.each([
    ['the example', {}, 'ok'],
    ['client name under 2', { client: { ...quote.client, name: 'A' } }, 'billing.client_name_invalid'],
    ['client email missing', { client: { ...quote.client, email: '' } }, 'billing.client_email_required'],
    ['client email invalid', { client: { ...quote.client, email: 'lucia@' } }, 'billing.client_email_invalid'],
    ['client NIF/CIF missing', { client: { ...quote.client, taxId: '' } }, 'billing.client_tax_id_required'],
    ['client NIF wrong letter', { client: { ...quote.client, taxId: '12345678A' } }, 'tax_id.wrong_letter'],
    ['client phone missing', { client: { ...quote.client, phone: '' } }, 'billing.client_phone_required'],
    ['client address under 5', { client: { ...quote.client, address: 'C/ 1' } }, 'billing.client_address_invalid'],
    ['client city missing', { client: { ...quote.client, city: '' } }, 'billing.client_city_required'],
    ['postal code of 3 digits', { client: { ...quote.client, postalCode: '280' } }, 'billing.client_postal_code_invalid'],
    ['Spanish postal code of 4 digits', { client: { ...quote.client, postalCode: '2801' } }, 'billing.client_postal_code_invalid'],
    ['Spanish postal code of no province', { client: { ...quote.client, postalCode: '53001' } }, 'billing.client_postal_code_invalid'],
    ['British postal code in Spain', { client: { ...quote.client, postalCode: 'SW1A 2AA' } }, 'billing.client_postal_code_invalid'],
    ['British postal code in the UK', { client: { ...quote.client, country: 'Reino Unido', postalCode: 'SW1A 2AA' } }, 'ok'],
    ['no postal code abroad', { client: { ...quote.client, country: 'United Arab Emirates', postalCode: '' } }, 'ok'],
    ['postal code abroad with a symbol', { client: { ...quote.client, country: 'France', postalCode: '75001!' } }, 'billing.client_postal_code_foreign_invalid'],
    ['session title under 3', { session: { title: 'Bo' } }, 'billing.session_title_invalid'],
    ['session price without a title', { session: { title: '' } }, 'billing.session_data_without_title'],
    ['nothing priced', { session: { title: '' }, pricing: {}, products: [{ name: 'Regalo', quantity: 1, unitPriceCents: 0 }] }, 'billing.amount_required'],
    ['product without a name', { products: [{ name: '', quantity: 1, unitPriceCents: 100 }] }, 'billing.product_name_required'],
    ['product quantity 0', { products: [{ name: 'Álbum', quantity: 0, unitPriceCents: 100 }] }, 'billing.product_quantity_invalid'],
    ['negative unit price', { products: [{ name: 'Álbum', quantity: 1, unitPriceCents: -1 }] }, 'billing.product_price_invalid'],
    ['VAT rate of 15 %', { products: [{ name: 'Álbum', quantity: 1, unitPriceCents: 100, vat: { kind: 'rate', ratePercent: 15 } }] }, 'billing.tax_rate_invalid'],
    ['IRPF above 100', { client: { ...quote.client, taxId: 'B12345674' }, irpfRatePercent: 101 }, 'billing.irpf_rate_invalid'],
    ['IRPF for a private client', { irpfRatePercent: 15 }, 'billing.irpf_not_applicable'],
    ['due date on the issue date', { dueDate: quote.issueDate }, 'billing.due_date_before_issue'],
  ])('%s (a full invoice)', (_name, changes, code) => {
    expect(codeOf(invoiceInput, { ...quote, ...changes })).toBe(code);
  });

  it('takes a quote for a client who gives only a name, checking what else is given (issue 22 A)', () => {
    const named = { ...quote.client, email: '', taxId: '', phone: '', address: '', city: '', postalCode: '', country: null };
    expect(codeOf(quoteInput, { ...quote, client: named })).toBe('ok');
    expect(codeOf(quoteInput, { ...quote, client: { ...named, name: 'A' } })).toBe('billing.client_name_invalid');
    expect(codeOf(quoteInput, { ...quote, client: { ...named, email: 'lucia@' } })).toBe('billing.client_email_invalid');
    expect(codeOf(quoteInput, { ...quote, client: { ...named, address: 'C/ 1' } })).toBe('billing.client_address_invalid');
    expect(codeOf(quoteInput, { ...quote, client: { ...named, postalCode: '2801' } })).toBe('billing.client_postal_code_invalid');
    expect(codeOf(quoteInput, { ...quote, client: { ...named, taxId: '12345678A' } })).toBe('tax_id.wrong_letter');
    expect(codeOf(invoiceInput, { ...quote, client: named })).toBe('billing.client_email_required');
  });

  it('takes a simplified invoice without recipient up to 3,000.00 EUR with VAT, without IRPF', () => {
    const blank = { name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' };
    const simplified = { ...quote, invoiceType: 'F2', client: blank, session: { title: '' }, pricing: {} };
    const priced = (unitPriceCents: number) => [{ name: 'Copias', quantity: 1, unitPriceCents, vat: { kind: 'rate', ratePercent: 21 } }];
    expect(codeOf(invoiceInput, { ...simplified, products: priced(247_934) })).toBe('ok');
    expect(codeOf(invoiceInput, { ...simplified, products: priced(247_935) })).toBe('billing.simplified_over_limit');
    expect(codeOf(invoiceInput, { ...simplified, products: priced(1_000), irpfRatePercent: 15 })).toBe('billing.simplified_no_irpf');
    expect(codeOf(invoiceInput, { ...simplified, products: priced(1_000), client: { ...blank, email: 'lucia@' } })).toBe('billing.client_email_invalid');
    expect(codeOf(invoiceInput, { ...simplified, invoiceType: 'F1', products: priced(1_000) })).toBe('billing.client_name_invalid');
    // RD 1619/2012 art. 4.3: never for an intra-Community supply of goods, nor for a business established abroad.
    const e5 = [{ name: 'Copias', quantity: 1, unitPriceCents: 1_000, vat: { kind: 'exempt', exemption: 'E5' } }];
    expect(codeOf(invoiceInput, { ...simplified, products: e5 })).toBe('billing.simplified_intra_eu_supply');
    // A full invoice may carry it, to a business with the EU VAT number of another member state (issue 22 point 1).
    expect(codeOf(invoiceInput, { ...simplified, invoiceType: 'F1', client: quote.client, products: e5 })).toBe('billing.intra_eu_supply_needs_eu_vat');
    const euBusiness = { ...quote.client, idType: 'eu_vat', taxId: 'DE123456789', country: 'Alemania', postalCode: '10115' };
    expect(codeOf(invoiceInput, { ...simplified, invoiceType: 'F1', client: euBusiness, products: e5 })).toBe('ok');
    const abroad = { ...blank, name: 'Atelier Lumière', country: 'Francia' };
    expect(codeOf(invoiceInput, { ...simplified, products: priced(1_000), client: { ...abroad, taxId: 'B12345674' } })).toBe('billing.simplified_business_abroad');
    expect(codeOf(invoiceInput, { ...simplified, products: priced(1_000), client: { ...abroad, isProfessional: true } })).toBe('billing.simplified_business_abroad');
    expect(codeOf(invoiceInput, { ...simplified, products: priced(1_000), client: abroad })).toBe('ok');
    expect(codeOf(invoiceInput, { ...simplified, products: priced(1_000), client: { ...blank, name: 'Bodega Ruiz SL', taxId: 'B12345674' } })).toBe('ok');
    expect(invoiceInput.parse(quote).invoiceType).toBe('F1');
  });

  it.each([
    ['by differences, negative', { method: 'I', products: [{ name: 'Descuento', quantity: 1, unitPriceCents: -5_000 }] }, 'ok'],
    ['by substitution, negative', { method: 'S', products: [{ name: 'Descuento', quantity: 1, unitPriceCents: -5_000 }] }, 'billing.product_price_invalid'],
    ['by substitution, nothing priced', { method: 'S', products: [{ name: 'Regalo', quantity: 1, unitPriceCents: 0 }] }, 'billing.amount_required'],
    ['by differences, no change', { method: 'I', products: [{ name: 'Nada', quantity: 1, unitPriceCents: 0 }] }, 'billing.rectification_no_change'],
    ['without a reason', { method: 'I', reason: ' ', products: [{ name: 'Descuento', quantity: 1, unitPriceCents: -100 }] }, 'billing.rectification_reason_required'],
    ['R5 with IRPF', { method: 'I', rectificationType: 'R5', irpfRatePercent: 15, products: [{ name: 'Descuento', quantity: 1, unitPriceCents: -100 }] }, 'billing.simplified_no_irpf'],
  ])('rectifying invoice: %s', (_name, changes, code) => {
    expect(codeOf(rectifyInvoiceInput, { reason: 'Descuento acordado', issueDate: '2026-03-20', ...changes })).toBe(code);
  });

  it('refuses the quotes series for an invoice', () => {
    expect(codeOf(invoiceInput, { ...quote, series: 'P' })).toBe('billing.series_invalid');
    expect(codeOf(invoiceInput, { ...quote, series: 'R' })).toBe('ok');
  });

  it.each([
    ['the example', {}, 'ok'],
    ['no business name', { businessName: '' }, 'billing.business_name_required'],
    ['no tax id', { taxId: '' }, 'billing.tax_id_required'],
    ['a CIF for a self-employed photographer', { taxId: 'B12345674' }, 'billing.tax_id_legal_form_mismatch'],
    ['an L personal NIF for a self-employed photographer', { taxId: 'L1234567L' }, 'ok'],
    ['an M personal NIF for a company', { taxId: 'M1234567L', legalForm: 'sl' }, 'billing.tax_id_legal_form_mismatch'],
    ['a J CIF with a letter control for a company', { taxId: 'J1234567D', legalForm: 'sl' }, 'ok'],
    ['a J CIF with neither control', { taxId: 'J12345675', legalForm: 'sl' }, 'tax_id.wrong_control_either'],
    ['no address', { address: '' }, 'billing.address_required'],
    ['no phone', { phone: '' }, 'billing.phone_required'],
    ['an invalid email', { email: 'facturas@' }, 'billing.email_invalid'],
    ['an IBAN with one digit changed', { iban: 'ES7921000813600123456789' }, 'billing.iban_invalid'],
    ['next number 0', { nextInvoiceNumber: 0 }, 'billing.next_number_invalid'],
    ['no rectifying or simplified series (their defaults)', { rectifyingSeries: undefined, simplifiedSeries: undefined }, 'ok'],
    ['the rectifying series equal to the main one', { series: 'A', rectifyingSeries: 'A' }, 'billing.series_not_distinct'],
    ['the simplified series equal to the rectifying one', { simplifiedSeries: 'R' }, 'billing.series_not_distinct'],
    ['an empty simplified series', { simplifiedSeries: '' }, 'billing.series_invalid'],
    ['the quotes series for rectifying invoices', { rectifyingSeries: 'P' }, 'billing.series_invalid'],
  ])('billing settings: %s', (_name, changes, code) => {
    expect(codeOf(billingSettingsInput, { ...settings, ...changes })).toBe(code);
  });

  it('keeps the IBAN in electronic form', () => {
    expect(billingSettingsInput.parse(settings).iban).toBe('ES9121000418450200051332');
  });

  it('refuses an export period that ends before it starts or spans more than a year', () => {
    expect(codeOf(exportQuery, { from: '2026-04-01', to: '2026-03-31', format: 'csv' })).toBe('billing.export_period_invalid');
    expect(codeOf(exportQuery, { from: '2025-01-01', to: '2026-03-31', format: 'csv' })).toBe('billing.export_period_invalid');
    expect(codeOf(exportQuery, { from: '2026-01-01', to: '2026-12-31', format: 'xlsx' })).toBe('ok');
  });
});

describe('document lines', () => {
  const vat = { kind: 'rate', ratePercent: 21 } as const;
  const pricing = { sessionPriceCents: 150_000, includedPhotos: 50, extraPhotoPriceCents: 1_000, selectedImagesCount: 55, completeGallery: false, completeGalleryPriceCents: 60_000, sessionVat: vat };

  it('prices the extra photos beyond the included ones, or the complete gallery instead', () => {
    expect(documentLines(pricing, []).map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([
      ['session', 1, 150_000],
      ['extra_photos', 5, 1_000],
    ]);
    expect(documentLines({ ...pricing, completeGallery: true }, []).map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([
      ['session', 1, 150_000],
      ['complete_gallery', 1, 60_000],
    ]);
  });

  it('totals the worked example: 1,550 € + album 250 € at 21 %, IRPF 15 %', () => {
    const { totals } = documentTotals(pricing, [{ name: 'Álbum', variant: null, quantity: 1, unitPriceCents: 25_000, vat }], 15);
    expect(totals).toMatchObject({ baseCents: 180_000, vatCents: 37_800, irpf: { amountCents: 27_000 }, totalCents: 190_800 });
  });
});
