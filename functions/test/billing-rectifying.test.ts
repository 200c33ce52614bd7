// Simplified (F2) and rectifying (R1-R5) invoices through the API: each kind numbered in its
// own series, its VERI*FACTU record chained after the issuer's previous one with the AEAT's
// fields for its kind (valid against the AEAT schemas), the original linked to its
// rectifying invoices without changing, and the PDF saying what the invoice is.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { exportInvoices, getDocument, issueInvoice, rectifyInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import { verifyChain } from '@fotostudio/shared/verifactu/chain';
import { formatRecordAmount, formatRecordDate, type RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { recordXml, submissionXml } from '@fotostudio/shared/verifactu/record-xml';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { RECORD_SCHEMA, SUBMISSION_SCHEMA, xmllint } from '../../shared/test/support/xmllint.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentPdfText, registrationRecordOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { xlsxRows } from './support/xlsx.js';

const dir = mkdtempSync(join(tmpdir(), 'rectifying-xml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const xml = xmllint(dir);

const rate21 = { kind: 'rate', ratePercent: 21 } as const;
const product = (name: string, unitPriceCents: number, vat: Record<string, unknown> = rate21) => ({ name, variant: null, quantity: 1, unitPriceCents, vat });
/** A blank recipient: a simplified invoice may name none. */
const NO_CLIENT = { name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' };

type Rectified = RouteResponse<typeof rectifyInvoice>;

describe('billing: simplified and rectifying invoices', () => {
  let user: TestUser;
  let other: TestUser;
  let nif: string;
  const today = todayInMadrid();
  const year = today.slice(0, 4);
  const api = (method: string, path: string, body?: unknown, token = user.accessToken) => callApi({ method, path, token, body });
  const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });
  const created = (answer: ApiAnswer): BillingDocument => responseOf(issueInvoice, answer).document;
  const issue = (changes: Record<string, unknown> = {}) =>
    api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }));
  const simplifiedBody = (unitPriceCents: number, vat: Record<string, unknown> = rate21) => ({
    invoiceType: 'F2',
    client: NO_CLIENT,
    session: { title: '' },
    pricing: {},
    products: [product('Copias 20x30', unitPriceCents, vat)],
  });
  const rectify = (invoiceId: string, body: Record<string, unknown>, token = user.accessToken) =>
    api('POST', `/api/billing/invoices/${invoiceId}/rectify`, { reason: 'Descuento acordado tras la entrega', issueDate: today, ...body }, token);
  const rectified = (answer: ApiAnswer): Rectified => responseOf(rectifyInvoice, answer);
  const records = async () => (await chainRecords(user.sub, nif)).map((item) => ({ documentId: item.documentId, record: parseRecord(item) }));
  const altaOf = (documentId: string) => registrationRecordOf(user.sub, nif, documentId);
  const pdfOf = async (documentId: string) => documentPdfText(await api('GET', `/api/billing/documents/${documentId}/pdf`));
  const expectValidXml = (record: RegistroAlta) => {
    const result = xml.validate(recordXml(record), RECORD_SCHEMA);
    expect(result.valid, result.output).toBe(true);
  };

  beforeAll(async () => {
    [user, other] = await Promise.all([createPhotographer('rectifying'), createPhotographer('rectifying-other')]);
    const settings = await completeBillingSettings(user.accessToken);
    nif = responseOf(putBillingSettings, settings).settings.taxId;
    expect(settings.body).toMatchObject({ settings: { series: '', rectifyingSeries: 'R', simplifiedSeries: 'S' } });
    await completeBillingSettings(other.accessToken);
  });

  it('issues a simplified invoice up to 3,000.00 EUR with VAT in its own series, without recipient or IRPF, and refuses one over it', async () => {
    const within = created(await issue(simplifiedBody(300_000, { kind: 'exempt', exemption: 'E1', cause: 'teaching' })));
    expect(within).toMatchObject({ invoiceType: 'F2', number: `S-${year}-0001`, series: 'S', rectification: null, rectifiedBy: [] });
    expect(within.totals.totalCents).toBe(300_000);
    expect(refusal(await issue(simplifiedBody(300_001, { kind: 'exempt', exemption: 'E1', cause: 'teaching' })))).toEqual({ status: 400, code: 'billing.simplified_over_limit' });
    // 2,479.34 + 21 % VAT (520.66) is 3,000.00; a cent more is over.
    expect(refusal(await issue(simplifiedBody(247_935)))).toEqual({ status: 400, code: 'billing.simplified_over_limit' });
    expect(refusal(await issue({ ...simplifiedBody(10_000), irpfRatePercent: 15 }))).toEqual({ status: 400, code: 'billing.simplified_no_irpf' });
    // A full invoice still needs its client, and may not take the simplified or rectifying series.
    expect(refusal(await issue({ ...simplifiedBody(10_000), invoiceType: 'F1' }))).toMatchObject({ status: 400 });
    expect(refusal(await issue({ series: 'S' }))).toEqual({ status: 400, code: 'billing.series_invalid' });
    expect(refusal(await issue({ series: 'R' }))).toEqual({ status: 400, code: 'billing.series_invalid' });

    const second = created(await issue(simplifiedBody(247_934)));
    expect(second).toMatchObject({ number: `S-${year}-0002`, totals: { totalCents: 300_000 } });
    const record = await altaOf(within.documentId);
    expect(record).toMatchObject({ TipoFactura: 'F2', IDFactura: { NumSerieFactura: within.number }, ImporteTotal: '3000.00' });
    expect(record.Destinatarios).toBeUndefined();
    expectValidXml(record);
    expect(await pdfOf(within.documentId)).toContain('FACTURA SIMPLIFICADA');
  });

  it('rectifies an issued invoice by differences (R1) and by substitution (R4) in the rectifying series, chained after the original', async () => {
    const original = created(await issue({}));
    expect(original).toMatchObject({ invoiceType: 'F1', number: `${year}-0001` });
    const before = (await records()).length;

    const byDifferences = rectified(
      await rectify(original.documentId, { rectificationType: 'R1', method: 'I', products: [product('Descuento álbum', -5_000)] }),
    );
    expect(byDifferences.invoice).toMatchObject({
      invoiceType: 'R1',
      number: `R-${year}-0001`,
      series: 'R',
      sequence: 1,
      rectification: { originalId: original.documentId, originalNumber: original.number, originalIssueDate: original.issueDate, method: 'I', reason: 'Descuento acordado tras la entrega' },
      totals: { baseCents: -5_000, vatCents: -1_050, totalCents: -6_050 },
    });
    expect(byDifferences.invoice.client).toEqual(original.client);

    const bySubstitution = rectified(
      await rectify(original.documentId, { rectificationType: 'R4', method: 'S', products: [product('Álbum 30x30 corregido', 160_000)] }),
    );
    expect(bySubstitution.invoice).toMatchObject({ invoiceType: 'R4', number: `R-${year}-0002`, sequence: 2, rectification: { method: 'S' } });

    // The original links to both and is otherwise as it was; the main series went on untouched.
    const { document: reread } = responseOf(getDocument, await api('GET', `/api/billing/documents/${original.documentId}`));
    expect(reread.rectifiedBy).toEqual([
      { documentId: byDifferences.invoice.documentId, number: `R-${year}-0001`, invoiceType: 'R1' },
      { documentId: bySubstitution.invoice.documentId, number: `R-${year}-0002`, invoiceType: 'R4' },
    ]);
    const { rectifiedBy: _links, updatedAt: _updated, ...unchanged } = reread;
    const { rectifiedBy: _none, updatedAt: _created, ...issued } = original;
    expect(unchanged).toEqual(issued);
    expect(created(await issue({})).number).toBe(`${year}-0002`);

    const chain = await records();
    const positionOf = (documentId: string) => chain.findIndex((r) => r.documentId === documentId && r.record.kind === 'alta');
    expect([positionOf(original.documentId), positionOf(byDifferences.invoice.documentId), positionOf(bySubstitution.invoice.documentId)]).toEqual([
      before - 1,
      before,
      before + 1,
    ]);
    expect(verifyChain(chain.map((r) => r.record)).every((check) => check.chainVerified)).toBe(true);

    const originalId = { IDEmisorFactura: nif, NumSerieFactura: original.number, FechaExpedicionFactura: formatRecordDate(original.issueDate) };
    const r1 = await altaOf(byDifferences.invoice.documentId);
    expect(r1).toMatchObject({ TipoFactura: 'R1', TipoRectificativa: 'I', FacturasRectificadas: [originalId], CuotaTotal: '-10.50', ImporteTotal: '-60.50' });
    expect(r1.ImporteRectificacion).toBeUndefined();
    expect(r1.Destinatarios).toEqual([{ NombreRazon: original.client.name, NIF: original.client.taxId }]);
    const r4 = await altaOf(bySubstitution.invoice.documentId);
    expect(r4).toMatchObject({
      TipoFactura: 'R4',
      TipoRectificativa: 'S',
      FacturasRectificadas: [originalId],
      ImporteRectificacion: { BaseRectificada: formatRecordAmount(original.totals.baseCents), CuotaRectificada: formatRecordAmount(original.totals.vatCents) },
    });
    expect(r4.Encadenamiento).toEqual({ RegistroAnterior: { ...r1.IDFactura, Huella: r1.Huella } });
    for (const record of [r1, r4]) expectValidXml(record);
    const submission = xml.validate(submissionXml({ name: 'Estudio Luz', nif }, chain.map((r) => r.record)), SUBMISSION_SCHEMA);
    expect(submission.valid, submission.output).toBe(true);

    const text = await pdfOf(byDifferences.invoice.documentId);
    const [y, m, d] = original.issueDate.split('-');
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain(`Rectifica la factura ${original.number} de ${d}/${m}/${y}`);
    expect(text).toContain('Tipo: R1 · Error fundado en derecho');
    expect(text).toContain('Método: Por diferencias');
    expect(text).toContain('Motivo: Descuento acordado tras la entrega');
  });

  it('prints the English wording for a client who reads English', async () => {
    const original = created(await issue({ client: { ...documentBody().client as Record<string, unknown>, language: 'en' } }));
    const { invoice } = rectified(await rectify(original.documentId, { rectificationType: 'R4', method: 'S', reason: 'Wrong album size', products: [product('Album', 90_000)] }));
    const text = await pdfOf(invoice.documentId);
    expect(text).toContain('CORRECTIVE INVOICE');
    expect(text).toContain(`Corrects invoice ${original.number}`);
    expect(text).toContain('Method: By substitution');
    expect(text).toContain('Reason: Wrong album size');
  });

  it('rectifies a simplified invoice only as R5, without recipient', async () => {
    const simplified = created(await issue(simplifiedBody(12_100)));
    expect(refusal(await rectify(simplified.documentId, { rectificationType: 'R1', method: 'I', products: [product('Descuento', -1_000)] }))).toEqual({
      status: 409,
      code: 'billing.rectification_type_mismatch',
    });
    const { invoice } = rectified(await rectify(simplified.documentId, { method: 'I', products: [product('Descuento', -1_000)] }));
    expect(invoice).toMatchObject({ invoiceType: 'R5', series: 'R' });
    const record = await altaOf(invoice.documentId);
    expect(record).toMatchObject({ TipoFactura: 'R5', TipoRectificativa: 'I' });
    expect(record.Destinatarios).toBeUndefined();
    expectValidXml(record);

    const full = created(await issue({}));
    expect(refusal(await rectify(full.documentId, { rectificationType: 'R5', method: 'I', products: [product('Descuento', -1_000)] }))).toEqual({
      status: 409,
      code: 'billing.rectification_type_mismatch',
    });
    expect(refusal(await rectify(full.documentId, { method: 'I', products: [product('Descuento', -1_000)] }))).toEqual({
      status: 409,
      code: 'billing.rectification_type_mismatch',
    });
  });

  it("refuses to rectify a cancelled invoice, one dated before it, and another photographer's", async () => {
    const body = { rectificationType: 'R1', method: 'I', products: [product('Descuento', -1_000)] };
    const cancelled = created(await issue({}));
    expect((await api('POST', `/api/billing/invoices/${cancelled.documentId}/cancel`, {})).status).toBe(200);
    const recordsBefore = (await records()).length;
    expect(refusal(await rectify(cancelled.documentId, body))).toEqual({ status: 409, code: 'billing.rectify_cancelled' });

    // Issue dates never go back (issue 22 point 5): the rectifying invoice dated the day before its original.
    const later = created(await issue({ series: 'L' }));
    expect(refusal(await rectify(later.documentId, { ...body, issueDate: addDays(today, -1) }))).toEqual({ status: 409, code: 'billing.rectification_date_before_original' });
    expect(refusal(await rectify(later.documentId, body, other.accessToken))).toEqual({ status: 404, code: 'billing.document_not_found' });
    expect(refusal(await rectify(later.documentId, { ...body, reason: '' }))).toEqual({ status: 400, code: 'billing.rectification_reason_required' });
    expect(refusal(await rectify(later.documentId, { ...body, products: [product('Nada', 0)] }))).toEqual({
      status: 400,
      code: 'billing.rectification_no_change',
    });
    // None of the refusals took a number or wrote a record beyond the series invoice issued.
    expect((await records()).length).toBe(recordsBefore + 1);
    const next = await callApi({ method: 'GET', path: '/api/billing/invoices/number-check', token: user.accessToken, query: { invoiceType: 'R1' } });
    expect(next.body).toMatchObject({ nextNumber: `R-${year}-0005` });
  });

  it('exports issued simplified and rectifying invoices with their own kind and status, not as drafts', async () => {
    const simplified = created(await issue(simplifiedBody(6_050)));
    const { invoice: correction } = rectified(await rectify(simplified.documentId, { method: 'I', products: [product('Descuento', -500)] }));
    const exportOf = async (format: 'csv' | 'xlsx') => {
      const answer = await callApi({ method: 'GET', path: '/api/billing/invoices/export', token: user.accessToken, query: { from: today, to: today, format } });
      expect(answer.status, answer.text).toBe(200);
      return fetch(responseOf(exportInvoices, answer).url);
    };
    const rows = await xlsxRows(Buffer.from(await (await exportOf('xlsx')).arrayBuffer()));
    const header = rows[0] ?? [];
    const cellsOf = (number: string) => {
      const row = rows.find((cells) => cells[header.indexOf('Número')] === number) ?? [];
      return { kind: row[header.indexOf('Tipo')], status: row[header.indexOf('Estado')], rectifies: row[header.indexOf('Factura rectificada')] };
    };
    expect(cellsOf(simplified.number)).toEqual({ kind: 'Simplificada (F2)', status: 'Emitida', rectifies: '' });
    expect(cellsOf(correction.number)).toEqual({ kind: 'Rectificativa (R5)', status: 'Emitida', rectifies: simplified.number });
    // Sent and paid show as such; the CSV says the same.
    expect((await api('POST', `/api/billing/invoices/${simplified.documentId}/sent`)).status).toBe(200);
    expect((await api('POST', `/api/billing/invoices/${correction.documentId}/paid`, {})).status).toBe(200);
    const csv = (await (await exportOf('csv')).text()).split('\r\n');
    const line = (number: string) => csv.find((text) => text.split(';')[1] === number);
    expect(line(simplified.number)).toMatch(/;Simplificada \(F2\);.*;Enviada$/);
    expect(line(correction.number)).toMatch(new RegExp(`;Rectificativa \\(R5\\);${simplified.number};.*;Pagada$`));
    expect(csv.join('\n')).not.toContain('Borrador');
  });
});
