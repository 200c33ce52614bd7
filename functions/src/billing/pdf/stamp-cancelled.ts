// A cancelled invoice's copy (issue 22 A): the bytes of its issued PDF with the stamp word on
// every page, drawn over what is there and nothing else changed. pdf-lib and its font engine
// (@pdf-lib/fontkit; both pinned, and like pdfkit installed beside the billing bundle) are
// imported on the first stamp, not at module load. The stamp is set in the invoice's own font,
// embedded (a subset): a standard font would not be embedded, and each viewer would draw it
// with a font of its own choosing.
import { PAGE } from './pdf-layout.js';

/** The stamp's largest size; a longer word is set smaller, to fit within the margins. */
const STAMP_SIZE = 64;
const STAMP_PADDING = 14;
const STAMP_RED = { r: 0.78, g: 0.07, b: 0.07 } as const;

export const stampCancelled = async (issued: Uint8Array, stamp: string, fontBytes: Uint8Array): Promise<Buffer> => {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  // Keeps the issued file's own metadata (producer, dates) as it was.
  const doc = await PDFDocument.load(issued, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  const red = rgb(STAMP_RED.r, STAMP_RED.g, STAMP_RED.b);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(STAMP_SIZE, (STAMP_SIZE * (width - 2 * (PAGE.margin + STAMP_PADDING))) / font.widthOfTextAtSize(stamp, STAMP_SIZE));
    const textWidth = font.widthOfTextAtSize(stamp, size);
    const capHeight = font.heightAtSize(size, { descender: false });
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
    page.drawText(stamp, { x, y, size, font, color: red, opacity: 0.75 });
  }
  return Buffer.from(await doc.save());
};
