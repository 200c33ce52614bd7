// Issue 22 point 9: a rectifying invoice by substitution prints the amount of the
// rectification (art. 15 RD 1619/2012); amounts print their sign once; a simplified invoice
// to a named business with its NIF and address is recorded as F1 (art. 7.2); an F3 replaces
// a client's simplified invoices. Through the API, the records checked against the AEAT schemas.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { getDocument, issueInvoice, rectifyInvoice, substituteInvoices } from '@fotostudio/shared/contracts/billing/document-routes';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { formatRecordDate, type RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { recordXml } from '@fotostudio/shared/verifactu/record-xml';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { RECORD_SCHEMA, xmllint } from '../../shared/test/support/xmllint.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentPdfText, registrationRecordOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

const dir = mkdtempSync(join(tmpdir(), 'rectify-simplified-xml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const xml = xmllint(dir);

const rate21 = { kind: 'rate', ratePercent: 21 } as const;
const product = (name: string, unitPriceCents: number) => ({ name, variant: null, quantity: 1, unitPriceCents, vat: rate21 });

describe('billing: rectifying amounts, qualified simplified invoices, F3 substitution', () => {
  let user: TestUser;
  let nif: string;
  const today = todayInMadrid();
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });
  const created = (answer: ApiAnswer): BillingDocument => {
    expect(answer.status, answer.text).toBe(201);
    return responseOf(issueInvoice, answer).document;
  };
  const issue = (changes: Record<string, unknown> = {}) => api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }));
  const rectify = (invoiceId: string, body: Record<string, unknown>) =>
    api('POST', `/api/billing/invoices/${invoiceId}/rectify`, { reason: 'Precio corregido', issueDate: today, ...body });
  const altaOf = (documentId: string) => registrationRecordOf(user.sub, nif, documentId);
  const pdfOf = async (documentId: string) => documentPdfText(await api('GET', `/api/billing/documents/${documentId}/pdf`));
  const expectValidXml = (record: RegistroAlta) => {
    const result = xml.validate(recordXml(record), RECORD_SCHEMA);
    expect(result.valid, result.output).toBe(true);
  };

  beforeAll(async () => {
    user = await createPhotographer('rectify-simplified');
    nif = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken)).settings.taxId;
  });

  it('prints the amount of a rectification by substitution: the original, the new amount and the difference, each sign once', async () => {
    const original = created(await issue({ pricing: {}, products: [product('Álbum', 10_000)], irpfRatePercent: null }));
    expect(original.totals).toMatchObject({ baseCents: 10_000, vatCents: 2_100 });
    const { invoice } = responseOf(rectifyInvoice, await rectify(original.documentId, { rectificationType: 'R1', method: 'S', products: [product('Álbum', 8_500)], irpfRatePercent: null }));
    expect(invoice.rectification).toMatchObject({ method: 'S', originalBaseCents: 10_000, originalVatCents: 2_100 });
    const text = await pdfOf(invoice.documentId);
    expect(text).toContain('Importe de la factura rectificada: base 100,00 €, IVA 21,00 €, total 121,00 €');
    expect(text).toContain('Importe tras la rectificación: base 85,00 €, IVA 17,85 €, total 102,85 €');
    expect(text).toContain('Importe de la rectificación: base -15,00 €, IVA -3,15 €, total -18,15 €');
    expect(text).not.toMatch(/--|- -|−-/);
  });

  it('prints a negative withholding (a rectification by differences) with one sign', async () => {
    const client = { ...(documentBody().client as Record<string, unknown>), isProfessional: true };
    const original = created(await issue({ client, pricing: {}, products: [product('Reportaje', 100_000)], irpfRatePercent: 15 }));
    const { invoice } = responseOf(rectifyInvoice, await rectify(original.documentId, { rectificationType: 'R1', method: 'I', products: [product('Descuento', -10_000)], irpfRatePercent: 15 }));
    expect(invoice.totals).toMatchObject({ baseCents: -10_000, irpf: { amountCents: -1_500 } });
    const text = await pdfOf(invoice.documentId);
    // -100.00 base, -21.00 VAT, the withholding of -15.00 given back: +15.00; total -106.00.
    expect(text).toMatch(/Retención IRPF \(15 %\) 15,00 €/);
    expect(text).toContain('-106,00 €');
    expect(text).not.toMatch(/--|- -|−-/);
    // A positive withholding still prints as taken off.
    expect(await pdfOf(original.documentId)).toMatch(/Retención IRPF \(15 %\) -150,00 €/);
  });

  it('records a simplified invoice to a business that gives its NIF and address as F1 naming it (art. 7.2), in the simplified series; others stay F2', async () => {
    const agency = { name: 'Agencia Sol SL', email: 'hola@agenciasol.example', taxId: 'B12345674', phone: '', address: 'Calle Luna 3', city: 'Sevilla', postalCode: '41001', country: 'España' };
    const simplified = (client: Record<string, unknown>) => ({ invoiceType: 'F2', client, session: { title: '' }, pricing: {}, products: [product('Copias 20x30', 10_000)], irpfRatePercent: null });
    const qualified = created(await issue(simplified(agency)));
    expect(qualified).toMatchObject({ invoiceType: 'F2', recordedType: 'F1', series: 'S' });
    expect(qualified.number).toMatch(/^S-/);
    const record = await altaOf(qualified.documentId);
    expect(record).toMatchObject({ TipoFactura: 'F1', FacturaSimplificadaArt7273: 'S', IDFactura: { NumSerieFactura: qualified.number }, Destinatarios: [{ NombreRazon: 'Agencia Sol SL', NIF: 'B12345674' }], CuotaTotal: '21.00' });
    expectValidXml(record);
    const text = await pdfOf(qualified.documentId);
    expect(text).toContain('FACTURA SIMPLIFICADA');
    expect(text).toContain('NIF/CIF: B12345674');
    expect(text).toContain('Calle Luna 3');
    expect(text).toMatch(/Total IVA 21,00 €/);

    // A professional (a personal NIF marked professional) too; a consumer's NIF, or a business without its address, stays F2 naming no one.
    const professional = created(await issue(simplified({ ...agency, name: 'Lucía García', taxId: '12345678Z', isProfessional: true })));
    expect((await altaOf(professional.documentId)).TipoFactura).toBe('F1');
    for (const client of [{ ...agency, name: 'Lucía García', taxId: '12345678Z' }, { ...agency, address: '', city: '', postalCode: '' }]) {
      const plain = created(await issue(simplified(client)));
      expect(plain.recordedType).toBe('F2');
      const plainRecord = await altaOf(plain.documentId);
      expect(plainRecord.TipoFactura).toBe('F2');
      expect(plainRecord.Destinatarios).toBeUndefined();
      expect(plainRecord.FacturaSimplificadaArt7273).toBeUndefined();
    }

    // Recorded as F1, it is rectified as R1-R4 (naming its recipient), not R5.
    const body = { method: 'I', products: [product('Descuento', -1_000)], irpfRatePercent: null };
    expect(refusal(await rectify(qualified.documentId, { ...body, rectificationType: 'R5' }))).toEqual({ status: 409, code: 'billing.rectification_type_mismatch' });
    const { invoice } = responseOf(rectifyInvoice, await rectify(qualified.documentId, { ...body, rectificationType: 'R1' }));
    const r1 = await altaOf(invoice.documentId);
    expect(r1).toMatchObject({
      TipoFactura: 'R1',
      FacturasRectificadas: [{ IDEmisorFactura: nif, NumSerieFactura: qualified.number, FechaExpedicionFactura: formatRecordDate(qualified.issueDate) }],
      Destinatarios: [{ NombreRazon: 'Agencia Sol SL', NIF: 'B12345674' }],
    });
    expectValidXml(r1);
  });

  it('replaces simplified invoices with one full invoice (F3) that lists them; they show as substituted and stay as they were', async () => {
    const agency = { clientId: null, name: 'Agencia Sol SL', email: 'hola@agenciasol.example', taxId: 'B12345674', phone: '+34 954 000 000', address: 'Calle Luna 3', city: 'Sevilla', postalCode: '41001', country: 'España' };
    const simplifiedBody = (name: string, unitPriceCents: number) => ({ invoiceType: 'F2', client: { name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' }, session: { title: '' }, pricing: {}, products: [product(name, unitPriceCents)], irpfRatePercent: null });
    const first = created(await issue(simplifiedBody('Copias 20x30', 4_000)));
    const second = created(await issue(simplifiedBody('Marco roble', 8_900)));
    const substitute = (body: Record<string, unknown>) => api('POST', '/api/billing/invoices/substitute', { client: agency, issueDate: today, ...body });

    // Refusals, each on what caused it, before anything is written.
    const none = await substitute({ invoiceIds: [] });
    expect(refusal(none)).toEqual({ status: 400, code: 'billing.substitution_none_chosen' });
    expect(none.body).toMatchObject({ error: { issues: [{ path: 'invoiceIds' }] } });
    expect((none.body as { error: { issues: unknown[] } }).error.issues).toHaveLength(1);
    const noNif = await substitute({ invoiceIds: [first.documentId], client: { ...agency, taxId: '' } });
    expect(refusal(noNif)).toEqual({ status: 400, code: 'billing.client_tax_id_required' });
    expect(noNif.body).toMatchObject({ error: { issues: [{ path: 'client.taxId' }] } });
    const full = created(await issue({}));
    expect(refusal(await substitute({ invoiceIds: [first.documentId, full.documentId] }))).toEqual({ status: 409, code: 'billing.substitution_not_simplified' });
    const qualified = created(await issue({ ...simplifiedBody('Copias', 1_000), client: agency }));
    expect(refusal(await substitute({ invoiceIds: [qualified.documentId] }))).toEqual({ status: 409, code: 'billing.substitution_not_simplified' });
    expect(refusal(await substitute({ invoiceIds: [first.documentId], issueDate: addDays(today, -1) }))).toEqual({ status: 409, code: 'billing.substitution_date_before_original' });
    const cancelled = created(await issue(simplifiedBody('Copias', 1_000)));
    expect((await api('POST', `/api/billing/invoices/${cancelled.documentId}/cancel`, {})).status).toBe(200);
    expect(refusal(await substitute({ invoiceIds: [cancelled.documentId] }))).toEqual({ status: 409, code: 'billing.substitution_cancelled' });

    const answer = await substitute({ invoiceIds: [first.documentId, second.documentId] });
    expect(answer.status, answer.text).toBe(201);
    const { invoice, substituted } = responseOf(substituteInvoices, answer);
    expect(invoice).toMatchObject({
      invoiceType: 'F3',
      series: '',
      client: { name: 'Agencia Sol SL', taxId: 'B12345674' },
      substitutes: [
        { documentId: first.documentId, number: first.number, issueDate: first.issueDate },
        { documentId: second.documentId, number: second.number, issueDate: second.issueDate },
      ],
      totals: { baseCents: 12_900, vatCents: first.totals.vatCents + second.totals.vatCents, totalCents: first.totals.totalCents + second.totals.totalCents },
    });
    expect(invoice.lines.map((line) => line.name)).toEqual(['Copias 20x30', 'Marco roble']);
    // The replaced ones show as substituted; nothing else on them changed.
    for (const [before, after] of [[first, substituted[0]], [second, substituted[1]]] as const) {
      expect(after?.substitutedBy).toEqual({ documentId: invoice.documentId, number: invoice.number });
      const { substitutedBy: _by, updatedAt: _u, ...rest } = after as BillingDocument;
      const { substitutedBy: _none, updatedAt: _c, ...issued } = before;
      expect(rest).toEqual(issued);
    }
    const { document: reread } = responseOf(getDocument, await api('GET', `/api/billing/documents/${first.documentId}`));
    expect(reread.substitutedBy).toEqual({ documentId: invoice.documentId, number: invoice.number });

    const record = await altaOf(invoice.documentId);
    expect(record).toMatchObject({
      TipoFactura: 'F3',
      FacturasSustituidas: [first, second].map((original) => ({ IDEmisorFactura: nif, NumSerieFactura: original.number, FechaExpedicionFactura: formatRecordDate(original.issueDate) })),
      Destinatarios: [{ NombreRazon: 'Agencia Sol SL', NIF: 'B12345674' }],
      ImporteTotal: (invoice.totals.totalCents / 100).toFixed(2),
    });
    expectValidXml(record);
    const text = await pdfOf(invoice.documentId);
    const printed = (date: string) => date.split('-').reverse().join('/');
    expect(text).toContain('FACTURA');
    expect(text).not.toContain('FACTURA SIMPLIFICADA');
    expect(text.replace(/\n/g, ' ')).toContain(
      `Factura emitida en sustitución de las facturas simplificadas: ${first.number} de ${printed(first.issueDate)}, ${second.number} de ${printed(second.issueDate)}`,
    );

    // Replaced once: a second F3 for one of them is refused and takes no number.
    expect(refusal(await substitute({ invoiceIds: [second.documentId] }))).toEqual({ status: 409, code: 'billing.substitution_already_substituted' });
    expect(created(await issue({})).number).toBe(`${today.slice(0, 4)}-${String(Number(invoice.number.slice(-4)) + 1).padStart(4, '0')}`);

    // A replaced simplified invoice is neither cancelled nor rectified (still undelivered: the F3 is the reason), and stays as it was.
    expect(refusal(await api('POST', `/api/billing/invoices/${first.documentId}/cancel`, {}))).toEqual({ status: 409, code: 'billing.cancel_substituted' });
    expect(refusal(await rectify(first.documentId, { rectificationType: 'R5', method: 'I', products: [product('Descuento', -500)], irpfRatePercent: null }))).toEqual({
      status: 409,
      code: 'billing.rectify_substituted',
    });
    const { document: untouched } = responseOf(getDocument, await api('GET', `/api/billing/documents/${first.documentId}`));
    expect(untouched).toMatchObject({ status: first.status, rectifiedBy: [], substitutedBy: { documentId: invoice.documentId } });
  });
});
