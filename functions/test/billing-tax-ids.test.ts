// Tax ids as the law has them (issue 22 point 11) through the API's callers of the check: the
// billing settings (the issuer's id against its legal form) and an invoice's client (typed,
// marked a company or not, and recorded as the recipient's NIF).
import { getBillingSettings, putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { altaRecordOf } from '../src/billing/verifactu-records.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

describe('billing: K, L and M personal NIFs and the CIF control by organisation', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('tax-ids');
    await completeBillingSettings(user.accessToken, { taxId: 'l-1234567-l' });
  });

  it('lets a self-employed photographer bill with an L NIF, never a company, and names both controls of a U CIF', async () => {
    const { settings } = responseOf(getBillingSettings, await api('GET', '/api/billing/settings'));
    expect(settings?.taxId).toBe('L1234567L');
    const input = exampleOf(putBillingSettings).body;
    const sl = await api('PUT', '/api/billing/settings', { ...input, legalForm: 'sl', taxId: 'M1234567L' });
    expect(refusal(sl)).toEqual({ status: 400, code: 'billing.tax_id_legal_form_mismatch' });
    const wrong = await api('PUT', '/api/billing/settings', { ...input, legalForm: 'sl', taxId: 'U12345675' });
    expect(refusal(wrong)).toEqual({ status: 400, code: 'tax_id.wrong_control_either' });
    expect((await api('PUT', '/api/billing/settings', { ...input, legalForm: 'sl', taxId: 'U1234567D' })).status).toBe(200);
    expect((await api('PUT', '/api/billing/settings', { ...input, taxId: 'L1234567L' })).status).toBe(200);
  });

  it('issues an invoice to a K NIF client as a person, recorded with that NIF, and one to a G CIF with a letter control as a company', async () => {
    const client = exampleOf(createQuote).body.client;
    const person = await api('POST', '/api/billing/invoices', documentBody({ client: { ...client, clientId: null, name: 'Pablo Ruiz (menor)', taxId: 'K1234567L' } }));
    expect(person.status, person.text).toBe(201);
    const invoice = documentOf(person);
    expect(invoice.client).toMatchObject({ taxId: 'K1234567L', taxIdType: 'NIF', isCompany: false });
    const record = await altaRecordOf(user.sub, invoice.documentId, invoice);
    expect(record?.IDFactura.IDEmisorFactura).toBe('L1234567L');
    expect(record?.Destinatarios?.[0]).toMatchObject({ NIF: 'K1234567L' });

    const company = await api('POST', '/api/billing/invoices', documentBody({ client: { ...client, clientId: null, name: 'Asociación Foto', taxId: 'G1234567D' } }));
    expect(company.status, company.text).toBe(201);
    expect(documentOf(company).client).toMatchObject({ taxId: 'G1234567D', taxIdType: 'CIF', isCompany: true });

    const wrong = await api('POST', '/api/billing/invoices', documentBody({ client: { ...client, clientId: null, taxId: 'G12345675' } }));
    expect(refusal(wrong)).toEqual({ status: 400, code: 'tax_id.wrong_control_either' });
  });
});
