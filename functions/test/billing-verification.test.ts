// The Verification tab's routes: an invoice's VERI*FACTU records with the chain recomputed
// from the first record on every read, and a record's XML. A record edited directly in the
// table (as a tamperer would) shows the chain broken from it on.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { getInvoiceRecordXml, getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { beforeAll, describe, expect, it } from 'vitest';
import { chainRecords } from '../src/billing/verifactu-records.js';
import { db } from '../src/data/database.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

describe('billing: VERI*FACTU verification of an invoice', () => {
  let user: TestUser;
  let invoices: string[];
  let nif: string;
  const api = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    callApi({ method, path, token: user.accessToken, body, query });
  const invoiceAt = (i: number): string => invoices[i] ?? '';
  const verification = async (invoiceId: string) => {
    const answer = await api('GET', `/api/billing/invoices/${invoiceId}/verification`);
    return responseOf(getInvoiceVerification, answer);
  };

  beforeAll(async () => {
    user = await createPhotographer('verification');
    const settings = await completeBillingSettings(user.accessToken);
    nif = responseOf(putBillingSettings, settings).settings.taxId;
    invoices = [];
    for (let i = 0; i < 3; i += 1) {
      const issued = await api('POST', '/api/billing/invoices', documentBody({ series: 'V' }));
      expect(issued.status, issued.text).toBe(201);
      invoices.push(documentOf(issued).documentId);
    }
  });

  it("shows an invoice's record, its huella, the previous record's huella and that the chain verifies", async () => {
    const [first, second] = [await verification(invoiceAt(0)), await verification(invoiceAt(1))];
    expect(first.chainLength).toBe(3);
    expect(first.records).toHaveLength(1);
    expect(first.records[0]).toMatchObject({ kind: 'alta', position: 1, issuerNif: nif, previousHuella: '', chainVerified: true });
    expect(second.records[0]).toMatchObject({ kind: 'alta', position: 2, previousHuella: first.records[0]?.huella, chainVerified: true, huellaMatches: true });
    expect(second.records[0]?.huella).toMatch(/^[0-9A-F]{64}$/);
    expect(second.records[0]?.recomputedHuella).toBe(second.records[0]?.huella);
  });

  it('downloads the record as the AEAT XML, and the cancellation record once cancelled', async () => {
    const link = await api('GET', `/api/billing/invoices/${invoices[1]}/verification/xml`);
    const huella = (await verification(invoiceAt(1))).records[0]?.huella;
    const xml = await (await fetch(responseOf(getInvoiceRecordXml, link).url)).text();
    expect(xml).toMatch(/<sum1:RegistroAlta[ >]/);
    expect(huella).toMatch(/^[0-9A-F]{64}$/);
    expect(xml).toContain(`<sum1:Huella>${huella}</sum1:Huella>`);
    const missing = await api('GET', `/api/billing/invoices/${invoices[1]}/verification/xml`, undefined, { record: 'anulacion' });
    expect({ status: missing.status, code: errorCodeOf(missing) }).toEqual({ status: 404, code: 'billing.record_not_found' });

    expect((await api('POST', `/api/billing/invoices/${invoices[1]}/cancel`, {})).status).toBe(200);
    const cancelled = await verification(invoiceAt(1));
    expect(cancelled.records.map((r) => [r.kind, r.position, r.chainVerified])).toEqual([['alta', 2, true], ['anulacion', 4, true]]);
    const annulment = await api('GET', `/api/billing/invoices/${invoices[1]}/verification/xml`, undefined, { record: 'anulacion' });
    expect(await (await fetch(responseOf(getInvoiceRecordXml, annulment).url)).text()).toMatch(/<sum1:RegistroAnulacion[ >]/);
  });

  it('reports the chain broken from a record whose amount was edited in the table on', async () => {
    const target = (await chainRecords(user.sub, nif)).find((r) => r.documentId === invoices[1] && r.recordKind === 'alta');
    if (!target) throw new Error('the invoice has no registration record');
    const { Key, TableName } = db().entities.verifactuRecord.get({ photographerId: user.sub, issuerNif: nif, position: target.position }).params();
    const tampered = target.record.replace(/"ImporteTotal":"[^"]+"/, '"ImporteTotal":"1.00"');
    expect(tampered).not.toBe(target.record);
    await dynamoDocumentClient().send(new UpdateCommand({ TableName, Key, UpdateExpression: 'SET #r = :r', ExpressionAttributeNames: { '#r': 'record' }, ExpressionAttributeValues: { ':r': tampered } }));

    expect((await verification(invoiceAt(0))).records[0]).toMatchObject({ chainVerified: true });
    const edited = await verification(invoiceAt(1));
    expect(edited.records[0]).toMatchObject({ totalAmount: '1.00', huellaMatches: false, chainVerified: false });
    expect(edited.records[1]).toMatchObject({ kind: 'anulacion', huellaMatches: true, chainVerified: false });
    expect((await verification(invoiceAt(2))).records[0]).toMatchObject({ huellaMatches: true, previousMatches: true, chainVerified: false });
  });

  it('reports a record whose text no longer parses as broken, and refuses its XML with the catalogue code, while the invoice still prints', async () => {
    const target = (await chainRecords(user.sub, nif)).find((r) => r.documentId === invoices[2] && r.recordKind === 'alta');
    if (!target) throw new Error('the invoice has no registration record');
    const { Key, TableName } = db().entities.verifactuRecord.get({ photographerId: user.sub, issuerNif: nif, position: target.position }).params();
    const cut = target.record.slice(0, Math.floor(target.record.length / 2));
    await dynamoDocumentClient().send(new UpdateCommand({ TableName, Key, UpdateExpression: 'SET #r = :r', ExpressionAttributeNames: { '#r': 'record' }, ExpressionAttributeValues: { ':r': cut } }));

    const damaged = await verification(invoiceAt(2));
    expect(damaged.records).toHaveLength(1);
    expect(damaged.records[0]).toMatchObject({ kind: 'alta', position: 3, huella: '', huellaMatches: false, chainVerified: false });
    const xml = await api('GET', `/api/billing/invoices/${invoices[2]}/verification/xml`);
    expect({ status: xml.status, code: errorCodeOf(xml) }).toEqual({ status: 409, code: 'billing.record_damaged' });
    const pdf = await api('GET', `/api/billing/documents/${invoices[2]}/pdf`);
    expect(pdf.status, pdf.text).toBe(200);
    const year = new Date().toISOString().slice(0, 4);
    const books = await api('GET', '/api/billing/verifactu/export', undefined, { from: `${year}-01-01`, to: `${year}-12-31` });
    expect(books.status, books.text).toBe(200);
  });
});
