// An issued invoice's PDF (issue 22 A): rendered once at issue and written once in S3 (the
// local stand-in refuses a second conditional write as S3 does), served as stored whatever
// the billing settings say later, stamped ANULADA on every page once cancelled (the original
// kept), and stored for invoices issued before by the data migration, on main's fixture items.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { cancelInvoice, convertQuote, createQuote, getDocumentPdf, issueInvoice, rectifyInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { contentOfItem } from '../src/billing/document-content.js';
import { findDocumentItem } from '../src/billing/documents.js';
import { storeMissingInvoicePdfs, writeOnce } from '../src/billing/issued-pdf.js';
import { ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import type { BillingDocumentItem } from '../src/data/entities/billing.js';
import { cancelledInvoicePdfKey, issuedInvoicePdfKey } from '../src/media/object-keys.js';
import { callApi, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, uniqueEmail, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { isPdf, pdfText } from './support/pdf-text.js';
import { mediaBucket, s3 } from './support/storage.js';
import { PNG } from './support/uploads.js';
import { fixtureItems, putStoredItems } from './support/main-table-fixture.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const objectBytes = async (key: string): Promise<Buffer> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
  return Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
};

/** The text of each page, as pdftotext separates them. */
const pagesOf = async (pdf: Uint8Array): Promise<string[]> => (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');

const requireItem = async (photographerId: string, documentId: string): Promise<BillingDocumentItem> => {
  const item = await findDocumentItem(photographerId, documentId);
  if (!item) throw new Error(`no document ${documentId}`);
  return item;
};

describe('write-once store', () => {
  it('the S3 stand-in refuses a second conditional write of a key with 412, and writeOnce keeps the first bytes', async () => {
    const key = issuedInvoicePdfKey(randomUUID(), randomUUID());
    const first = await writeOnce(key, { bytes: Buffer.from('%PDF-first'), fileName: 'factura-1.pdf' });
    expect(first.stored).toEqual({ key, sha256: sha256(Buffer.from('%PDF-first')) });
    await expect(s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: 'second', IfNoneMatch: '*' }))).rejects.toMatchObject({
      name: 'PreconditionFailed',
      $metadata: { httpStatusCode: 412 },
    });
    const again = await writeOnce(key, { bytes: Buffer.from('%PDF-second'), fileName: 'factura-1.pdf' });
    expect(again.stored).toEqual(first.stored);
    expect(again.bytes.toString()).toBe('%PDF-first');
    expect((await objectBytes(key)).toString()).toBe('%PDF-first');
  });

  it('lets exactly one of several writers at once store a key; all answer its bytes', async () => {
    const key = issuedInvoicePdfKey(randomUUID(), randomUUID());
    const writes = await Promise.all([0, 1, 2, 3, 4].map((n) => writeOnce(key, { bytes: Buffer.from(`%PDF-${n}`), fileName: 'f.pdf' })));
    const stored = await objectBytes(key);
    for (const write of writes) expect(write.stored).toEqual({ key, sha256: sha256(stored) });
  });
});

describe('issued invoice PDF', () => {
  let user: TestUser;
  const today = todayInMadrid();
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const issue = async (changes: Record<string, unknown> = {}) => {
    const answer = await api('POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), ...changes }));
    expect(answer.status, answer.text).toBe(201);
    return responseOf(issueInvoice, answer).document;
  };
  const download = async (documentId: string) => {
    const link = responseOf(getDocumentPdf, await api('GET', `/api/billing/documents/${documentId}/pdf`));
    const response = await fetch(link.url);
    expect(response.status).toBe(200);
    return { link, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    user = await createPhotographer('issued-pdf');
    await completeBillingSettings(user.accessToken, { businessName: 'Estudio Primero' });
  });

  it('is stored once at issue, with its key and SHA-256 on the invoice, and served byte for byte after the business name changes', async () => {
    const invoice = await issue();
    const item = await requireItem(user.sub, invoice.documentId);
    expect(item.issuedPdf).toEqual({ key: issuedInvoicePdfKey(user.sub, invoice.documentId), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(sha256(await objectBytes(item.issuedPdf?.key ?? ''))).toBe(item.issuedPdf?.sha256);

    const before = await download(invoice.documentId);
    expect(before.link.url).toContain(`/media/billing/${user.sub}/issued/${invoice.documentId}.pdf`);
    expect(before.link.fileName).toBe(`factura-${invoice.number}.pdf`);
    expect(sha256(before.bytes)).toBe(item.issuedPdf?.sha256);
    expect(await pdfText(before.bytes)).toContain('Estudio Primero');

    await completeBillingSettings(user.accessToken, { businessName: 'Estudio Renombrado' });
    const after = await download(invoice.documentId);
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(true);
    // The change took: an invoice issued now prints the new name.
    // (The issuer block beside the centred QR may wrap the trade name.)
    const renamed = await pdfText((await download((await issue()).documentId)).bytes);
    expect(renamed.replace(/\s+/g, ' ')).toContain('Estudio Renombrado');

    // The email attaches the same bytes.
    const to = uniqueEmail('cliente-pdf');
    const mailed = await api('POST', `/api/billing/documents/${invoice.documentId}/email`, { to, subject: `Factura ${invoice.number}`, message: 'Adjunta.' });
    expect(mailed.status, mailed.text).toBe(200);
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    const attachment = mail.attachments.find((a) => a.contentType.startsWith('application/pdf'));
    expect(sha256(Buffer.from(attachment?.content ?? '', 'base64'))).toBe(item.issuedPdf?.sha256);
    // Nothing rewrote the issued object.
    expect(sha256(await objectBytes(item.issuedPdf?.key ?? ''))).toBe(item.issuedPdf?.sha256);
  });

  it('is stored at issue on every path that numbers an invoice: simplified, rectifying and a converted quote', async () => {
    const line = (name: string, unitPriceCents: number) => ({ name, variant: null, quantity: 1, unitPriceCents, vat: { kind: 'rate', ratePercent: 21 } });
    const simplified = await issue({
      invoiceType: 'F2',
      client: { name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' },
      session: { title: '' },
      pricing: {},
      products: [line('Copias 20x30', 2_000)],
    });
    const rectifying = responseOf(
      rectifyInvoice,
      await api('POST', `/api/billing/invoices/${(await issue()).documentId}/rectify`, {
        reason: 'Descuento acordado',
        issueDate: today,
        rectificationType: 'R1',
        method: 'I',
        products: [line('Descuento', -1_000)],
      }),
    ).invoice;
    const quote = responseOf(createQuote, await api('POST', '/api/billing/quotes', documentBody({ issueDate: today, dueDate: addDays(today, 30) }))).document;
    const converted = responseOf(convertQuote, await api('POST', `/api/billing/quotes/${quote.documentId}/convert`, { issueDate: today })).invoice;
    for (const invoice of [simplified, rectifying, converted]) {
      const item = await requireItem(user.sub, invoice.documentId);
      expect(item.issuedPdf?.key, invoice.number).toBe(issuedInvoicePdfKey(user.sub, invoice.documentId));
      expect(sha256(await objectBytes(item.issuedPdf?.key ?? ''))).toBe(item.issuedPdf?.sha256);
    }
    // A quote is not issued: rendered on each request, never stored once.
    expect((await requireItem(user.sub, quote.documentId)).issuedPdf).toBeUndefined();
  });

  it('once cancelled, serves its stored PDF stamped ANULADA on every page, stored once beside the original, which stays', async () => {
    // Forty lines: two pages.
    const products = Array.from({ length: 40 }, (_, n) => ({ name: `Copia impresa ${n + 1}`, variant: '20x30', quantity: 1, unitPriceCents: 1_500, vat: { kind: 'rate', ratePercent: 21 } }));
    const invoice = await issue({ products });
    // Read from the store, not downloaded: a downloaded invoice has reached its client and can no longer be cancelled (issue 22 point 7).
    const original = { bytes: await objectBytes((await requireItem(user.sub, invoice.documentId)).issuedPdf?.key ?? '') };
    const originalPages = await pagesOf(original.bytes);
    expect(originalPages).toHaveLength(2);
    expect(originalPages.join('\n')).not.toContain('ANULADA');

    const cancelled = await api('POST', `/api/billing/invoices/${invoice.documentId}/cancel`, { reason: 'Emitida por error' });
    expect(responseOf(cancelInvoice, cancelled).document.status).toBe('cancelled');
    const item = await requireItem(user.sub, invoice.documentId);
    expect(item.cancelledPdf).toEqual({ key: cancelledInvoicePdfKey(user.sub, invoice.documentId), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const stamped = await download(invoice.documentId);
    expect(stamped.link.fileName).toBe(`factura-${invoice.number}-anulada.pdf`);
    expect(isPdf(stamped.bytes)).toBe(true);
    expect(sha256(stamped.bytes)).toBe(item.cancelledPdf?.sha256);
    const pages = await pagesOf(stamped.bytes);
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain('ANULADA');
      expect(page).toContain(`Página ${index + 1} de 2`);
    });
    expect(pages[0]).toContain(`Número: ${invoice.number}`);
    expect(pages[1]).toContain('Copia impresa 40');
    // The original is the one issued, unchanged.
    expect(item.issuedPdf?.sha256).toBe(sha256(original.bytes));
    expect(sha256(await objectBytes(item.issuedPdf?.key ?? ''))).toBe(sha256(original.bytes));
    // Served again: the same stamped copy.
    expect(sha256((await download(invoice.documentId)).bytes)).toBe(item.cancelledPdf?.sha256);
  });
});

describe('data migration: issued-invoice-pdfs', () => {
  const storedItems = fixtureItems();
  const documents = storedItems.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'billingDocument');
  const invoices = documents.filter((item) => item.kind === 'invoice');
  const read = (item: Record<string, unknown>) => requireItem(String(item.photographerId), String(item.documentId));

  beforeAll(async () => {
    await putStoredItems(storedItems);
    // The demo studio's logo, as main's data folder has it.
    for (const upload of storedItems.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'upload')) {
      await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: String(upload.objectKey), Body: PNG, ContentType: 'image/png' }));
    }
  });

  it('stores each invoice of main’s fixture once (a cancelled one also its ANULADA copy), changes no content, and a second run changes nothing', async () => {
    expect(invoices.length).toBeGreaterThanOrEqual(5);
    expect(invoices.some((item) => item.status === 'cancelled')).toBe(true);
    for (const invoice of invoices) expect((await read(invoice)).issuedPdf).toBeUndefined();

    expect(await storeMissingInvoicePdfs()).toBeGreaterThanOrEqual(invoices.length);
    const first = await Promise.all(invoices.map(read));
    for (const [index, item] of first.entries()) {
      const fixture: Record<string, unknown> = invoices[index] ?? {};
      expect(item.content).toBe(fixture.content);
      expect({ number: item.number, status: item.status, totalCents: item.totalCents }).toEqual({ number: fixture.number, status: fixture.status, totalCents: fixture.totalCents });
      expect(item.issuedPdf?.key).toBe(issuedInvoicePdfKey(item.photographerId, item.documentId));
      const issued = await objectBytes(item.issuedPdf?.key ?? '');
      expect(sha256(issued)).toBe(item.issuedPdf?.sha256);
      const text = await pdfText(issued);
      expect(text).toContain(item.number);
      expect(text).not.toContain('ANULADA');
      if (item.status === 'cancelled') {
        expect(item.cancelledPdf?.key).toBe(cancelledInvoicePdfKey(item.photographerId, item.documentId));
        const copy = await objectBytes(item.cancelledPdf?.key ?? '');
        expect(sha256(copy)).toBe(item.cancelledPdf?.sha256);
        // In the invoice's language: main's cancelled invoice is an English one.
        expect(await pdfText(copy)).toContain(contentOfItem(item).client.language === 'es' ? 'ANULADA' : 'CANCELLED (ANULADA)');
      } else {
        expect(item.cancelledPdf).toBeUndefined();
      }
    }
    for (const quote of documents.filter((item) => item.kind === 'quote')) expect((await read(quote)).issuedPdf).toBeUndefined();

    await storeMissingInvoicePdfs();
    const second = await Promise.all(invoices.map(read));
    expect(second).toEqual(first);
    for (const item of second) expect(sha256(await objectBytes(item.issuedPdf?.key ?? ''))).toBe(item.issuedPdf?.sha256);
  });
});
