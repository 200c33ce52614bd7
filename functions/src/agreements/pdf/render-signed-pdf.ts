// A signed agreement as a PDF (issue 26 point 3): the document with its merge values in place,
// both parties' signatures, and an audit page per the docs (docs/agreements.md "The signed PDF").
// Set with pdfkit in the invoices' font (billing/document-assets.ts), imported on the first
// render like theirs. The font has one weight: bold is drawn stroked, italic as plain text.
import type { Language } from '@fotostudio/shared/constants';
import type { AgreementDocument, BlockNode, InlineNode, Mark, MergeValues } from '@fotostudio/shared/agreements/rich-text';
import { SIGNATURE_BOX, type Signature, type SignerIdType } from '@fotostudio/shared/agreements/signing';
import { fillIn } from '@fotostudio/shared/fill-in';
import en from '../../mail/locales/en/agreement-pdf.json';
import es from '../../mail/locales/es/agreement-pdf.json';
import { mailTexts } from '../../mail/mail-texts.js';

type PdfKit = PDFKit.PDFDocument;

export const SIGNED_PDF_TEXTS = mailTexts(es, en);
type EventName = keyof (typeof es)['eventNames'];

export interface AuditEvent {
  name: EventName;
  at: string;
}

export interface SignedSignerView {
  name: string;
  idType: SignerIdType;
  idNumber: string;
  email: string;
  ip: string;
  userAgent: string;
  signature: Signature;
  signedAt: string;
  events: AuditEvent[];
}

export interface SignedAgreementView {
  language: Language;
  title: string;
  /** `<photographerId>/<agreementId>`: printed on the audit page and kept in the PDF's keywords, which `verify` reads. */
  reference: string;
  studio: { name: string; email: string };
  document: AgreementDocument;
  mergeValues: MergeValues;
  contentSha256: string;
  /** The studio's signature; `countersigned` (with the request's IP and user agent) when applied after every signer. */
  studioSignature: { name: string; signature: Signature; signedAt: string; countersigned?: boolean | undefined; ip?: string | undefined; userAgent?: string | undefined } | null;
  signers: SignedSignerView[];
  /** When every signer had signed an agreement the studio then countersigned. */
  clientsSignedAt?: string | undefined;
  completedAt: string;
}

/** The keywords that name the agreement a signed PDF records (read back by `npm run agreements -- verify`). */
export const SIGNED_PDF_KEYWORD = 'fotostudio-agreement';
export const keywordsOf = (reference: string): string => `${SIGNED_PDF_KEYWORD}:${reference}`;

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const COLOURS = { text: '#1f2328', muted: '#57606a', rule: '#d0d7de', ink: '#1a3a8a' } as const;
const SIZES = { body: 10, h1: 17, h2: 14, h3: 12, small: 8 } as const;

/** A time in UTC and in Madrid, both written out: `2026-11-29 10:15:02 UTC · 29/11/2026 11:15:02 Europe/Madrid`. */
export const bothTimes = (iso: string): string => {
  const date = new Date(iso);
  const utc = `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  const madrid = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${utc} · ${madrid.replace(',', '')} Europe/Madrid`;
};

const hasMark = (marks: readonly Mark[] | undefined, type: Mark['type']): boolean => (marks ?? []).some((m) => m.type === type);

const ensureRoom = (doc: PdfKit, height: number): void => {
  if (doc.y + height > BOTTOM) doc.addPage();
};

/** One paragraph's runs, in order: text with its marks, a merge value, or a line to write on when empty. */
const writeInline = (doc: PdfKit, nodes: readonly InlineNode[], values: MergeValues, size: number, x: number, width: number): void => {
  const runs = nodes.map((node) => {
    if (node.type === 'text') return { text: node.text, bold: hasMark(node.marks, 'bold'), underline: hasMark(node.marks, 'underline'), strike: hasMark(node.marks, 'strike') };
    if (node.type === 'hardBreak') return { text: '\n', bold: false, underline: false, strike: false };
    const value = values[node.attrs.field]?.trim();
    return { text: value || '________________', bold: false, underline: false, strike: false };
  });
  if (runs.length === 0) runs.push({ text: ' ', bold: false, underline: false, strike: false });
  doc.fontSize(size).fillColor(COLOURS.text);
  ensureRoom(doc, size * 1.5);
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    const options: PDFKit.Mixins.TextOptions = { width, continued: !last, underline: run.underline, strike: run.strike, lineGap: 2, fill: true, stroke: run.bold };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
  doc.lineWidth(1);
};

const writeBlocks = (doc: PdfKit, blocks: readonly BlockNode[], values: MergeValues, x: number, width: number): void => {
  for (const block of blocks) {
    switch (block.type) {
      case 'heading': {
        const size = block.attrs.level === 1 ? SIZES.h1 : block.attrs.level === 2 ? SIZES.h2 : SIZES.h3;
        ensureRoom(doc, size * 3);
        doc.moveDown(0.4);
        doc.lineWidth(0.3);
        writeInline(doc, block.content ?? [], values, size, x, width);
        doc.moveDown(0.3);
        break;
      }
      case 'paragraph':
        writeInline(doc, block.content ?? [], values, SIZES.body, x, width);
        doc.moveDown(0.5);
        break;
      case 'bulletList':
      case 'orderedList': {
        const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 1;
        block.content.forEach((item, i) => {
          ensureRoom(doc, SIZES.body * 2);
          const y = doc.y;
          doc.fontSize(SIZES.body).fillColor(COLOURS.text).text(block.type === 'orderedList' ? `${start + i}.` : '•', x, y, { width: 18 });
          doc.y = y;
          writeBlocks(doc, item.content, values, x + 18, width - 18);
        });
        break;
      }
      case 'blockquote': {
        const top = doc.y;
        writeBlocks(doc, block.content, values, x + 14, width - 14);
        doc.moveTo(x + 4, top).lineTo(x + 4, doc.y - 6).lineWidth(1.5).strokeColor(COLOURS.rule).stroke();
        break;
      }
      case 'horizontalRule':
        ensureRoom(doc, 20);
        doc.moveTo(x, doc.y + 4).lineTo(x + width, doc.y + 4).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
        doc.moveDown(1);
        break;
    }
  }
};

const SIGNATURE_AREA = { width: 200, height: 60 } as const;

/** A signature in a 200 x 60 pt box: drawn strokes as lines, typed text set large. */
const drawSignature = (doc: PdfKit, signature: Signature, x: number, y: number): void => {
  if (signature.kind === 'typed') {
    doc.fontSize(20).fillColor(COLOURS.ink).text(signature.text, x, y + 16, { width: SIGNATURE_AREA.width, lineBreak: false, ellipsis: true });
    return;
  }
  const scale = Math.min(SIGNATURE_AREA.width / SIGNATURE_BOX.width, SIGNATURE_AREA.height / SIGNATURE_BOX.height);
  doc.save().lineWidth(1.2).lineCap('round').lineJoin('round').strokeColor(COLOURS.ink);
  for (const stroke of signature.strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    doc.moveTo(x + first[0] * scale, y + first[1] * scale);
    if (rest.length === 0) doc.lineTo(x + first[0] * scale + 0.5, y + first[1] * scale);
    for (const [px, py] of rest) doc.lineTo(x + px * scale, y + py * scale);
    doc.stroke();
  }
  doc.restore();
};

const signatureBlock = (doc: PdfKit, view: SignedAgreementView, heading: string, name: string, signature: Signature, signedAt: string): void => {
  const t = SIGNED_PDF_TEXTS[view.language];
  ensureRoom(doc, SIGNATURE_AREA.height + 60);
  const x = PAGE.margin;
  doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(heading, x, doc.y, { width: WIDTH });
  const top = doc.y + 4;
  drawSignature(doc, signature, x, top);
  doc.moveTo(x, top + SIGNATURE_AREA.height + 2).lineTo(x + SIGNATURE_AREA.width, top + SIGNATURE_AREA.height + 2).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
  doc.y = top + SIGNATURE_AREA.height + 6;
  doc.fontSize(SIZES.body).fillColor(COLOURS.text).text(name, x, doc.y, { width: WIDTH });
  doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(`${signature.kind === 'typed' ? t.typed : t.drawn} · ${fillIn(t.signedOn, { date: bothTimes(signedAt) })}`, x, doc.y, { width: WIDTH });
  doc.moveDown(1);
};

const labelled = (doc: PdfKit, label: string, value: string): void => {
  ensureRoom(doc, SIZES.body * 2);
  doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(`${label}: `, PAGE.margin, doc.y, { continued: true, width: WIDTH });
  doc.fontSize(SIZES.body - 1).fillColor(COLOURS.text).text(value, { width: WIDTH });
};

export const renderSignedAgreementPdf = async (view: SignedAgreementView, font: Buffer): Promise<Buffer> => {
  const { default: PDFDocument } = await import('pdfkit');
  const t = SIGNED_PDF_TEXTS[view.language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 30 },
    font: font as unknown as string,
    bufferPages: true,
    lang: view.language,
    info: { Title: view.title, Author: view.studio.name, Subject: t.agreement, Keywords: keywordsOf(view.reference), CreationDate: new Date(view.completedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The document, as its signers read it.
  doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(view.studio.name, PAGE.margin, PAGE.margin, { width: WIDTH });
  doc.moveDown(0.5);
  writeBlocks(doc, view.document.content, view.mergeValues, PAGE.margin, WIDTH);

  // Both parties' signatures.
  doc.moveDown(1);
  ensureRoom(doc, 120);
  doc.lineWidth(0.4).fontSize(SIZES.h2).fillColor(COLOURS.text).text(t.signatures, PAGE.margin, doc.y, { width: WIDTH, stroke: true, fill: true });
  doc.lineWidth(1).moveDown(0.5);
  if (view.studioSignature) signatureBlock(doc, view, `${t.studio}: ${view.studio.name}`, view.studioSignature.name, view.studioSignature.signature, view.studioSignature.signedAt);
  else doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(t.noStudioSignature, PAGE.margin, doc.y, { width: WIDTH }).moveDown(1);
  for (const signer of view.signers) signatureBlock(doc, view, t.signer, signer.name, signer.signature, signer.signedAt);

  // The audit page.
  doc.addPage();
  doc.lineWidth(0.4).fontSize(SIZES.h1).fillColor(COLOURS.text).text(t.auditTitle, PAGE.margin, PAGE.margin, { width: WIDTH, stroke: true, fill: true });
  doc.lineWidth(1).moveDown(0.3);
  doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(t.auditIntro, { width: WIDTH });
  doc.moveDown(0.8);
  labelled(doc, t.agreement, view.title);
  labelled(doc, t.reference, view.reference);
  labelled(doc, t.contentHash, view.contentSha256);
  doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(t.contentHashNote, PAGE.margin, doc.y, { width: WIDTH });
  const studio = view.studioSignature;
  if (studio && !studio.countersigned) labelled(doc, `${t.studio} (${view.studio.email})`, `${studio.name} · ${t.eventNames.studioSigned}: ${bothTimes(studio.signedAt)}`);
  for (const signer of view.signers) {
    doc.moveDown(0.8);
    ensureRoom(doc, 160);
    doc.lineWidth(0.3).fontSize(SIZES.h3).fillColor(COLOURS.text).text(`${t.signer}: ${signer.name}`, PAGE.margin, doc.y, { width: WIDTH, stroke: true, fill: true });
    doc.lineWidth(1);
    labelled(doc, t.name, signer.name);
    labelled(doc, t.idNumber, `${t.idTypes[signer.idType]} ${signer.idNumber}`);
    labelled(doc, t.email, signer.email);
    labelled(doc, t.ip, signer.ip);
    labelled(doc, t.userAgent, signer.userAgent);
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(t.events, PAGE.margin, doc.y + 2, { width: WIDTH });
    for (const event of signer.events) {
      ensureRoom(doc, SIZES.body * 1.6);
      doc.fontSize(SIZES.body - 1).fillColor(COLOURS.text).text(`${t.eventNames[event.name]}: ${bothTimes(event.at)}`, PAGE.margin + 10, doc.y, { width: WIDTH - 10 });
    }
  }
  if (studio?.countersigned) {
    // The countersignature: the studio signed in the app after every signer, its own event.
    doc.moveDown(0.8);
    ensureRoom(doc, 120);
    doc.lineWidth(0.3).fontSize(SIZES.h3).fillColor(COLOURS.text).text(`${t.studio}: ${view.studio.name}`, PAGE.margin, doc.y, { width: WIDTH, stroke: true, fill: true });
    doc.lineWidth(1);
    labelled(doc, t.name, studio.name);
    labelled(doc, t.studioAccount, view.studio.email);
    labelled(doc, t.ip, studio.ip ?? '');
    labelled(doc, t.userAgent, studio.userAgent ?? '');
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(t.events, PAGE.margin, doc.y + 2, { width: WIDTH });
    const events: [string, string | undefined][] = [
      [t.eventNames.clientsSigned, view.clientsSignedAt],
      [t.eventNames.studioCountersigned, studio.signedAt],
    ];
    for (const [name, at] of events) {
      if (!at) continue;
      ensureRoom(doc, SIZES.body * 1.6);
      doc.fontSize(SIZES.body - 1).fillColor(COLOURS.text).text(`${name}: ${bothTimes(at)}`, PAGE.margin + 10, doc.y, { width: WIDTH - 10 });
    }
  }
  doc.moveDown(0.8);
  labelled(doc, t.eventNames.completed, bothTimes(view.completedAt));

  // Page numbers, below the writable area (no margin, or pdfkit would start a page for them).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.fontSize(SIZES.small).fillColor(COLOURS.muted).text(fillIn(t.page, { page: i + 1, pages: range.count }), PAGE.margin, PAGE.height - 25, { width: WIDTH, align: 'center', lineBreak: false });
  }
  doc.end();
  return finished;
};
