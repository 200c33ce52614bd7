import { documentTotals } from '@fotostudio/shared/billing/document-lines';
import { convertQuote, createQuote, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { getBillingSettings, putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '@fotostudio/shared/verifactu/chain';
import { todayInMadrid, addDays } from '@fotostudio/shared/dates/billing-days';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

describe('billing: settings, quotes, invoices and their numbering', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    callApi({ method, path, token: user.accessToken, body, query });
  const issue = (changes: Record<string, unknown> = {}) => api('POST', '/api/billing/invoices', documentBody(changes));
  const quote = async (changes: Record<string, unknown> = {}) => {
    const answer = await api('POST', '/api/billing/quotes', documentBody(changes));
    expect(answer.status, answer.text).toBe(201);
    return documentOf(answer);
  };

  beforeAll(async () => {
    user = await createPhotographer('billing');
  });

  it('blocks quotes and invoices until billing setup is complete, then tells it is', async () => {
    const status = await api('GET', '/api/billing/settings/status');
    expect(status.body).toEqual({ complete: false, missing: ['businessName', 'legalForm', 'taxId', 'address', 'city', 'postalCode', 'country', 'email', 'phone', 'legalName'] });
    expect(refusal(await api('POST', '/api/billing/quotes', documentBody()))).toEqual({ status: 409, code: 'billing.setup_incomplete' });
    expect(refusal(await issue())).toEqual({ status: 409, code: 'billing.setup_incomplete' });
    expect(refusal(await api('GET', '/api/billing/invoices/number-check'))).toEqual({ status: 409, code: 'billing.setup_incomplete' });
    const saved = await completeBillingSettings(user.accessToken, { iban: 'es91 2100 0418 4502 0005 1332' });
    expect(saved.body).toMatchObject({ settings: { iban: 'ES9121000418450200051332', nextInvoiceNumber: 1 }, status: { complete: true, missing: [] } });
  });

  it('refuses a wrong IBAN control digit and a tax id that does not fit the legal form', async () => {
    const base = { businessName: 'Estudio', legalForm: 'self_employed', legalName: 'Ana Ruiz Gil', taxId: '12345678Z', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'España', email: 'f@example.com', phone: '+34 600 000 000' };
    expect(refusal(await api('PUT', '/api/billing/settings', { ...base, iban: 'ES9121000418450200051333' }))).toEqual({ status: 400, code: 'billing.iban_invalid' });
    expect(refusal(await api('PUT', '/api/billing/settings', { ...base, legalForm: 'sl' }))).toEqual({ status: 400, code: 'billing.tax_id_legal_form_mismatch' });
    expect(refusal(await api('PUT', '/api/billing/settings', { ...base, nextInvoiceNumber: 0 }))).toEqual({ status: 400, code: 'billing.next_number_invalid' });
  });

  it('computes the totals with the shared functions, per line VAT and IRPF for a business client', async () => {
    const business = { ...exampleOf(createQuote).body.client, clientId: null, taxId: 'B12345674', name: 'Eventos SL' };
    const created = await quote({ client: business, irpfRatePercent: 15 });
    const body = documentBody({ client: business, irpfRatePercent: 15 }) as { pricing: never; products: never[] };
    const expected = documentTotals(
      { ...(body.pricing as object), sessionVat: { kind: 'rate', ratePercent: 21 } } as never,
      (body.products as { vat: unknown }[]).map((p) => ({ ...p, variant: null })) as never,
      15,
    ).totals;
    expect(created.totals).toMatchObject({ baseCents: expected.baseCents, vatCents: expected.vatCents, totalCents: expected.totalCents });
    expect(created.totals.irpf?.amountCents).toBe(expected.irpf?.amountCents);
    expect(created).toMatchObject({ kind: 'quote', status: 'pending', client: { isCompany: true, taxIdType: 'CIF', language: 'es' } });
    expect(created.number).toMatch(/^P-\d{4}-\d{4}$/);
    // IRPF only for a business or a professional.
    expect(refusal(await api('POST', '/api/billing/quotes', documentBody({ irpfRatePercent: 15 })))).toEqual({ status: 400, code: 'billing.irpf_not_applicable' });
  });

  it('gives 50 invoices issued at once in one series 50 consecutive numbers, and refused requests none', async () => {
    const day = todayInMadrid();
    const valid = Array.from({ length: 50 }, () => issue({ series: 'C', issueDate: day, dueDate: addDays(day, 30) }));
    const invalid = [
      issue({ series: 'C', issueDate: day, dueDate: day }),
      issue({ series: 'C', issueDate: day, dueDate: addDays(day, 30), number: 'C-2099-0001' }),
      issue({ series: 'C', issueDate: day, dueDate: addDays(day, 30), client: { ...exampleOf(createQuote).body.client, clientId: randomUUID() } }),
      issue({ series: 'C', issueDate: day, dueDate: addDays(day, 30), pricing: {}, products: [], session: { title: '' } }),
    ];
    const answers = await Promise.all([...valid, ...invalid]);
    const issued = answers.slice(0, 50);
    for (const answer of issued) expect(answer.status, answer.text).toBe(201);
    expect(answers.slice(50).map(refusal)).toEqual([
      { status: 400, code: 'billing.due_date_before_issue' },
      { status: 409, code: 'billing.number_not_next' },
      { status: 404, code: 'billing.client_not_found' },
      { status: 400, code: 'billing.amount_required' },
    ]);
    const year = day.slice(0, 4);
    const numbers = issued.map((a) => documentOf(a).number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `C-${year}-${String(i + 1).padStart(4, '0')}`));
    const check = await api('GET', '/api/billing/invoices/number-check', undefined, { series: 'C', number: `C-${year}-0051` });
    expect(check.body).toMatchObject({ nextNumber: `C-${year}-0051`, available: true });
    const taken = await api('GET', '/api/billing/invoices/number-check', undefined, { series: 'C', number: `C-${year}-0007` });
    expect(taken.body).toMatchObject({ available: false, code: 'billing.number_taken' });
    expect(documentOf(await issue({ series: 'C', issueDate: day, dueDate: addDays(day, 30), number: `C-${year}-0051` })).number).toBe(`C-${year}-0051`);
  }, 120_000);

  it('chains the records of those 51 invoices in one unbroken VERI*FACTU chain, and a cancellation after them', async () => {
    const { settings } = responseOf(getBillingSettings, await api('GET', '/api/billing/settings'));
    if (!settings) throw new Error('billing settings are set up before the invoices');
    const nif = settings.taxId;
    const records = await chainRecords(user.sub, nif);
    expect(records.map((r) => r.position)).toEqual(Array.from({ length: 51 }, (_, i) => String(i + 1).padStart(10, '0')));
    const parsed = records.map(parseRecord);
    expect(parsed.every((r) => r.kind === 'alta')).toBe(true);
    const year = todayInMadrid().slice(0, 4);
    const numbers = parsed.map((r) => (r.kind === 'alta' ? r.IDFactura.NumSerieFactura : '')).sort();
    expect(numbers).toEqual(Array.from({ length: 51 }, (_, i) => `C-${year}-${String(i + 1).padStart(4, '0')}`));
    expect(parsed[0]?.Encadenamiento).toEqual({ PrimerRegistro: 'S' });
    expect(verifyChain(parsed).every((r) => r.chainVerified)).toBe(true);

    const invoice = records[6];
    const cancelled = await api('POST', `/api/billing/invoices/${invoice?.documentId}/cancel`, { reason: 'Emitida por error' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const after = (await chainRecords(user.sub, nif)).map(parseRecord);
    expect(after).toHaveLength(52);
    const last = after[51];
    expect(last).toMatchObject({
      kind: 'anulacion',
      IDFactura: { IDEmisorFacturaAnulada: nif, NumSerieFacturaAnulada: documentOf(cancelled).number },
      Encadenamiento: { RegistroAnterior: { Huella: after[50]?.Huella } },
    });
    expect(verifyChain(after).every((r) => r.chainVerified)).toBe(true);
    // The stored record is the one built: an edited amount breaks the chain from it on.
    const tampered = after.map((r, i) => (i === 20 && r.kind === 'alta' ? { ...r, ImporteTotal: '1.00' } : r));
    expect(verifyChain(tampered).map((r) => r.chainVerified)).toEqual(after.map((_, i) => i < 20));
  });

  it('keeps the issue dates in order, whatever the series (issue 22 point 5)', async () => {
    const today = todayInMadrid();
    const year = today.slice(0, 4);
    expect((await issue({ series: 'D', issueDate: today, dueDate: addDays(today, 30) })).status).toBe(201);
    expect(refusal(await issue({ series: 'D', issueDate: addDays(today, -1), dueDate: addDays(today, 29) }))).toEqual({ status: 409, code: 'billing.date_before_last' });
    const check = await api('GET', '/api/billing/invoices/number-check', undefined, { series: 'D2', issueDate: today });
    expect(check.body).toEqual({ nextNumber: `D2-${year}-0001`, available: null, code: null, earliestIssueDate: today });
    expect(documentOf(await issue({ series: 'D', issueDate: today, dueDate: addDays(today, 30) })).number).toBe(`D-${year}-0002`);
  });

  it('converts a quote once, even when two conversions race, into a new invoice; the converted quote is kept as it was', async () => {
    const created = await quote({ issueDate: '2026-04-01', dueDate: '2026-04-16' });
    const [first, second] = await Promise.all([
      api('POST', `/api/billing/quotes/${created.documentId}/convert`, { series: 'E', issueDate: todayInMadrid() }),
      api('POST', `/api/billing/quotes/${created.documentId}/convert`, { series: 'E', issueDate: todayInMadrid() }),
    ]);
    const [won, lost] = first.status <= second.status ? [first, second] : [second, first];
    expect([won, lost].map(refusal)).toEqual([{ status: 201, code: undefined }, { status: 409, code: 'billing.quote_already_converted' }]);
    const { quote: converted, invoice } = responseOf(convertQuote, won);
    expect(converted).toMatchObject({ status: 'converted', invoiceId: invoice.documentId });
    expect(converted.convertedAt).not.toBeNull();
    const year = todayInMadrid().slice(0, 4);
    expect(invoice).toMatchObject({ kind: 'invoice', number: `E-${year}-0001`, originalQuoteId: created.documentId, issueDate: todayInMadrid(), dueDate: addDays(todayInMadrid(), 15) });
    expect(invoice.totals).toEqual(created.totals);
    expect(refusal(await api('PUT', `/api/billing/quotes/${created.documentId}`, documentBody()))).toEqual({ status: 409, code: 'billing.quote_converted_edit' });
    expect(refusal(await api('DELETE', `/api/billing/quotes/${created.documentId}`))).toEqual({ status: 409, code: 'billing.quote_converted_delete' });
    expect(refusal(await api('POST', `/api/billing/quotes/${created.documentId}/convert`, {}))).toEqual({ status: 409, code: 'billing.quote_already_converted' });
    const list = await api('GET', '/api/billing/documents', undefined, { kind: 'invoice', search: `E-${year}-0001` });
    expect(responseOf(listDocuments, list).rows.map((r) => r.documentId)).toEqual([invoice.documentId]);
  });

  it('edits and deletes a pending quote', async () => {
    const created = await quote();
    const edited = await api('PUT', `/api/billing/quotes/${created.documentId}`, documentBody({ notes: 'Con álbum', internalNotes: 'Llamar' }));
    expect(documentOf(edited)).toMatchObject({ number: created.number, internalNotes: 'Llamar' });
    expect((await api('DELETE', `/api/billing/quotes/${created.documentId}`)).status).toBe(200);
    expect(refusal(await api('GET', `/api/billing/documents/${created.documentId}`))).toEqual({ status: 404, code: 'billing.document_not_found' });
  });

  it('never edits an issued invoice in place: status actions and internal notes only', async () => {
    const invoice = documentOf(await issue({ series: 'F', issueDate: todayInMadrid(), dueDate: addDays(todayInMadrid(), 30) }));
    expect(refusal(await api('PUT', `/api/billing/quotes/${invoice.documentId}`, documentBody()))).toEqual({ status: 409, code: 'billing.not_a_quote' });
    expect(refusal(await api('DELETE', `/api/billing/quotes/${invoice.documentId}`))).toEqual({ status: 409, code: 'billing.not_a_quote' });
    await api('PATCH', `/api/billing/invoices/${invoice.documentId}/notes`, { internalNotes: 'Pagará en mano' });
    const after = documentOf(await api('GET', `/api/billing/documents/${invoice.documentId}`));
    const { internalNotes, ...fiscal } = after;
    const { internalNotes: _before, ...fiscalBefore } = invoice;
    expect(internalNotes).toBe('Pagará en mano');
    expect({ ...fiscal, updatedAt: undefined }).toEqual({ ...fiscalBefore, updatedAt: undefined });
  });

  it('computes overdue when read and moves through sent, paid, unpaid and cancelled', async () => {
    // Its own photographer: an invoice dated a month ago is the first one it issues (issue dates never go back).
    const owner = user;
    user = await createPhotographer('billing-overdue');
    await completeBillingSettings(user.accessToken);
    const yesterday = addDays(todayInMadrid(), -1);
    const late = documentOf(await issue({ series: 'G', issueDate: addDays(yesterday, -30), dueDate: yesterday }));
    expect(late.status).toBe('overdue');
    const overdue = await api('GET', '/api/billing/documents', undefined, { kind: 'invoice', status: 'overdue' });
    expect(responseOf(listDocuments, overdue).rows.map((r) => r.documentId)).toContain(late.documentId);
    const sent = documentOf(await api('POST', `/api/billing/invoices/${late.documentId}/sent`, {}));
    expect(sent.status).toBe('overdue');
    // Paid between its issue date and today, no earlier and no later.
    const paidOn = (paidDate: string) => api('POST', `/api/billing/invoices/${late.documentId}/paid`, { paidDate });
    expect(refusal(await paidOn(addDays(late.issueDate, -1)))).toEqual({ status: 400, code: 'billing.paid_date_before_issue' });
    expect(refusal(await paidOn(addDays(todayInMadrid(), 1)))).toEqual({ status: 400, code: 'billing.paid_date_in_future' });
    const paid = documentOf(await paidOn(yesterday));
    expect(paid).toMatchObject({ status: 'paid', paidAt: yesterday });
    expect(refusal(await api('POST', `/api/billing/invoices/${late.documentId}/cancel`, {}))).toEqual({ status: 409, code: 'billing.status_invalid' });
    expect(documentOf(await api('POST', `/api/billing/invoices/${late.documentId}/unpaid`, {}))).toMatchObject({ status: 'overdue', paidAt: null });
    // It was sent: it reached its client and can no longer be cancelled (issue 22 point 7).
    expect(refusal(await api('POST', `/api/billing/invoices/${late.documentId}/cancel`, { reason: 'Error' }))).toEqual({ status: 409, code: 'billing.cancel_delivered' });
    const onTime = documentOf(await issue({ series: 'G', issueDate: todayInMadrid(), dueDate: addDays(todayInMadrid(), 30) }));
    expect(onTime.status).toBe('draft');
    expect(documentOf(await api('POST', `/api/billing/invoices/${onTime.documentId}/cancel`, { reason: 'Error' })).status).toBe('cancelled');
    const stats = responseOf(listDocuments, await api('GET', '/api/billing/documents', undefined, { kind: 'invoice', search: 'G-' }));
    expect(stats.stats.byStatus).toMatchObject({ cancelled: { count: 1 }, overdue: { count: 1 } });
    user = owner;
  });

  it('refuses to move the next number of a series that has issued (issue 22 point 6)', async () => {
    const { settings } = responseOf(getBillingSettings, await api('GET', '/api/billing/settings'));
    if (!settings) throw new Error('billing settings are set up before the invoices');
    const { updatedAt: _u, nextInvoiceNumberLocked: _locked, ...input } = settings;
    expect(refusal(await api('PUT', '/api/billing/settings', { ...input, series: 'C', nextInvoiceNumber: 3 }))).toEqual({ status: 409, code: 'billing.next_number_below_issued' });
    expect(refusal(await api('PUT', '/api/billing/settings', { ...input, series: 'C', nextInvoiceNumber: 60 }))).toEqual({ status: 409, code: 'billing.next_number_locked' });
    const unchanged = await api('PUT', '/api/billing/settings', { ...input, series: 'C', nextInvoiceNumber: 52 });
    expect(responseOf(putBillingSettings, unchanged).settings).toMatchObject({ nextInvoiceNumber: 52, nextInvoiceNumberLocked: true });
  });
});
