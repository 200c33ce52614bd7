// Where the AEAT QR sits on an invoice PDF and how large its labels are (issue 22 point 10),
// read back from the rendered file: pdftotext places the words, the content stream gives the
// size each run of text is set in, and zbarimg reads the code from the page's pixels.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFont } from '../src/billing/document-assets.js';
import { MM, PAGE } from '../src/billing/pdf/pdf-layout.js';
import { renderDocumentPdf } from '../src/billing/pdf/render-document-pdf.js';
import { invoiceView } from './support/billing-documents.js';
import { decodeQrOnFirstPage } from './support/pdf-qr.js';
import { fontSizeOf, pdfTextRuns, pdfWords, type PdfTextRun, type PdfWord } from './support/pdf-text.js';

const URL_OF_RECORD = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=A-2026-0007&fecha=20-11-2026&importe=3987.59';
const dir = mkdtempSync(join(tmpdir(), 'qr-layout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let pdf: Buffer;
let words: PdfWord[];
let runs: PdfTextRun[];
const word = (text: string): PdfWord => {
  const found = words.find((w) => w.word === text);
  if (!found) throw new Error(`no "${text}" on the first page`);
  return found;
};
const sizeOf = (text: string): number => {
  const size = fontSizeOf(word(text), runs);
  if (size === undefined) throw new Error(`no text run starts at "${text}"`);
  return size;
};

beforeAll(async () => {
  pdf = await renderDocumentPdf(invoiceView({ verifactuQrUrl: URL_OF_RECORD }), { font: await documentFont(), logo: null });
  words = await pdfWords(pdf, 1);
  runs = pdfTextRuns(pdf, PAGE.height);
});

describe('the AEAT QR on an invoice PDF, as the AEAT draws it', () => {
  it('carries the record address', () => {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    expect(decodeQrOnFirstPage(file, join(dir, 'invoice'))).toBe(URL_OF_RECORD);
  });

  it('sets "QR tributario:" and "VERI*FACTU" no smaller than the body text of the invoice', () => {
    // A line's description and the issuer's address are body text.
    const body = sizeOf('Reportaje');
    expect(sizeOf('Calle')).toBe(body);
    expect(body).toBeGreaterThan(0);
    expect(sizeOf('QR')).toBeGreaterThanOrEqual(body);
    expect(sizeOf('VERI*FACTU')).toBeGreaterThanOrEqual(body);
    // The boxes agree: same font, so no smaller box.
    expect(word('QR').yMax - word('QR').yMin).toBeGreaterThanOrEqual(word('Reportaje').yMax - word('Reportaje').yMin - 0.01);
  });

  it('puts the block at the top of the first page, centred: "QR tributario:" first, the code, then "VERI*FACTU"', () => {
    const [qr, tributario, verifactu] = [word('QR'), word('tributario:'), word('VERI*FACTU')];
    // At the top margin, with no text above it.
    expect(qr.yMin).toBeCloseTo(PAGE.margin, 0);
    expect(Math.min(...words.map((w) => w.yMin))).toBeGreaterThanOrEqual(qr.yMin - 0.5);
    expect(tributario.yMin).toBeCloseTo(qr.yMin, 1);
    // Centred on the page (within 2 mm), both labels.
    const centre = PAGE.width / 2;
    expect(Math.abs((qr.xMin + tributario.xMax) / 2 - centre)).toBeLessThan(2 * MM);
    expect(Math.abs((verifactu.xMin + verifactu.xMax) / 2 - centre)).toBeLessThan(2 * MM);
    // The 30-40 mm code between the two labels.
    const between = verifactu.yMin - tributario.yMax;
    expect(between).toBeGreaterThanOrEqual(30 * MM);
    expect(between).toBeLessThanOrEqual(45 * MM);
    // Nothing else printed across the block.
    const [left, right] = [centre - 20 * MM, centre + 20 * MM];
    const across = words.filter((w) => !['QR', 'tributario:', 'VERI*FACTU'].includes(w.word) && w.xMax > left && w.xMin < right && w.yMin < verifactu.yMax);
    expect(across).toEqual([]);
  });
});
