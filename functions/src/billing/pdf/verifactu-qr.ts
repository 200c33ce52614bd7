// The AEAT's QR block on a VERI*FACTU invoice (AEAT QR specification v0.5.0): "QR tributario:"
// above, the code (error correction M, 30 to 40 mm square) inside a white margin of at least
// 2 mm, "VERI*FACTU" below, both labels centred on the code and in a font no smaller than the
// invoice's body text (issue 22 point 10); the invoice PDF puts it at the top centre of its
// first page. The code is
// drawn as vector squares, so it stays sharp at any print or zoom. `qrcode` is imported on the
// first PDF, like pdfkit, so the billing function's cold start does not parse it.
import { FONT_SIZE } from './pdf-layout.js';

const POINTS_PER_MM = 72 / 25.4;
// 32 mm keeps the whole block, quiet zone included, within 40 mm for any invoice's address
// (QR version 5 or more: 37+ modules, so four modules stay under 3.5 mm).
export const QR_SIZE_MM = { min: 30, default: 32, max: 40 } as const;
const MIN_MARGIN_MM = 2;
// ISO/IEC 18004 asks for four modules of quiet zone; the AEAT's 2 mm is the floor.
const QUIET_ZONE_MODULES = 4;
/** The labels are as large as the invoice's body text, never smaller. */
export const QR_LABEL_SIZE_PT = FONT_SIZE.body;
const LABEL_GAP_PT = 2;

export interface VerifactuQrOptions {
  /** The address from verifactuQrUrl. */
  url: string;
  /** Top-left corner of the block, in points. */
  x: number;
  y: number;
  /** A font registered on the document from a TTF buffer (never a standard PDF font). */
  fontName: string;
  /** Side of the code itself, 30 to 40 mm. */
  sizeMm?: number;
  /** Width of the space kept for the block from `x`; the block is centred in it (default: the block's own width). */
  slotWidth?: number;
}

/** Where the block went, in points: the caller lays the rest of the page around it. */
export interface VerifactuQrPlacement {
  width: number;
  height: number;
  code: { x: number; y: number; size: number; margin: number };
}

/** Rows of the code as runs of dark modules, so each run is one rectangle. */
const darkRuns = (size: number, isDark: (row: number, column: number) => boolean): { row: number; column: number; length: number }[] => {
  const runs: { row: number; column: number; length: number }[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
};

export const drawVerifactuQr = async (doc: PDFKit.PDFDocument, options: VerifactuQrOptions): Promise<VerifactuQrPlacement> => {
  const sizeMm = options.sizeMm ?? QR_SIZE_MM.default;
  if (sizeMm < QR_SIZE_MM.min || sizeMm > QR_SIZE_MM.max) throw new RangeError(`the AEAT QR is 30 to 40 mm square, not ${sizeMm}`);
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(options.url, { errorCorrectionLevel: 'M' });
  const size = sizeMm * POINTS_PER_MM;
  const moduleSize = size / modules.size;
  const margin = Math.max(MIN_MARGIN_MM * POINTS_PER_MM, QUIET_ZONE_MODULES * moduleSize);
  const boxSide = size + 2 * margin;

  const x = options.x + Math.max(0, ((options.slotWidth ?? boxSide) - boxSide) / 2);

  doc.save();
  doc.font(options.fontName).fontSize(QR_LABEL_SIZE_PT).fillColor('#000000');
  const labelHeight = doc.currentLineHeight(true);
  doc.text('QR tributario:', x, options.y, { width: boxSide, align: 'center', lineBreak: false });

  const boxY = options.y + labelHeight + LABEL_GAP_PT;
  doc.rect(x, boxY, boxSide, boxSide).fill('#FFFFFF');
  const codeX = x + margin;
  const codeY = boxY + margin;
  for (const run of darkRuns(modules.size, (row, column) => modules.get(row, column) === 1)) {
    doc.rect(codeX + run.column * moduleSize, codeY + run.row * moduleSize, run.length * moduleSize, moduleSize);
  }
  doc.fill('#000000');

  const footerY = boxY + boxSide + LABEL_GAP_PT;
  doc.text('VERI*FACTU', x, footerY, { width: boxSide, align: 'center', lineBreak: false });
  doc.restore();

  return { width: boxSide, height: footerY + labelHeight - options.y, code: { x: codeX, y: codeY, size, margin } };
};
