// The mode stated honestly on the invoice (issue 24 point 1): an invoice issued while its
// issuer's VERI*FACTU switch is off carries neither the "VERI*FACTU" legend nor the QR; one
// issued while it is on carries both. The invoice records the switch it was issued under, so
// its stored PDF (rendered once at issue) and any later render agree.
import { getDocumentPdf } from '@fotostudio/shared/contracts/billing/document-routes';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { setVerifactuSubmission, uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderedDocumentPdf } from '../src/billing/document-pdf.js';
import { documentAnswerOf, findDocumentItem } from '../src/billing/documents.js';
import { readStoredPdf } from '../src/billing/issued-pdf.js';
import type { BillingDocumentItem } from '../src/data/entities/billing.js';
import { callApi, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { testCertificate } from './support/certificates.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { pdfText } from './support/pdf-text.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const randomNif = () => {
  const digits = randomInt(10_000_000, 99_999_999);
  return `${digits}${DNI_LETTERS[digits % 23]}`;
};

const requireItem = async (photographerId: string, documentId: string): Promise<BillingDocumentItem> => {
  const item = await findDocumentItem(photographerId, documentId);
  if (!item) throw new Error(`no document ${documentId}`);
  return item;
};

describe('VERI*FACTU legend and QR follow the switch the invoice was issued under', () => {
  let user: TestUser;
  let nif: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const issueAndRead = async () => {
    const issued = await api('POST', '/api/billing/invoices', documentBody());
    expect(issued.status, issued.text).toBe(201);
    const invoice = documentOf(issued);
    const link = responseOf(getDocumentPdf, await api('GET', `/api/billing/documents/${invoice.documentId}/pdf`));
    const served = await pdfText(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
    return { item: await requireItem(user.sub, invoice.documentId), served };
  };

  beforeAll(async () => {
    user = await createPhotographer('vf-mode-pdf');
    nif = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken, { taxId: randomNif() })).settings.taxId;
  });

  it('off: the stored PDF has neither the legend nor the QR, the invoice records "off", and a render from its record agrees', async () => {
    const { item, served } = await issueAndRead();
    expect(item.verifactuSwitch).toBe('off');
    expect(served).toContain(item.number);
    expect(served).not.toContain('VERI*FACTU');
    expect(served).not.toContain('QR tributario');
    // The stored file is the one served, and a render from the invoice's own record says the same.
    if (!item.issuedPdf) throw new Error('the invoice PDF was not stored at issue');
    expect(await pdfText(new Uint8Array(await readStoredPdf(item.issuedPdf)))).toBe(served);
    const again = await renderedDocumentPdf(user.sub, await documentAnswerOf(item), { verifactu: item.verifactuSwitch !== 'off' });
    expect(await pdfText(new Uint8Array(again.bytes))).not.toContain('VERI*FACTU');
    // Its Verification tab says so, and that its records are not being sent.
    const verification = responseOf(getInvoiceVerification, await api('GET', `/api/billing/invoices/${item.documentId}/verification`));
    expect(verification).toMatchObject({ issuedWithoutVerifactu: true, submissionEnabled: false });
  }, 60_000);

  it('on: the PDF has "QR tributario:" and the "VERI*FACTU" legend, and the invoice records "on"; the earlier one keeps its PDF', async () => {
    const before = await issueAndRead();
    responseOf(uploadSubmissionCertificate, await api('PUT', uploadSubmissionCertificate.path, { ...testCertificate({ personNif: nif }), representative: false }));
    expect(responseOf(setVerifactuSubmission, await api('PUT', setVerifactuSubmission.path, { enabled: true })).enabled).toBe(true);
    const { item, served } = await issueAndRead();
    expect(item.verifactuSwitch).toBe('on');
    expect(responseOf(getInvoiceVerification, await api('GET', `/api/billing/invoices/${item.documentId}/verification`)).issuedWithoutVerifactu).toBe(false);
    expect(served).toContain('QR tributario:');
    expect(served).toContain('VERI*FACTU');
    // The invoice issued while off keeps the PDF it was issued with.
    const kept = await requireItem(user.sub, before.item.documentId);
    expect(kept.issuedPdf).toEqual(before.item.issuedPdf);
    if (!kept.issuedPdf) throw new Error('no stored PDF');
    expect(await pdfText(new Uint8Array(await readStoredPdf(kept.issuedPdf)))).not.toContain('VERI*FACTU');
  }, 60_000);
});
