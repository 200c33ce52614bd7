// The dialog that replaces simplified invoices with a full one (F3): which invoices it offers,
// and each problem, the contract's or the server's, on the field that caused it.
import type { DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { describe, expect, it } from 'vitest';
import { billingDocumentFixture } from '../../functions/test/support/billing-documents';
import { checkDocumentForm } from '../src/features/billing/utils/document-form';
import { documentValuesOf } from '../src/features/billing/utils/document-values';
import { canBeSubstituted, checkSubstituteForm, fieldOfSubstituteCode, substitutableOf, substituteStartValues } from '../src/features/billing/utils/substitute-form';

const consumer = { ...billingDocumentFixture().client, name: '', taxId: '', taxIdType: 'none' as const, isProfessional: false, address: '', phone: '', email: '', city: '', postalCode: '' };
const simplified = billingDocumentFixture({ invoiceType: 'F2', series: 'S', number: 'S-2026-0003', client: consumer });
const agency = { name: 'Agencia Sol SL', email: 'hola@agenciasol.example', taxId: 'B12345674', phone: '+34 954 000 000', address: 'Calle Luna 3', city: 'Sevilla', postalCode: '41001', country: 'España' };

describe('the substitute dialog', () => {
  it('offers simplified invoices recorded as such, not cancelled, rectified, replaced or qualified (art. 7.2)', () => {
    expect(canBeSubstituted(simplified)).toBe(true);
    expect(canBeSubstituted({ ...simplified, invoiceType: 'F1' })).toBe(false);
    expect(canBeSubstituted({ ...simplified, status: 'cancelled' })).toBe(false);
    expect(canBeSubstituted({ ...simplified, substitutedBy: { documentId: 'x', number: '2026-0009' } })).toBe(false);
    expect(canBeSubstituted({ ...simplified, rectifiedBy: [{ documentId: 'y', number: 'R-2026-0001', invoiceType: 'R5' }] })).toBe(false);
    // A qualified simplified invoice (art. 7.2) is recorded as F1: already a full invoice.
    expect(canBeSubstituted({ ...simplified, recordedType: 'F1' })).toBe(false);

    const row = (changes: Partial<DocumentSummary>): DocumentSummary =>
      ({ documentId: changes.number ?? 'n', kind: 'invoice', number: 'S-1', status: 'paid', invoiceType: 'F2', clientId: null, substitutedBy: null, totalCents: 100, ...changes }) as DocumentSummary;
    const rows = [row({ number: 'S-1' }), row({ number: 'S-2', clientId: 'c1' }), row({ number: 'S-3', clientId: 'c2' }), row({ number: 'S-4', status: 'cancelled' }), row({ number: 'S-5', substitutedBy: { documentId: 'f', number: '1' } }), row({ number: 'A-1', invoiceType: 'F1' }), row({ number: 'S-6', recordedType: 'F1' })];
    expect(substitutableOf(rows, 'c1').map((r) => r.number)).toEqual(['S-1', 'S-2']);
    expect(substitutableOf(rows, null).map((r) => r.number)).toEqual(['S-1']);
  });

  it('asks for the client as a full invoice does and at least one invoice, each on its field', () => {
    const start = substituteStartValues(simplified, '2026-11-25');
    expect(start.invoiceIds).toEqual([simplified.documentId]);
    const blank = checkSubstituteForm({ ...start, invoiceIds: [] });
    expect(blank.input).toBeNull();
    expect(blank.errors?.fields.invoices).toEqual({ code: 'billing.substitution_none_chosen' });
    expect(blank.errors?.client).toMatchObject({ name: { message: 'required' }, taxId: { message: 'required' }, address: { message: 'required' } });

    const badNif = checkSubstituteForm({ ...start, client: { ...start.client, ...agency, taxId: 'B12345670' } });
    expect(badNif.errors?.client.taxId).toMatchObject({ code: 'tax_id.wrong_control' });
    expect(badNif.errors?.fields).toEqual({});

    const ok = checkSubstituteForm({ ...start, client: { ...start.client, ...agency } });
    expect(ok.errors).toBeNull();
    expect(ok.input).toMatchObject({ invoiceIds: [simplified.documentId], issueDate: '2026-11-25', client: { taxId: 'B12345674', country: 'España' } });
  });

  it("carries a saved document's client to the request as it was: the substitute's and the document modal's alike", () => {
    const client = { ...billingDocumentFixture().client, ...agency, clientId: '0b7e4f3a-5c1d-4e2f-9a8b-6c7d8e9f0a1b', isProfessional: true };
    const saved = billingDocumentFixture({ client });
    const sent = { clientId: '0b7e4f3a-5c1d-4e2f-9a8b-6c7d8e9f0a1b', ...agency, isProfessional: true };
    expect(checkSubstituteForm(substituteStartValues(saved, '2026-11-25')).input?.client).toEqual(sent);
    const document = checkDocumentForm(documentValuesOf(saved, 'es'), 'EUR');
    expect(document.errors).toBeNull();
    expect(document.input?.client).toMatchObject(sent);
  });

  it("puts the server's refusals on the list of invoices or the date", () => {
    expect(fieldOfSubstituteCode('billing.substitution_already_substituted')).toBe('invoices');
    expect(fieldOfSubstituteCode('billing.substitution_other_client')).toBe('invoices');
    expect(fieldOfSubstituteCode('billing.substitution_date_before_original')).toBe('issueDate');
    expect(fieldOfSubstituteCode('billing.number_generation_failed')).toBeUndefined();
  });
});
