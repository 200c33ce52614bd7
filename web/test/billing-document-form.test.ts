import { describe, expect, it } from 'vitest';
import { billingDocumentFixture } from '../../functions/test/support/billing-documents';
import { basicStepErrors, checkDocumentForm, clientFieldRequired, hasProblems, liveDocumentTotals } from '../src/features/billing/utils/document-form';
import { documentValuesOf, emptyDocumentValues } from '../src/features/billing/utils/document-values';
import { blockingDocumentOf, documentHref } from '../src/features/sessions/utils/session-invoicing';
import { listQueryOf, listStateOf, periodRange } from '../src/features/billing/utils/list-state';
import { allowedActions } from '../src/features/billing/utils/document-actions';
import { consumerClient as client } from './billing-form-values';

const filled = () => ({
  ...emptyDocumentValues('quote', '2026-03-02', 'rate:21'),
  client,
  lines: [{ rowId: 'a', name: 'Álbum', variant: '30x30', quantity: '2', unitPrice: '125,50', vat: 'rate:21' as const }],
});

describe('the new quote/invoice form', () => {
  it('sends cents and the contract accepts it', () => {
    const checked = checkDocumentForm(filled(), 'EUR');
    expect(checked.errors).toBeNull();
    expect(checked.input?.products).toEqual([{ name: 'Álbum', variant: '30x30', quantity: 2, unitPriceCents: 12_550, vat: { kind: 'rate', ratePercent: 21 } }]);
  });

  it("keeps a quote's internal notes when it is saved again (the modal does not show them)", () => {
    expect(checkDocumentForm({ ...filled(), internalNotes: ' Llamar el lunes ' }, 'EUR').input?.internalNotes).toBe('Llamar el lunes');
    expect(checkDocumentForm(filled(), 'EUR').input?.internalNotes).toBeNull();
  });

  it("names every empty client field of a full invoice at once, with the catalogue code where the contract has one", () => {
    const values = { ...filled(), kind: 'invoice' as const, client: { ...client, name: 'L', email: '', taxId: '12345678A', city: '' } };
    const checked = checkDocumentForm(values, 'EUR');
    const errors = basicStepErrors(checked.errors ?? { client: {}, session: {}, document: {}, lines: {} });
    expect(Object.keys(errors.client).sort()).toEqual(['city', 'email', 'name', 'taxId']);
    expect(errors.client.taxId).toEqual({ code: 'tax_id.wrong_letter', params: { expected: 'Z' } });
    const either = checkDocumentForm({ ...values, client: { ...client, taxId: 'V1234567E' } }, 'EUR');
    expect(basicStepErrors(either.errors ?? { client: {}, session: {}, document: {}, lines: {} }).client.taxId).toEqual({
      code: 'tax_id.wrong_control_either',
      params: { digit: '4', letter: 'D' },
    });
    expect(checkDocumentForm({ ...values, client: { ...client, taxId: 'M1234567L' } }, 'EUR').errors).toBeNull();
  });

  it('takes a quote for a client who gives only a name, and checks what else is given (issue 22 A)', () => {
    const named = { ...client, email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' };
    expect(checkDocumentForm({ ...filled(), client: named }, 'EUR').errors).toBeNull();
    expect(checkDocumentForm({ ...filled(), client: { ...named, name: '' } }, 'EUR').errors?.client).toEqual({ name: { code: 'billing.client_name_invalid' } });
    expect(checkDocumentForm({ ...filled(), client: { ...named, postalCode: '2801' } }, 'EUR').errors?.client).toEqual({ postalCode: { code: 'billing.client_postal_code_invalid' } });
    expect(checkDocumentForm({ ...filled(), client: { ...named, country: 'Reino Unido', postalCode: 'SW1A 2AA' } }, 'EUR').errors).toBeNull();
    expect(checkDocumentForm({ ...filled(), client: { ...named, country: 'Reino Unido', postalCode: 'SW1A 2AA' } }, 'EUR').input?.client.country).toBe('Reino Unido');
  });

  it("shows on each field what a quote's client lacks for a full invoice when it is opened to be converted", () => {
    const quote = billingDocumentFixture({ kind: 'quote', status: 'pending', invoiceType: null });
    const bare = { ...quote, client: { ...quote.client, taxId: '', phone: '', address: '', city: '', postalCode: '', country: null } };
    expect(checkDocumentForm(documentValuesOf(bare, 'es'), 'EUR').errors).toBeNull();
    const completing = documentValuesOf(bare, 'es', true);
    expect(checkDocumentForm(completing, 'EUR').errors?.client).toEqual({
      taxId: { code: 'billing.client_tax_id_required' },
      phone: { code: 'billing.client_phone_required' },
      address: { code: 'billing.client_address_invalid' },
      city: { code: 'billing.client_city_required' },
      postalCode: { code: 'billing.client_postal_code_invalid' },
    });
    const abroad = { ...completing, client: { ...completing.client, taxId: '12345678Z', phone: '+44 20 7946 0000', address: '10 Downing Street', city: 'London', country: 'Reino Unido' } };
    expect(checkDocumentForm(abroad, 'EUR').errors).toBeNull();
    // A postal code is marked required in Spain only: some countries have none.
    expect(clientFieldRequired('full', 'postalCode', { country: '' })).toBe(true);
    expect(clientFieldRequired('full', 'postalCode', { country: 'Reino Unido' })).toBe(false);
    expect(clientFieldRequired('named', 'taxId', { country: '' })).toBe(false);
  });

  it('refuses session prices without a session title, a due date not after the issue date, and no amount', () => {
    const values = { ...filled(), lines: [], dueDate: '2026-03-02', session: { ...filled().session, price: '100' } };
    const checked = checkDocumentForm(values, 'EUR');
    expect(checked.errors?.session.title).toEqual({ code: 'billing.session_data_without_title' });
    const dated = checkDocumentForm({ ...filled(), dueDate: '2026-03-02' }, 'EUR');
    expect(dated.errors?.document.dueDate).toEqual({ code: 'billing.due_date_before_issue' });
    const empty = checkDocumentForm({ ...filled(), lines: [] }, 'EUR');
    expect(empty.errors?.document.amount).toEqual({ code: 'billing.amount_required' });
    expect(hasProblems(basicStepErrors(empty.errors ?? { client: {}, session: {}, document: {}, lines: {} }))).toBe(false);
  });

  it('totals what is typed with the shared functions: IRPF only for a business or professional', () => {
    const values = { ...filled(), irpf: '15' as const };
    expect(liveDocumentTotals(values, 'EUR')).toMatchObject({ baseCents: 25_100, vatCents: 5_271, irpf: null, totalCents: 30_371 });
    const professional = { ...values, client: { ...client, professional: true } };
    expect(liveDocumentTotals(professional, 'EUR')).toMatchObject({ irpf: { amountCents: 3_765 }, totalCents: 26_606 });
  });
});

describe('the invoices list', () => {
  it('reads its state from the URL and asks for the period of the filter', () => {
    const state = listStateOf(new URLSearchParams('tab=quote&status=overdue&period=quarter&page=3'));
    // Overdue is an invoice status: on the quotes tab it is dropped.
    expect(state).toMatchObject({ kind: 'quote', status: '', period: 'quarter', page: 3 });
    expect(periodRange(state, '2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-05-20' });
    expect(listQueryOf({ ...state, kind: 'invoice', status: 'overdue' }, '2026-05-20')).toMatchObject({ kind: 'invoice', status: 'overdue', from: '2026-04-01' });
  });

  it('offers the actions each status allows: an issued invoice is never edited', () => {
    expect(allowedActions({ kind: 'quote', status: 'pending', sentAt: null })).toMatchObject({ edit: true, remove: true, convert: true, markPaid: false });
    expect(allowedActions({ kind: 'quote', status: 'converted', sentAt: null })).toMatchObject({ edit: false, remove: false, convert: false });
    expect(allowedActions({ kind: 'invoice', status: 'overdue', sentAt: '2026-01-01T00:00:00Z' })).toMatchObject({ edit: false, remove: false, markPaid: true, markSent: false, cancel: true });
    expect(allowedActions({ kind: 'invoice', status: 'paid', sentAt: null })).toMatchObject({ markPaid: false, markUnpaid: true, cancel: false, rectify: true });
    expect(allowedActions({ kind: 'invoice', status: 'cancelled', sentAt: null })).toMatchObject({ cancel: false, rectify: false });
    expect(allowedActions({ kind: 'quote', status: 'pending', sentAt: null })).toMatchObject({ rectify: false });
    // A simplified invoice an F3 replaced: neither cancelled nor rectified (issue 22 point 9).
    expect(allowedActions({ kind: 'invoice', status: 'draft', sentAt: null, substitutedBy: { number: '2026-0009' } })).toMatchObject({ cancel: false, rectify: false, markPaid: true });
    expect(allowedActions({ kind: 'invoice', status: 'draft', sentAt: null, substitutedBy: null })).toMatchObject({ cancel: true, rectify: true });
  });
});

describe("the session's invoicing actions", () => {
  const row = (kind: 'quote' | 'invoice', status: string, documentId: string) =>
    ({ documentId, kind, status, number: documentId, issueDate: '2026-03-02' }) as unknown as Parameters<typeof blockingDocumentOf>[0][number];

  it('blocks a quote and a simplified invoice alike while the session has an official invoice or a pending quote', () => {
    expect(blockingDocumentOf([])).toBeNull();
    expect(blockingDocumentOf([row('invoice', 'cancelled', 'a')])).toBeNull();
    expect(blockingDocumentOf([row('quote', 'pending', 'q'), row('invoice', 'draft', 'f')])?.documentId).toBe('f');
    expect(blockingDocumentOf([row('quote', 'pending', 'q')])?.documentId).toBe('q');
    expect(documentHref({ documentId: 'q', kind: 'quote' })).toBe('/dashboard/invoices?tab=quote&open=q');
    expect(documentHref({ documentId: 'f', kind: 'invoice' })).toBe('/dashboard/invoices?open=f');
  });
});
