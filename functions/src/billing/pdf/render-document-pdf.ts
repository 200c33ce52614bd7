// A quote or invoice as a PDF, in the document's language. pdfkit is imported on the first
// render, not at module load, so the billing Lambda's cold init does not pay for it. The font
// is a TTF buffer: pdfkit's built-in standard fonts are files it looks up at run time, which a
// bundle does not carry (pdfkit issue 1801), and they cannot print € or ñ anyway.
//
// Mandatory content of an invoice, RD 1619/2012 art. 6.1, and where each prints:
//  a) number and series ................... document block, "Número" (series is part of it)
//  b) issue date .......................... document block, "Fecha de expedición"
//  c) full name of issuer and client ...... issuer block (top left), client block
//  d) NIF of issuer and client ............ issuer block, client block ("NIF/CIF")
//  e) address of issuer and client ........ issuer block, client block
//  f) description, unit price without tax, taxable base ... lines table, breakdown
//  g) VAT rate(s) ......................... lines table "IVA" column, breakdown "Tipo"
//  h) VAT amount, stated separately ....... breakdown "Cuota de IVA", "Total IVA"
//  i) operation date when it differs ...... document block, "Fecha de la operación"
//  j) exemption and its legal reference ... lines table "Exento Ex", legal notes
//  k-p) new vehicles, travel agencies, second-hand goods, self-billing, reverse charge,
//       tax representative, cash-basis regime: operations and regimes the billing settings
//       do not offer, so no invoice of this product needs their mention
// Art. 6.2 (several rates on one invoice): the breakdown has one row per rate.
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import type { Language } from '@fotostudio/shared/constants';
import { isRectifyingType } from '@fotostudio/shared/billing/invoice-types';
import { EXEMPTION_CAUSES, type ExemptionCause } from '@fotostudio/shared/tax/exemption-causes';
import { invoiceTotals, NOT_SUBJECT_MENTION, VAT_EXEMPTIONS, type VatCategory, type VatExemption } from '@fotostudio/shared/tax/invoice-totals';
import { DOCUMENT_MESSAGES, type DocumentMessages } from '../document-messages.js';
import type { BillingDocumentView, DocumentClientParty, RectifiedAmount } from './billing-document-view.js';
import { documentDate, documentMoney, documentNumber, printedIban } from './pdf-format.js';
import {
  COLOURS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FONT_SIZE,
  LINE_COLUMNS,
  LINE_GAP,
  LOGO_BOX,
  PAGE,
  QR_BLOCK,
  QR_BLOCK_BOTTOM,
} from './pdf-layout.js';
import { drawVerifactuQr } from './verifactu-qr.js';

type PdfKit = PDFKit.PDFDocument;

const QR_FONT = 'body';

export interface PdfAssets {
  /** TrueType font bytes. */
  font: Buffer;
  /** PNG or JPEG bytes of the issuer's logo. */
  logo?: Buffer | null | undefined;
}

/** A rate as printed: "21 %" under IVA (as always), "IGIC 7 %" / "IPSI 4 %" under the others (issue 22 point 3). */
const vatLabel = (vat: VatCategory, m: DocumentMessages, language: Language, tax: IndirectTax = 'IVA'): string =>
  vat.kind === 'rate'
    ? `${tax === 'IVA' ? '' : `${tax} `}${documentNumber(vat.ratePercent, language)} %`
    : vat.kind === 'exempt'
      ? `${m.exempt} ${vat.exemption}`
      : m.notSubject;

/** The words that name the tax ("IVA", "VAT"): under IGIC or IPSI they name that tax instead, same sentence. */
const TAX_NAMED_WORDS = ['vat', 'unitPriceVatIncluded', 'amountVatIncluded', 'pricesIncludeVat', 'vatQuota', 'totalVat'] as const;
const wordsForTax = (m: DocumentMessages, tax: IndirectTax): DocumentMessages =>
  tax === 'IVA' ? m : { ...m, ...Object.fromEntries(TAX_NAMED_WORDS.map((key) => [key, m[key].replace(/\b(IVA|VAT)\b/g, tax)])) };

/** The identifier's label: NIF/CIF, or the foreign document's type with its country (issue 22 point 1). */
const taxIdLabel = (party: DocumentClientParty, m: DocumentMessages): string => {
  if (!party.idType || party.idType === 'nif') return m.taxId;
  const label = m.idTypes[party.idType];
  return party.countryCode && party.idType !== 'eu_vat' ? `${label} (${party.countryCode})` : label;
};

const partyLines = (party: DocumentClientParty, m: DocumentMessages): string[] =>
  [
    // A simplified invoice may name no recipient, or one without a tax id.
    party.taxId ? `${taxIdLabel(party, m)}: ${party.taxId}` : '',
    party.address,
    [party.postalCode, party.city].filter(Boolean).join(' '),
    [party.province, party.country].filter(Boolean).join(', '),
    party.email ? `${m.email}: ${party.email}` : '',
    party.phone ? `${m.phone}: ${party.phone}` : '',
  ].filter((line) => line.trim() !== '');

const writer = (doc: PdfKit) => ({
  text(value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { size?: number; colour?: string } = {}): number {
    const { size = FONT_SIZE.body, colour = COLOURS.text, ...rest } = options;
    doc.fontSize(size).fillColor(colour);
    const textOptions = { lineGap: LINE_GAP, ...rest };
    doc.text(value, x, y, textOptions);
    return y + doc.heightOfString(value, textOptions);
  },
  rule(y: number) {
    doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
  },
});

/** The title: a quote, or an invoice as full, simplified or rectifying. */
const titleOf = (view: BillingDocumentView, m: DocumentMessages): string => {
  if (view.kind !== 'invoice' || !view.invoiceType || view.invoiceType === 'F1' || view.invoiceType === 'F3') return m.title[view.kind];
  return view.invoiceType === 'F2' ? m.simplifiedTitle : m.rectifyingTitle;
};

/**
 * Art. 15 RD 1619/2012: a rectifying invoice names the invoice it rectifies; also its type,
 * method and reason; by substitution, the amount of the rectification (art. 15.2): the
 * original's amount, the new amount and their difference, each as base, VAT and total.
 */
const rectificationLines = (view: BillingDocumentView, m: DocumentMessages, money: (cents: number) => string): string[] => {
  const { rectification, invoiceType } = view;
  if (!rectification || !invoiceType || !isRectifyingType(invoiceType)) return [];
  const r = m.rectification;
  const amount = (label: string, { baseCents, vatCents }: RectifiedAmount) => r.amount(label, money(baseCents), money(vatCents), money(baseCents + vatCents));
  const { amounts } = rectification;
  return [
    r.original(rectification.originalNumber, documentDate(rectification.originalIssueDate)),
    `${r.type}: ${r.types[invoiceType]}`,
    `${r.method}: ${r.methods[rectification.method]}`,
    `${r.reason}: ${rectification.reason}`,
    ...(amounts
      ? [
          amount(r.originalAmount, amounts.original),
          amount(r.correctedAmount, amounts.corrected),
          amount(r.difference, {
            baseCents: amounts.corrected.baseCents - amounts.original.baseCents,
            vatCents: amounts.corrected.vatCents - amounts.original.vatCents,
          }),
        ]
      : []),
  ];
};

export const renderDocumentPdf = async (view: BillingDocumentView, assets: PdfAssets): Promise<Buffer> => {
  const { default: PDFDocument } = await import('pdfkit');
  const tax = view.tax ?? 'IVA';
  const m = wordsForTax(DOCUMENT_MESSAGES[view.language], tax);
  const money = (cents: number) => documentMoney(cents, view.currency, view.language);
  const pricesIncludeVat = view.pricesIncludeVat === true;
  const totals = invoiceTotals({ lines: view.lines, irpfRatePercent: view.irpfRatePercent, pricesIncludeVat });

  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 20 },
    // A buffer, never a standard font's name (see above).
    font: assets.font as unknown as string,
    bufferPages: true,
    lang: view.language,
    info: { Title: `${titleOf(view, m)} ${view.number}`, Author: view.issuer.name, Subject: view.client.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = writer(doc);
  const left = PAGE.margin;
  if (view.verifactuQrUrl) {
    doc.registerFont(QR_FONT, assets.font);
    await drawVerifactuQr(doc, { url: view.verifactuQrUrl, x: QR_BLOCK.x, y: QR_BLOCK.y, fontName: QR_FONT, slotWidth: QR_BLOCK.size });
  }
  const right = PAGE.width - PAGE.margin;

  // Issuer, beside the space kept for the QR code.
  const issuerWidth = QR_BLOCK.x - left - 20;
  let y: number = PAGE.margin;
  if (assets.logo) {
    doc.image(assets.logo, left, y, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
    y += LOGO_BOX.height + 8;
  }
  // A self-employed issuer's legal name heads the block, the trade name beside it (issue 22 point 8).
  const { legalName } = view.issuer;
  const tradeName = legalName && legalName !== view.issuer.name ? view.issuer.name : null;
  y = w.text(legalName || view.issuer.name, left, y, { width: issuerWidth, size: FONT_SIZE.heading + 2 });
  const legalForm = m.legalForms[view.issuer.legalForm] ?? view.issuer.legalForm;
  const issuerLines = [...(tradeName ? [`${m.tradeName}: ${tradeName}`] : []), `${m.legalForm}: ${legalForm}`, ...partyLines(view.issuer, m)];
  y = w.text(issuerLines.join('\n'), left, y + 2, { width: issuerWidth, colour: COLOURS.muted });
  y = Math.max(y, QR_BLOCK_BOTTOM) + 16;

  // Title, document data and client side by side.
  const half = CONTENT_WIDTH / 2;
  w.text(titleOf(view, m), left, y, { size: FONT_SIZE.title, width: half });
  const dataLines = [
    `${m.number}: ${view.number}`,
    `${m.issueDate}: ${documentDate(view.issueDate)}`,
    view.operationDate && view.operationDate !== view.issueDate ? `${m.operationDate}: ${documentDate(view.operationDate)}` : '',
    view.dueDate ? `${m.dueDate[view.kind]}: ${documentDate(view.dueDate)}` : '',
  ].filter(Boolean);
  const dataBottom = w.text(dataLines.join('\n'), left, y + FONT_SIZE.title + 10, { width: half - 10 });
  const clientLines = partyLines(view.client, m);
  let clientY = y;
  if (view.client.name.trim() !== '' || clientLines.length > 0) {
    clientY = w.text(m.client, left + half, y, { size: FONT_SIZE.heading, colour: COLOURS.muted, width: half });
    clientY = w.text(view.client.name, left + half, clientY + 2, { size: FONT_SIZE.heading, width: half });
    clientY = w.text(clientLines.join('\n'), left + half, clientY + 2, { width: half });
  }
  y = Math.max(dataBottom, clientY) + 18;
  const rectification = rectificationLines(view, m, money);
  if (rectification.length > 0) {
    y = w.text(m.rectification.heading, left, y, { size: FONT_SIZE.heading, colour: COLOURS.muted, width: CONTENT_WIDTH });
    y = w.text(rectification.join('\n'), left, y + 2, { width: CONTENT_WIDTH }) + 14;
  }
  // An F3 names the simplified invoices it replaces.
  if (view.invoiceType === 'F3' && view.substitutes && view.substitutes.length > 0) {
    const s = m.substitution;
    y = w.text(s.heading, left, y, { size: FONT_SIZE.heading, colour: COLOURS.muted, width: CONTENT_WIDTH });
    const invoices = view.substitutes.map((invoice) => s.invoice(invoice.number, documentDate(invoice.issueDate))).join(', ');
    y = w.text(s.replaces(invoices), left, y + 2, { width: CONTENT_WIDTH }) + 14;
  }

  // Lines.
  const descriptionWidth = CONTENT_WIDTH - LINE_COLUMNS.quantity - LINE_COLUMNS.unitPrice - LINE_COLUMNS.vat - LINE_COLUMNS.amount;
  const columnX = {
    description: left,
    quantity: left + descriptionWidth,
    unitPrice: left + descriptionWidth + LINE_COLUMNS.quantity,
    vat: left + descriptionWidth + LINE_COLUMNS.quantity + LINE_COLUMNS.unitPrice,
    amount: right - LINE_COLUMNS.amount,
  };
  const tableHeader = (top: number): number => {
    doc.rect(left, top - 3, CONTENT_WIDTH, FONT_SIZE.body + 9).fill(COLOURS.band);
    const cell = { colour: COLOURS.muted, lineBreak: false } as const;
    w.text(m.description, columnX.description + 4, top, { ...cell, width: descriptionWidth - 8 });
    w.text(m.quantity, columnX.quantity, top, { ...cell, width: LINE_COLUMNS.quantity - 4, align: 'right' });
    w.text(pricesIncludeVat ? m.unitPriceVatIncluded : m.unitPrice, columnX.unitPrice, top, { ...cell, width: LINE_COLUMNS.unitPrice - 4, align: 'right' });
    w.text(m.vat, columnX.vat, top, { ...cell, width: LINE_COLUMNS.vat - 4, align: 'right' });
    w.text(pricesIncludeVat ? m.amountVatIncluded : m.amount, columnX.amount, top, { ...cell, width: LINE_COLUMNS.amount - 4, align: 'right' });
    return top + FONT_SIZE.body + 12;
  };
  const ensureRoom = (height: number, header = false) => {
    if (y + height <= CONTENT_BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
    if (header) y = tableHeader(y);
  };
  y = tableHeader(y);
  view.lines.forEach((line, index) => {
    doc.fontSize(FONT_SIZE.body);
    const height = doc.heightOfString(line.description, { width: descriptionWidth - 8, lineGap: LINE_GAP });
    ensureRoom(height + 6, true);
    // A line's amount as entered: its base, or with prices VAT included its gross (base + its share of the VAT).
    const base = (totals.lines[index]?.baseCents ?? 0) + (pricesIncludeVat ? (totals.lines[index]?.vatCents ?? 0) : 0);
    w.text(line.description, columnX.description + 4, y, { width: descriptionWidth - 8 });
    w.text(documentNumber(line.quantity, view.language), columnX.quantity, y, { width: LINE_COLUMNS.quantity - 4, align: 'right' });
    w.text(money(line.unitPriceCents), columnX.unitPrice, y, { width: LINE_COLUMNS.unitPrice - 4, align: 'right' });
    w.text(vatLabel(line.vat, m, view.language, tax), columnX.vat, y, { width: LINE_COLUMNS.vat - 4, align: 'right' });
    w.text(money(base), columnX.amount, y, { width: LINE_COLUMNS.amount - 4, align: 'right' });
    y += height + 6;
    w.rule(y - 3);
  });
  y += 10;

  // Breakdown per VAT rate, withholding and total, right-aligned.
  const labelX = left + half;
  const labelWidth = half - LINE_COLUMNS.amount;
  const row = (label: string, value: string, size: number = FONT_SIZE.body) => {
    ensureRoom(size + 8);
    w.text(label, labelX, y, { size, width: labelWidth - 4 });
    w.text(value, columnX.amount, y, { size, width: LINE_COLUMNS.amount - 4, align: 'right' });
    y += size + 6;
  };
  const breakdownHeader = () => {
    ensureRoom(FONT_SIZE.body * 3);
    const cell = { colour: COLOURS.muted, lineBreak: false } as const;
    w.text(m.taxBase, labelX, y, { ...cell, width: labelWidth / 2 });
    w.text(m.rate, labelX + labelWidth / 2, y, { ...cell, width: labelWidth / 4 });
    w.text(m.vatQuota, columnX.amount, y, { ...cell, width: LINE_COLUMNS.amount - 4, align: 'right' });
    y += FONT_SIZE.body + 6;
  };
  breakdownHeader();
  for (const rate of totals.breakdown) {
    ensureRoom(FONT_SIZE.body + 6);
    w.text(money(rate.baseCents), labelX, y, { width: labelWidth / 2 });
    w.text(vatLabel(rate.vat, m, view.language, tax), labelX + labelWidth / 2, y, { width: labelWidth / 2 });
    w.text(money(rate.vatCents), columnX.amount, y, { width: LINE_COLUMNS.amount - 4, align: 'right' });
    y += FONT_SIZE.body + 6;
  }
  w.rule(y - 2);
  y += 4;
  row(m.totalBase, money(totals.baseCents));
  row(m.totalVat, money(totals.vatCents));
  // The withholding is taken off: its negation, so the sign prints once (a negative one, by differences, prints positive).
  if (totals.irpf) row(m.irpf(documentNumber(totals.irpf.ratePercent, view.language)), money(-totals.irpf.amountCents));
  row(m.total, money(totals.totalCents), FONT_SIZE.total);
  if (pricesIncludeVat) row(m.pricesIncludeVat, '');
  if (view.deposit) row(view.deposit.percent === null ? m.deposit : m.depositPercent(documentNumber(view.deposit.percent, view.language)), money(view.deposit.cents));
  y += 10;

  // Payment, notes, terms and the legal mentions.
  const section = (heading: string, body: string) => {
    doc.fontSize(FONT_SIZE.body);
    ensureRoom(doc.heightOfString(body, { width: CONTENT_WIDTH }) + FONT_SIZE.heading + 12);
    y = w.text(heading, left, y, { size: FONT_SIZE.heading, colour: COLOURS.muted, width: CONTENT_WIDTH });
    y = w.text(body, left, y + 2, { width: CONTENT_WIDTH }) + 10;
  };
  const payment = [
    view.paymentConditions ? `${m.paymentConditions}: ${view.paymentConditions}` : '',
    view.issuer.iban ? `${m.iban}: ${printedIban(view.issuer.iban)}` : '',
    view.issuer.bankName ? `${m.bank}: ${view.issuer.bankName}` : '',
    view.publicPage ? `${view.publicPage.payable ? m.payOnlineAt : m.invoiceOnlineAt}: ${view.publicPage.url}` : '',
  ].filter(Boolean);
  if (payment.length > 0) section(m.payment, payment.join('\n'));
  if (view.notes) section(m.notes, view.notes);
  if (view.issuer.additionalTerms) section(m.terms, view.issuer.additionalTerms);
  // An E1 line that names its art. 20 cause prints that article (issue 22 point 4); lines made before print the general one.
  const exemptionMention = (vat: { exemption: VatExemption; cause?: ExemptionCause | undefined }) =>
    `${m.exempt} ${vat.exemption}: ${vat.exemption === 'E1' && vat.cause ? EXEMPTION_CAUSES[vat.cause][view.language] : VAT_EXEMPTIONS[vat.exemption][view.language]}`;
  const exemptions = [...new Set(view.lines.flatMap((line) => (line.vat.kind === 'exempt' ? [exemptionMention(line.vat)] : [])))].sort();
  const mentions = [
    ...exemptions,
    ...(view.lines.some((line) => line.vat.kind === 'not_subject') ? [NOT_SUBJECT_MENTION[view.language]] : []),
    ...(view.reverseCharge ? [m.reverseCharge] : []),
    ...(view.cashBasis ? [m.cashBasis] : []),
  ];
  if (mentions.length > 0) section(m.legalNotes, mentions.join('\n'));

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    w.text(`${view.number} · ${m.page(page - start + 1, count)}`, left, PAGE.height - PAGE.margin + 4, {
      size: FONT_SIZE.small,
      colour: COLOURS.muted,
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return finished;
};
