// The AEAT QR on an issued invoice's PDF, end to end: issued through the API, downloaded
// through the PDF route, rendered with pdftoppm and decoded with zbarimg. The address is the
// one its stored VERI*FACTU registration record gives (the issuer's switch on: issued while it
// is off, an invoice carries none, verifactu-mode-pdf.test.ts); a quote's PDF carries none.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import { getDocumentPdf } from '@fotostudio/shared/contracts/billing/document-routes';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { setVerifactuSubmission, uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { verifactuQrUrlOfRecord } from '@fotostudio/shared/verifactu/qr-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altaRecordOf } from '../src/billing/verifactu-records.js';
import { callApi, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { testCertificate } from './support/certificates.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { decodeQrOnFirstPage } from './support/pdf-qr.js';

const dir = mkdtempSync(join(tmpdir(), 'invoice-qr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const decodeFirstPage = async (link: SignedFile, name: string): Promise<string> => {
  const pdfFile = join(dir, `${name}.pdf`);
  writeFileSync(pdfFile, new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
  return decodeQrOnFirstPage(pdfFile, join(dir, name));
};

describe('billing: the VERI*FACTU QR on the invoice PDF', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('invoice-qr');
    const nif = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken)).settings.taxId;
    responseOf(uploadSubmissionCertificate, await api('PUT', uploadSubmissionCertificate.path, { ...testCertificate({ personNif: nif }), representative: false }));
    responseOf(setVerifactuSubmission, await api('PUT', setVerifactuSubmission.path, { enabled: true }));
  });

  it('prints the address of the invoice registration record at the top of the first page', async () => {
    const issued = await api('POST', '/api/billing/invoices', documentBody({ series: 'Q' }));
    expect(issued.status, issued.text).toBe(201);
    const invoice = documentOf(issued);
    const record = await altaRecordOf(user.sub, invoice.documentId, invoice);
    if (!record) throw new Error('the invoice has no registration record');
    expect(record.IDFactura.NumSerieFactura).toBe(invoice.number);
    const link = await api('GET', `/api/billing/documents/${invoice.documentId}/pdf`);
    const decoded = await decodeFirstPage(responseOf(getDocumentPdf, link), 'invoice');
    expect(decoded).toBe(verifactuQrUrlOfRecord(record));
    expect(decoded).toContain(`numserie=${encodeURIComponent(invoice.number)}&`);
  }, 60_000);

  it('prints none on a quote', async () => {
    const quote = await api('POST', '/api/billing/quotes', documentBody());
    expect(quote.status, quote.text).toBe(201);
    const link = await api('GET', `/api/billing/documents/${documentOf(quote).documentId}/pdf`);
    expect(await decodeFirstPage(responseOf(getDocumentPdf, link), 'quote')).toBe('');
  }, 60_000);
});
