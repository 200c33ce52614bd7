// Page geometry of quotes and invoices, in PDF points (1 mm = 72 / 25.4 pt), A4 portrait.

export const MM = 72 / 25.4;
export const PAGE = { size: 'A4', width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Kept empty at the top centre of the first page for the AEAT's QR code (issue 13: a
 * VERI*FACTU invoice prints "QR tributario:" above a 30-40 mm square code and "VERI*FACTU"
 * below it, at the start of the invoice). The AEAT places it on a portrait invoice near the top
 * margin, centred (or else at the top left), never on the right (issue 22 point 10). The issuer
 * block on its left never runs into it.
 */
export const QR_BLOCK = {
  size: 40 * MM,
  captionHeight: 14,
  x: (PAGE.width - 40 * MM) / 2,
  y: PAGE.margin,
} as const;
export const QR_BLOCK_BOTTOM = QR_BLOCK.y + QR_BLOCK.captionHeight * 2 + QR_BLOCK.size;

export const LOGO_BOX = { width: 150, height: 60 } as const;

export const FONT_SIZE = { small: 7.5, body: 9, heading: 10.5, title: 18, total: 12 } as const;
export const LINE_GAP = 2;

/** Columns of the lines table, left to right; the description takes what the others leave. */
export const LINE_COLUMNS = { quantity: 50, unitPrice: 80, vat: 60, amount: 80 } as const;

/** Bottom of the writable area: the footer with the page number sits below it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 18;

export const COLOURS = { text: '#1f2328', muted: '#57606a', rule: '#d0d7de', band: '#f3f4f6' } as const;
