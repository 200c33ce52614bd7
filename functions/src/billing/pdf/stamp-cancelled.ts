// A cancelled invoice's copy (issue 22 A): the bytes of its issued PDF with the stamp word on
// every page, drawn over what is there and nothing else changed. pdf-lib (pinned, like pdfkit a
// package installed beside the billing bundle) is imported on the first stamp, not at module
// load. Its standard fonts are metrics shipped as JavaScript, not files looked up at run time,
// so Helvetica Bold works bundled; the stamp words are plain ASCII capitals.
import { PAGE } from './pdf-layout.js';

const STAMP_SIZE = 64;
const STAMP_PADDING = 14;
const STAMP_RED = { r: 0.78, g: 0.07, b: 0.07 } as const;

export const stampCancelled = async (issued: Uint8Array, stamp: string): Promise<Buffer> => {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  // Keeps the issued file's own metadata (producer, dates) as it was.
  const doc = await PDFDocument.load(issued, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const red = rgb(STAMP_RED.r, STAMP_RED.g, STAMP_RED.b);
  const textWidth = font.widthOfTextAtSize(stamp, STAMP_SIZE);
  const capHeight = font.heightAtSize(STAMP_SIZE, { descender: false });
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    // Centred across the page, a little above the middle, clear of the QR block at the top.
    const x = (width - textWidth) / 2;
    const y = Math.min(height / 2, height - PAGE.margin - 260);
    page.drawRectangle({
      x: x - STAMP_PADDING,
      y: y - STAMP_PADDING,
      width: textWidth + 2 * STAMP_PADDING,
      height: capHeight + 2 * STAMP_PADDING,
      borderColor: red,
      borderWidth: 5,
      borderOpacity: 0.75,
      opacity: 0,
    });
    page.drawText(stamp, { x, y, size: STAMP_SIZE, font, color: red, opacity: 0.75 });
  }
  return Buffer.from(await doc.save());
};
