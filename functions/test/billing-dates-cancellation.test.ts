// Issue 22 points 5-8 through the API and the use cases (clocks injected): issue dates never in
// the future, before 28-10-2024 or before the latest invoice of any series; the operation date
// in the record and on the PDF; a series' next number fixed once it has issued; cancellation
// only before delivery and without a rectifying invoice; the self-employed issuer's legal name.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { invoiceInput } from '@fotostudio/shared/contracts/billing/document-input';
import { getBillingSettings, putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { formatRecordDate } from '@fotostudio/shared/verifactu/record-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { issueInvoice as issueWithClock } from '../src/billing/issue-invoice.js';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentPdfText, registrationRecordOf } from './support/billing.js';
import { createPhotographer } from './support/cognito-users.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const NIF = exampleOf(putBillingSettings).body.taxId;
const today = todayInMadrid();

const photographer = async (name: string, settings: Record<string, unknown> = {}) => {
  const user = await createPhotographer(name);
  await completeBillingSettings(user.accessToken, settings);
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const issue = (changes: Record<string, unknown> = {}) =>
    api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }));
  const issued = async (changes: Record<string, unknown> = {}): Promise<BillingDocument> => {
    const answer = await issue(changes);
    expect(answer.status, answer.text).toBe(201);
    return responseOf(issueInvoice, answer).document;
  };
  const altaOf = (documentId: string) => registrationRecordOf(user.sub, NIF, documentId);
  const pdfOf = async (documentId: string) => documentPdfText(await api('GET', `/api/billing/documents/${documentId}/pdf`));
  return { user, api, issue, issued, altaOf, pdfOf };
};

const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer), paths: (refusalOf(answer).error.issues ?? []).map((issue) => issue.path) });

describe('issue dates (issue 22 point 5)', () => {
  let p: Awaited<ReturnType<typeof photographer>>;
  beforeAll(async () => {
    p = await photographer('billing-dates');
  });

  it('refuses an issue date in the future or before 28-10-2024, on the issue date field', async () => {
    expect(refusal(await p.issue({ issueDate: addDays(today, 1), dueDate: addDays(today, 31) }))).toEqual({
      status: 400,
      code: 'billing.issue_date_in_future',
      paths: ['issueDate'],
    });
    expect(refusal(await p.issue({ issueDate: '2024-10-27', dueDate: '2024-11-27' }))).toMatchObject({ status: 400, code: 'billing.issue_date_too_early', paths: ['issueDate'] });
  });

  it("reads 'today' from the injected clock in Madrid", async () => {
    const tomorrow = addDays(today, 1);
    const values = invoiceInput.parse(documentBody({ issueDate: tomorrow, dueDate: addDays(tomorrow, 30), series: 'CLK' }));
    await expect(issueWithClock(p.user.sub, values)).rejects.toMatchObject({ code: 'billing.issue_date_in_future' });
    // Tomorrow at 00:30 in Madrid.
    const invoice = await issueWithClock(p.user.sub, values, undefined, new Date(`${tomorrow}T00:30:00+01:00`));
    expect(invoice.issueDate).toBe(tomorrow);
    // Every later invoice, in any series, is dated tomorrow or later: today is now before the latest.
    expect(refusal(await p.issue({ series: 'OTHER' }))).toMatchObject({ status: 409, code: 'billing.date_before_last', paths: ['issueDate'] });
  });
});

describe('no backdating through another series (issue 22 point 5)', () => {
  it('refuses a date before the latest invoice of any series; the same day is fine', async () => {
    const p = await photographer('billing-backdate');
    await p.issued();
    expect(refusal(await p.issue({ series: 'NEW', issueDate: addDays(today, -1), dueDate: addDays(today, 29) }))).toEqual({
      status: 409,
      code: 'billing.date_before_last',
      paths: ['issueDate'],
    });
    expect((await p.issued({ series: 'NEW' })).number).toMatch(/^NEW-/);
  });
});

describe('the operation date (issue 22 point 5)', () => {
  it('is stored, recorded as FechaOperacion and printed when it differs from the issue date', async () => {
    const p = await photographer('billing-operation');
    const operationDate = addDays(today, -12);
    const invoice = await p.issued({ operationDate, session: { sessionId: null, title: '' }, pricing: {}, products: [{ name: 'Álbum', variant: null, quantity: 1, unitPriceCents: 20_000, vat: { kind: 'rate', ratePercent: 21 } }] });
    expect(invoice.operationDate).toBe(operationDate);
    expect((await p.altaOf(invoice.documentId)).FechaOperacion).toBe(formatRecordDate(operationDate));
    const [y, m, d] = operationDate.split('-');
    expect(await p.pdfOf(invoice.documentId)).toContain(`Fecha de la operación: ${d}/${m}/${y}`);

    // The session's date is the operation date when none is given; the issue date itself is no FechaOperacion.
    const sessionDay = addDays(today, -3);
    const fromSession = await p.issued({ session: { ...documentBody().session as object, sessionId: null, date: sessionDay } });
    expect((await p.altaOf(fromSession.documentId)).FechaOperacion).toBe(formatRecordDate(sessionDay));
    const sameDay = await p.issued({ operationDate: today });
    expect(sameDay.operationDate).toBeNull();
    expect((await p.altaOf(sameDay.documentId)).FechaOperacion).toBeUndefined();
  });
});

describe('numbering (issue 22 point 6)', () => {
  it('lets the next number be set before the series issues, and never after', async () => {
    const p = await photographer('billing-next-number', { numberingFormat: '0001', series: 'T' });
    const settings = async () => responseOf(getBillingSettings, await p.api('GET', '/api/billing/settings')).settings;
    const put = (changes: Record<string, unknown>) => p.api('PUT', '/api/billing/settings', { ...exampleOf(putBillingSettings).body, numberingFormat: '0001', series: 'T', ...changes });

    // Continuing another tool's numbering, before the first invoice of the series.
    expect((await put({ nextInvoiceNumber: 57 })).status).toBe(200);
    expect(await settings()).toMatchObject({ nextInvoiceNumber: 57, nextInvoiceNumberLocked: false });
    expect((await p.issued()).number).toBe('T-0057');

    expect(await settings()).toMatchObject({ nextInvoiceNumber: 58, nextInvoiceNumberLocked: true });
    expect(refusal(await put({ nextInvoiceNumber: 70 }))).toEqual({ status: 409, code: 'billing.next_number_locked', paths: ['nextInvoiceNumber'] });
    // Saving the form as it is (its next number unchanged) still works.
    expect((await put({ nextInvoiceNumber: 58, bankName: 'Otro banco' })).status).toBe(200);
    expect((await p.issued()).number).toBe('T-0058');
    // A new series is a new start.
    expect((await put({ series: 'U', nextInvoiceNumber: 12 })).status).toBe(200);
  });
});

describe('cancellation is for mistakes (issue 22 point 7)', () => {
  let p: Awaited<ReturnType<typeof photographer>>;
  const cancel = (invoice: BillingDocument) => p.api('POST', `/api/billing/invoices/${invoice.documentId}/cancel`, { reason: 'Error de importe' });
  beforeAll(async () => {
    p = await photographer('billing-cancel');
  });

  it('cancels an invoice that never reached its client', async () => {
    const invoice = await p.issued();
    const answer = await cancel(invoice);
    expect(answer.status, answer.text).toBe(200);
  });

  it('refuses once it was marked sent, emailed or its PDF downloaded, and records how it was delivered', async () => {
    const marked = await p.issued();
    expect((await p.api('POST', `/api/billing/invoices/${marked.documentId}/sent`, {})).status).toBe(200);
    const emailed = await p.issued();
    const mail = await p.api('POST', `/api/billing/documents/${emailed.documentId}/email`, { to: 'cliente@example.com', subject: 'Factura', message: 'Adjunta.' });
    expect(mail.status, mail.text).toBe(200);
    const downloaded = await p.issued();
    await p.pdfOf(downloaded.documentId);

    const stored = async (invoice: BillingDocument) => (await db().entities.billingDocument.get({ photographerId: p.user.sub, documentId: invoice.documentId }).go()).data;
    expect(await stored(marked)).toMatchObject({ deliveredBy: 'marked_sent', status: 'sent' });
    expect(await stored(emailed)).toMatchObject({ deliveredBy: 'email' });
    expect(await stored(downloaded)).toMatchObject({ deliveredBy: 'pdf_download', status: 'draft' });
    for (const invoice of [marked, emailed, downloaded]) {
      expect(refusal(await cancel(invoice))).toMatchObject({ status: 409, code: 'billing.cancel_delivered' });
      expect((await stored(invoice))?.status).not.toBe('cancelled');
    }
  });

  it('counts an invoice marked sent before deliveries were recorded as delivered', async () => {
    const invoice = await p.issued();
    // As main left it: sent, with no delivery attribute.
    await db().entities.billingDocument.patch({ photographerId: p.user.sub, documentId: invoice.documentId }).set({ status: 'sent', sentAt: new Date().toISOString() }).go();
    expect(refusal(await cancel(invoice))).toMatchObject({ status: 409, code: 'billing.cancel_delivered' });
  });

  it('refuses an invoice that has a rectifying invoice', async () => {
    const invoice = await p.issued();
    const rectified = await p.api('POST', `/api/billing/invoices/${invoice.documentId}/rectify`, {
      rectificationType: 'R1',
      method: 'I',
      reason: 'Descuento acordado',
      issueDate: today,
      products: [{ name: 'Descuento', variant: null, quantity: 1, unitPriceCents: -1000, vat: { kind: 'rate', ratePercent: 21 } }],
    });
    expect(rectified.status, rectified.text).toBe(201);
    expect(refusal(await cancel(invoice))).toMatchObject({ status: 409, code: 'billing.cancel_rectified' });
  });
});

describe("the issuer's legal name (issue 22 point 8)", () => {
  it('is required of a self-employed issuer, on its field', async () => {
    const user = await createPhotographer('billing-legal-name-required');
    const answer = await callApi({ method: 'PUT', path: '/api/billing/settings', token: user.accessToken, body: { ...exampleOf(putBillingSettings).body, legalName: null } });
    expect(refusal(answer)).toEqual({ status: 400, code: 'billing.legal_name_required', paths: ['legalName'] });
    // A company needs none.
    const company = await callApi({
      method: 'PUT',
      path: '/api/billing/settings',
      token: user.accessToken,
      body: { ...exampleOf(putBillingSettings).body, legalForm: 'sl', taxId: 'B12345674', legalName: null },
    });
    expect(company.status, company.text).toBe(200);
  });

  it('makes settings saved without it incomplete until given; then it is printed and recorded', async () => {
    const p = await photographer('billing-legal-name');
    // Settings as main saved them: no legal name.
    await db().entities.billingSettings.patch({ photographerId: p.user.sub }).remove(['legalName']).go();
    const status = await p.api('GET', '/api/billing/settings/status');
    expect(status.body).toMatchObject({ complete: false, missing: ['legalName'] });
    expect(refusal(await p.issue())).toMatchObject({ status: 409, code: 'billing.setup_incomplete' });

    await completeBillingSettings(p.user.accessToken, { legalName: 'Lucía García Pérez', businessName: 'Estudio Luz' });
    const invoice = await p.issued();
    expect(invoice.issuer.legalName).toBe('Lucía García Pérez');
    expect((await p.altaOf(invoice.documentId)).NombreRazonEmisor).toBe('Lucía García Pérez');
    const text = await p.pdfOf(invoice.documentId);
    expect(text).toContain('Lucía García Pérez');
    expect(text).toContain('Nombre comercial: Estudio Luz');
  });
});
