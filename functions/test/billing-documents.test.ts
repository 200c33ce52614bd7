// Quote and invoice documents: the PDF read back with pdftotext (every mandatory field,
// the totals, Spanish characters, both languages, the logo, the room for the AEAT QR code),
// stored in S3 local behind a signed link, mailed through SES local with the PDF attached,
// and the accountant's CSV and XLSX export.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { appConfig } from '../src/lib/config.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesCsv, invoicesXlsx, type ExportedInvoice } from '../src/billing/accountant-export.js';
import { documentAssets, documentFont } from '../src/billing/document-assets.js';
import { documentPdfLink, emailDocumentPdf, invoicesExportLink } from '../src/billing/document-files.js';
import { FILE_LINK_SECONDS } from '../src/billing/document-pdf.js';
import { QR_BLOCK, QR_BLOCK_BOTTOM } from '../src/billing/pdf/pdf-layout.js';
import { renderDocumentPdf } from '../src/billing/pdf/render-document-pdf.js';
import { db } from '../src/data/database.js';
import { billingDocumentFixture, invoiceView, putDocumentItem } from './support/billing-documents.js';
import { exportInvoices, getDocumentPdf } from '@fotostudio/shared/contracts/billing/document-routes';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, uniqueEmail, type TestUser } from './support/cognito-users.js';
import { documentMoney } from '../src/billing/pdf/pdf-format.js';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { isPdf, pdfText, pdfWords } from './support/pdf-text.js';
import { mediaBucket, s3 } from './support/storage.js';
import { PNG } from './support/uploads.js';
import { zipEntries } from './support/xlsx.js';

const render = async (view = invoiceView(), logo: Buffer | null = null) => renderDocumentPdf(view, { font: await documentFont(), logo });

describe('invoice PDF', () => {
  it('prints every mandatory field of RD 1619/2012 art. 6, the totals and Spanish characters, in Spanish', async () => {
    const pdf = await render();
    expect(isPdf(pdf)).toBe(true);
    const text = await pdfText(pdf);
    // a) number and series, b) issue date, i) operation date, due date
    expect(text).toContain('FACTURA');
    expect(text).toContain('Número: A-2026-0007');
    expect(text).toContain('Fecha de expedición: 20/11/2026');
    expect(text).toContain('Fecha de la operación: 14/11/2026');
    expect(text).toContain('Vencimiento: 20/12/2026');
    // c, d, e) issuer and client: name, tax id, address
    for (const expected of [
      'Estudio Peña Fotografía',
      'Forma jurídica: S.L.',
      'NIF/CIF: B12345674',
      'Calle Año Nuevo 3',
      '26001 Logroño',
      'Begoña Núñez Ibáñez',
      'NIF/CIF: 12345678Z',
      'Avenida de la Constitución 1, 2º',
      '41001 Sevilla',
    ]) expect(text).toContain(expected);
    // f, g) lines with unit price without tax, rate and base; j) exemption with its reference
    expect(text).toContain('Reportaje de boda con álbum 1,5 1200,50 € 21 % 1800,75 €');
    expect(text).toContain('Curso de iniciación a la fotografía 1 200,00 € Exento E1 200,00 €');
    expect(text).toContain('Exento E1: Operación exenta de IVA (artículo 20 de la Ley 37/1992).');
    // h) breakdown per rate, then totals: bases 3801,50; VAT 2 x 378,16; IRPF 15 % of 3801,50 rounded once
    expect(text).toContain('3601,50 € 21 % 756,32 €');
    expect(text).toContain('200,00 € Exento E1 0,00 €');
    expect(text).toContain('Total base imponible 3801,50 €');
    expect(text).toContain('Total IVA 756,32 €');
    expect(text).toContain('Retención IRPF (15 %) -570,23 €');
    expect(text).toContain('TOTAL 3987,59 €');
    // payment conditions and IBAN; notes and terms with ¿ ¡
    expect(text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
    expect(text).toContain('Condiciones: Transferencia a 30 días');
    expect(text).toContain('¿Dudas? ¡Llámanos!');
    expect(text).toContain('A-2026-0007 · Página 1 de 1');
  });

  it('prints a quote in English, with no operation date when it is the issue date and no withholding line without IRPF', async () => {
    const view = invoiceView({ kind: 'quote', language: 'en', number: '2026-0003', operationDate: '2026-11-20', irpfRatePercent: null });
    const text = await pdfText(await render(view));
    expect(text).toContain('QUOTE');
    expect(text).toContain('Number: 2026-0003');
    expect(text).toContain('Issue date: 20/11/2026');
    expect(text).toContain('Valid until: 20/12/2026');
    expect(text).not.toContain('Date of supply');
    expect(text).toContain('Bill to');
    expect(text).toContain('Legal form: S.L.');
    expect(text).toContain('Exempt E1: VAT-exempt supply (article 20 of Spanish Law 37/1992).');
    expect(text).toContain('Total taxable base €3,801.50');
    expect(text).not.toContain('IRPF');
    expect(text).toContain('TOTAL €4,557.82');
    expect(text).toContain('Page 1 of 1');
  });

  it('runs long documents onto more pages, with the table header again and the page count on each', async () => {
    const many = Array.from({ length: 70 }, (_, i) => ({
      description: `Fotografía retocada nº ${i + 1}`,
      quantity: 1,
      unitPriceCents: 1_000,
      vat: { kind: 'rate' as const, ratePercent: 21 as const },
    }));
    const text = await pdfText(await render(invoiceView({ lines: many, irpfRatePercent: null })));
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(pages[1]).toContain('Descripción');
    expect(text).toContain('Fotografía retocada nº 70');
    // 70 x 10,00 = 700,00 base; 70 x 2,10 VAT = 147,00
    expect(text).toContain('TOTAL 847,00 €');
  });

  it('keeps the top centre of the first page free for the AEAT QR code, even for a long business name', async () => {
    const view = invoiceView({ issuer: { ...invoiceView().issuer, name: 'Estudio de Fotografía y Vídeo Profesional Peña Hermanos Sociedad Limitada Unipersonal' } });
    const words = await pdfWords(await render(view), 1);
    expect(words.map((w) => w.word)).toContain('Hermanos');
    const inQrBlock = words.filter((w) => w.xMax > QR_BLOCK.x && w.yMin < QR_BLOCK_BOTTOM && w.yMax > QR_BLOCK.y);
    expect(inQrBlock).toEqual([]);
  });
});

describe('issuer logo', () => {
  const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

  it('embeds the profile logo the image function verified, read from the media bucket', async () => {
    // A received upload counts its bytes on the photographer's item (storage usage), so the photographer exists.
    const { sub: photographerId } = await createPhotographer('billing-logo');
    const logoKey = `originals/${photographerId}/profile/logo.png`;
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: logoKey, Body: PNG, ContentType: 'image/png' }));
    await eventually(async () => (await db().entities.upload.get({ photographerId, objectKey: logoKey }).go()).data ?? undefined);
    const assets = await documentAssets(photographerId, logoKey);
    expect(assets.logo?.equals(PNG)).toBe(true);
    expect(hasImage(await renderDocumentPdf(invoiceView(), assets))).toBe(true);
  });

  it('leaves off a logo whose upload was refused', async () => {
    const photographerId = randomUUID();
    const logoKey = `originals/${photographerId}/profile/logo.png`;
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: logoKey, Body: Buffer.from('%PDF-1.7 not a picture'), ContentType: 'image/png' }));
    await eventually(async () => (await db().entities.upload.get({ photographerId, objectKey: logoKey }).go()).data ?? undefined);
    const assets = await documentAssets(photographerId, logoKey);
    expect(assets.logo).toBeNull();
    expect(hasImage(await renderDocumentPdf(invoiceView(), assets))).toBe(false);
  });
});

describe('PDF download and email of a stored document', () => {
  it('prints the stored snapshot: session lines named in its language, the session date as the operation date', async () => {
    const document = billingDocumentFixture();
    const link = await documentPdfLink(await putDocumentItem(randomUUID(), document));
    const text = await pdfText(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
    expect(text).toContain('Sesión fotográfica: Boda de Begoña y Íñigo 1 1800,75 € 21 % 1800,75 €');
    expect(text).toContain('Fotografías adicionales 1 1800,75 € 21 % 1800,75 €');
    expect(text).toContain('Curso de iniciación · Presencial 1 200,00 € Exento E1 200,00 €');
    expect(text).toContain('Fecha de la operación: 14/11/2026');
    expect(text).toContain('TOTAL 3987,59 €');
    const english = await documentPdfLink(await putDocumentItem(randomUUID(), billingDocumentFixture({ client: { ...document.client, language: 'en' } })));
    expect(english.fileName).toBe('invoice-A-2026-0007.pdf');
    const englishText = await pdfText(new Uint8Array(await (await fetch(english.url)).arrayBuffer()));
    expect(englishText).toContain('Photo session: Boda de Begoña y Íñigo');
    expect(englishText).toContain('Extra photos');
  });

  it('stores the PDF under the photographer billing prefix and hands out a signed link that expires in minutes', async () => {
    const photographerId = randomUUID();
    const document = billingDocumentFixture();
    const item = await putDocumentItem(photographerId, document);
    const before = Date.now();
    const link = await documentPdfLink(item);
    expect(link.fileName).toBe('factura-A-2026-0007.pdf');
    // An invoice's PDF is written once under issued/ (billing-issued-pdf.test.ts); a quote's is rendered on each request.
    expect(link.url).toContain(`/media/billing/${photographerId}/issued/${document.documentId}.pdf`);
    const quote = await documentPdfLink(await putDocumentItem(photographerId, billingDocumentFixture({ kind: 'quote', status: 'pending', invoiceType: null })));
    expect(quote.fileName).toBe('presupuesto-A-2026-0007.pdf');
    expect(quote.url).toMatch(new RegExp(`/media/billing/${photographerId}/documents/[0-9a-f-]{36}\\.pdf`));
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(FILE_LINK_SECONDS * 1000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(FILE_LINK_SECONDS * 1000 + 5_000);
    const response = await fetch(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    expect(await pdfText(bytes)).toContain('Número: A-2026-0007');
    const unsigned = await fetch(link.url.split('?')[0] ?? '');
    expect(unsigned.status).toBe(403);
  });

  it('mails the PDF with the message the photographer wrote, in the business name, answered to the photographer; internal notes go nowhere', async () => {
    const internalNotes = 'Nota interna: cobrar en mano';
    const to = uniqueEmail('cliente-factura');
    const cc = uniqueEmail('gestoria');
    const replyTo = uniqueEmail('fotografa');
    const messageId = await emailDocumentPdf(
      await putDocumentItem(randomUUID(), billingDocumentFixture({ internalNotes })),
      { to, cc: [cc], subject: 'Tu factura A-2026-0007', message: 'Hola Begoña:\n\nTe adjunto la factura. ¡Gracias!' },
      replyTo,
    );
    expect(messageId).toEqual(expect.any(String));
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    expect(mail.subject).toBe('Tu factura A-2026-0007');
    expect(mail.from).toContain('Estudio Peña Fotografía');
    expect(mail.replyTo.join()).toContain(replyTo);
    expect(mail.destination.cc.join()).toContain(cc);
    expect(mail.body.text).toContain('Te adjunto la factura. ¡Gracias!');
    expect(mail.body.html).toContain('<p>Hola Begoña:</p>');
    const attachment = mail.attachments.find((a) => a.contentType.startsWith('application/pdf'));
    expect(attachment?.filename).toBe('factura-A-2026-0007.pdf');
    const bytes = Buffer.from(attachment?.content ?? '', 'base64');
    expect(isPdf(bytes)).toBe(true);
    const text = await pdfText(bytes);
    expect(text).toContain('Número: A-2026-0007');
    expect(text).toContain('Begoña Núñez Ibáñez');
    expect(text).toContain('TOTAL 3987,59 €');
    for (const printed of [text, mail.body.text, mail.body.html, mail.subject]) expect(printed).not.toContain('cobrar en mano');
  });
});

const exported = (overrides: Partial<ExportedInvoice> = {}): ExportedInvoice => {
  const view = invoiceView();
  return {
    issueDate: view.issueDate,
    number: view.number,
    invoiceType: 'F1',
    rectifies: null,
    clientName: view.client.name,
    clientTaxId: view.client.taxId,
    lines: view.lines,
    irpfRatePercent: view.irpfRatePercent,
    status: 'paid',
    ...overrides,
  };
};

describe('accountant export', () => {
  it('writes CSV rows with bases per VAT rate, VAT, IRPF, total and status, in the reader notation', async () => {
    const rows = [exported(), exported({ number: 'A-2026-0008', lines: [{ quantity: 2, unitPriceCents: 5_000, vat: { kind: 'rate', ratePercent: 10 } }], irpfRatePercent: null, status: 'overdue' })];
    const es = invoicesCsv(rows, 'es').split('\r\n');
    expect(es[0]).toBe('\uFEFFFecha de expedición;Número;Tipo;Factura rectificada;Cliente;NIF/CIF;Base 21 %;Base 10 %;Base 4 %;Base 0 %;Base exenta;Base no sujeta;IVA;Retención IRPF;Total;Estado');
    expect(es[1]).toBe('20/11/2026;A-2026-0007;Completa (F1);;Begoña Núñez Ibáñez;12345678Z;3601,50;0,00;0,00;0,00;200,00;0,00;756,32;570,23;3987,59;Pagada');
    expect(es[2]).toBe('20/11/2026;A-2026-0008;Completa (F1);;Begoña Núñez Ibáñez;12345678Z;0,00;100,00;0,00;0,00;0,00;0,00;10,00;0,00;110,00;Vencida');
    const en = invoicesCsv(rows, 'en').split('\r\n');
    expect(en[0]).toBe('\uFEFFIssue date,Number,Type,Corrected invoice,Client,Tax ID,Base 21 %,Base 10 %,Base 4 %,Base 0 %,Exempt base,Not subject base,VAT,IRPF withholding,Total,Status');
    expect(en[1]).toBe('20/11/2026,A-2026-0007,Full (F1),,Begoña Núñez Ibáñez,12345678Z,3601.50,0.00,0.00,0.00,200.00,0.00,756.32,570.23,3987.59,Paid');
  });

  it('neutralises a client name a spreadsheet would run as a formula, and quotes delimiters', () => {
    const csv = invoicesCsv([exported({ clientName: '=HYPERLINK("http://x.example","Pagar")' }), exported({ clientName: 'Pérez; Hijos, S.L.' })], 'es').split('\r\n');
    expect(csv[1]).toContain(`;"'=HYPERLINK(""http://x.example"",""Pagar"")";`);
    expect(csv[2]).toContain(';"Pérez; Hijos, S.L.";');
  });

  it('writes an XLSX with typed dates and amounts', async () => {
    const entries = await zipEntries(await invoicesXlsx([exported()], 'es'));
    const sheet = entries.get('xl/worksheets/sheet1.xml') ?? '';
    const strings = entries.get('xl/sharedStrings.xml') ?? '';
    const text = sheet + strings;
    for (const value of ['Begoña Núñez Ibáñez', 'A-2026-0007', 'Pagada', 'Base exenta']) expect(text).toContain(value);
    for (const amount of ['3601.5', '200', '756.32', '570.23', '3987.59']) expect(sheet).toContain(`<v>${amount}</v>`);
    // 20/11/2026 as an Excel serial day number.
    expect(sheet).toContain('<v>46346</v>');
    expect(entries.get('xl/workbook.xml')).toContain('name="Facturas"');
  });

  it('hands out the period export as a signed link, invoices only, and refuses a period without invoices', async () => {
    const photographerId = randomUUID();
    const query = { from: '2026-11-01', to: '2026-11-30', format: 'csv' as const };
    const quote = billingDocumentFixture({ kind: 'quote', number: 'P-2026-0001', status: 'pending' });
    const rectifying = billingDocumentFixture({
      number: 'R-2026-0001',
      invoiceType: 'R1',
      rectification: { originalId: randomUUID(), originalNumber: 'A-2026-0007', originalIssueDate: '2026-11-20', method: 'I', reason: 'Descuento' },
    });
    const link = await invoicesExportLink(photographerId, [billingDocumentFixture(), billingDocumentFixture({ number: 'A-2026-0008', status: 'overdue' }), rectifying, quote], query, 'es');
    expect(link).toMatchObject({ fileName: 'facturas-2026-11-01-2026-11-30.csv', invoiceCount: 3 });
    expect(link.url).toContain(`/media/billing/${photographerId}/exports/facturas-2026-11-01-2026-11-30.csv`);
    const csv = (await (await fetch(link.url)).text()).split('\r\n');
    expect(csv[1]).toBe('20/11/2026;A-2026-0007;Completa (F1);;Begoña Núñez Ibáñez;12345678Z;3601,50;0,00;0,00;0,00;200,00;0,00;756,32;570,23;3987,59;Enviada');
    expect(csv[2]).toContain(';Vencida');
    expect(csv[3]).toContain(';R-2026-0001;Rectificativa (R1);A-2026-0007;');
    expect(csv.join()).not.toContain('P-2026-0001');
    const xlsx = await invoicesExportLink(photographerId, [billingDocumentFixture()], { ...query, format: 'xlsx' }, 'en');
    expect(xlsx.fileName).toBe('invoices-2026-11-01-2026-11-30.xlsx');
    const entries = await zipEntries(Buffer.from(await (await fetch(xlsx.url)).arrayBuffer()));
    expect(entries.get('xl/worksheets/sheet1.xml')).toContain('<v>3987.59</v>');
    await expect(invoicesExportLink(photographerId, [quote], query, 'es')).rejects.toMatchObject({ code: 'billing.export_no_invoices' });
  });
});

describe('billing file routes', () => {
  let user: TestUser;
  const api = (method: string, path: string, body?: unknown, query?: Record<string, string>, token = user.accessToken) => callApi({ method, path, token, body, query });
  // Issued today, due in a month: a draft, not overdue.
  const current = () => documentBody({ issueDate: todayInMadrid(), dueDate: addDays(todayInMadrid(), 30) });
  const fetchText = async (url: string) => pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()));

  beforeAll(async () => {
    user = await createPhotographer('billing-files');
    await completeBillingSettings(user.accessToken, { businessName: 'Fotografía Añil', iban: 'ES9121000418450200051332' });
  });

  it('hands out the PDF of an issued invoice, with its stored totals, to its photographer only', async () => {
    const issued = await api('POST', '/api/billing/invoices', current());
    expect(issued.status, issued.text).toBe(201);
    const invoice = documentOf(issued);
    const answer = await api('GET', `/api/billing/documents/${invoice.documentId}/pdf`);
    const text = await fetchText(responseOf(getDocumentPdf, answer).url);
    expect(text).toContain(`Número: ${invoice.number}`);
    expect(text).toContain('Fotografía Añil');
    expect(text).toContain(`TOTAL ${documentMoney(invoice.totals.totalCents, 'EUR', 'es')}`);
    expect(text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
    const stranger = await createPhotographer('billing-files-stranger');
    const refused = await api('GET', `/api/billing/documents/${invoice.documentId}/pdf`, undefined, undefined, stranger.accessToken);
    expect({ status: refused.status, code: errorCodeOf(refused) }).toEqual({ status: 404, code: 'billing.document_not_found' });
  });

  it('emails the PDF to the client and marks a draft invoice sent; a quote stays pending', async () => {
    const to = uniqueEmail('cliente-ruta');
    const invoice = documentOf(await api('POST', '/api/billing/invoices', current()));
    expect(invoice.status).toBe('draft');
    const sent = await api('POST', `/api/billing/documents/${invoice.documentId}/email`, { to, subject: `Factura ${invoice.number}`, message: 'Hola,\n\nadjunto la factura.' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, document: { documentId: invoice.documentId, status: 'sent' } });
    expect(documentOf(await api('GET', `/api/billing/documents/${invoice.documentId}`)).status).toBe('sent');
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    expect(mail.from).toContain('Fotografía Añil');
    // The message ends with the invoice's public page (issue 25 point 2), made for the mail.
    const link = documentOf(await api('GET', `/api/billing/documents/${invoice.documentId}`)).publicLink;
    expect(link?.path).toMatch(/^\/f\/[a-z2-7]{26}$/);
    expect(mail.body.text).toContain(`Consulta la factura, su estado y lo pendiente de pago en ${appConfig().APP_URL.replace(/\/$/, '')}${link?.path}`);
    const attachment = mail.attachments.find((a) => a.contentType.startsWith('application/pdf'));
    expect(await pdfText(Buffer.from(attachment?.content ?? '', 'base64'))).toContain(`Número: ${invoice.number}`);

    const quote = documentOf(await api('POST', '/api/billing/quotes', current()));
    const quoteMail = await api('POST', `/api/billing/documents/${quote.documentId}/email`, { to, subject: 'Presupuesto', message: 'Adjunto.' });
    expect(quoteMail.status, quoteMail.text).toBe(200);
    expect(quoteMail.body).toMatchObject({ document: { documentId: quote.documentId, status: 'pending' } });
  });

  it("makes a CRM client's documents in the client's preferred language; one without keeps the photographer's", async () => {
    const contactOf = async (language: 'en' | undefined) => {
      const answer = await api('POST', '/api/contacts', { type: 'client', firstName: 'Grace', lastName: 'Hopper', emails: { primary: uniqueEmail('client-language') }, ...(language ? { language } : {}) });
      expect(answer.status, answer.text).toBe(201);
      return (answer.body as { contact: { contactId: string; language: string | null } }).contact;
    };
    const [english, unset] = await Promise.all([contactOf('en'), contactOf(undefined)]);
    expect([english.language, unset.language]).toEqual(['en', null]);
    const forClient = (clientId: string) => {
      const body = current();
      return { ...body, client: { ...(body.client as Record<string, unknown>), clientId, language: null } };
    };

    const invoice = documentOf(await api('POST', '/api/billing/invoices', forClient(english.contactId)));
    expect(invoice.client.language).toBe('en');
    const to = uniqueEmail('client-language-mail');
    const sent = await api('POST', `/api/billing/documents/${invoice.documentId}/email`, { to, subject: `Invoice ${invoice.number}`, message: 'Hello,\n\nthe invoice is attached.' });
    expect(sent.status, sent.text).toBe(200);
    const mail = await eventually(async () => (await mailsTo(to)).at(-1));
    const attachment = mail.attachments.find((a) => a.contentType.startsWith('application/pdf'));
    expect(attachment?.filename).toBe(`invoice-${invoice.number}.pdf`);
    const englishPdf = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(englishPdf).toContain('INVOICE');
    expect(englishPdf).toContain(`Number: ${invoice.number}`);
    expect(englishPdf).not.toContain('FACTURA');
    const quote = documentOf(await api('POST', '/api/billing/quotes', forClient(english.contactId)));
    expect(quote.client.language).toBe('en');

    // No stored language: the photographer's (Spanish here), as before the field existed.
    const spanish = documentOf(await api('POST', '/api/billing/invoices', forClient(unset.contactId)));
    expect(spanish.client.language).toBe('es');
    expect(await fetchText(responseOf(getDocumentPdf, await api('GET', `/api/billing/documents/${spanish.documentId}/pdf`)).url)).toContain(`Número: ${spanish.number}`);

    // An issued invoice keeps its language when the client's changes.
    const changed = await api('PUT', `/api/contacts/${english.contactId}`, { firstName: 'Grace', emails: { primary: uniqueEmail('client-language-2') }, language: 'es' });
    expect(changed.status, changed.text).toBe(200);
    expect(documentOf(await api('GET', `/api/billing/documents/${invoice.documentId}`)).client.language).toBe('en');
    expect(await fetchText(responseOf(getDocumentPdf, await api('GET', `/api/billing/documents/${invoice.documentId}/pdf`)).url)).toContain(`Number: ${invoice.number}`);
  });

  it('exports the invoices of a period, and refuses an empty period and a reversed one', async () => {
    const invoice = documentOf(await api('POST', '/api/billing/invoices', current()));
    const day = invoice.issueDate;
    const answer = await api('GET', '/api/billing/invoices/export', undefined, { from: day, to: day, format: 'csv' });
    const exported = responseOf(exportInvoices, answer);
    expect(exported.invoiceCount).toBeGreaterThanOrEqual(1);
    const csv = await (await fetch(exported.url)).text();
    expect(csv).toContain(`;${invoice.number};`);
    const empty = await api('GET', '/api/billing/invoices/export', undefined, { from: '2001-01-01', to: '2001-01-31', format: 'xlsx' });
    expect({ status: empty.status, code: errorCodeOf(empty) }).toEqual({ status: 404, code: 'billing.export_no_invoices' });
    const reversed = await api('GET', '/api/billing/invoices/export', undefined, { from: '2026-02-01', to: '2026-01-01', format: 'csv' });
    expect({ status: reversed.status, code: errorCodeOf(reversed) }).toEqual({ status: 400, code: 'billing.export_period_invalid' });
  });
});
