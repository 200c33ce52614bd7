// The AEAT QR block drawn into a real PDF page, read back the way a person would: poppler
// renders the page (pdftoppm), zbar decodes the code (zbarimg), and the pixels show its size
// and white margin.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifactuQrUrlOfRecord } from '@fotostudio/shared/verifactu/qr-url';
import { buildRegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { sistemaInformatico } from '@fotostudio/shared/verifactu/sistema-informatico';
import { drawVerifactuQr, type VerifactuQrPlacement } from '../src/billing/pdf/verifactu-qr.js';

const FONT_FILE = fileURLToPath(new URL('../src/images/fonts/DejaVuSans.ttf', import.meta.url));
const DPI = 200;
const MM_PER_POINT = 25.4 / 72;
const TOP = 36;
const LEFT = 42;

const record = buildRegistroAlta({
  issuer: { nif: '12345678Z', name: 'Laura Gómez Fotografía' },
  invoice: { number: 'F/2026 Ñ&1-0007', issueDate: '2026-03-02', type: 'F1', description: 'Reportaje de boda' },
  recipients: [{ NombreRazon: 'Bodas del Norte, S.L.', NIF: 'B87654321' }],
  breakdown: [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 123_456, vatCents: 25_926 }],
  previous: null,
  system: sistemaInformatico({ producerName: 'Fotostudio Software, S.L.', producerNif: 'B12345674', version: '1.0.0', installationNumber: 'test' }),
  generatedAt: new Date('2026-03-02T10:00:00Z'),
});
const url = verifactuQrUrlOfRecord(record);

/** A one-page A4 invoice with nothing but the QR block at the top, as pdfkit writes it. */
const renderPdf = async (): Promise<{ pdf: Buffer; placement: VerifactuQrPlacement }> => {
  const doc = new PDFDocument({ size: 'A4', margin: 0, font: FONT_FILE });
  doc.registerFont('body', readFileSync(FONT_FILE));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const placement = await drawVerifactuQr(doc, { url, x: LEFT, y: TOP, fontName: 'body' });
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), placement };
};

const dir = mkdtempSync(join(tmpdir(), 'verifactu-qr-'));
const pdfFile = join(dir, 'invoice.pdf');
const pngBase = join(dir, 'page');
let placement: VerifactuQrPlacement;

beforeAll(async () => {
  const rendered = await renderPdf();
  placement = rendered.placement;
  writeFileSync(pdfFile, rendered.pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-png', '-singlefile', pdfFile, pngBase]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// zbarimg complains on stderr when there is no D-Bus; only its answer matters.
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the VERI*FACTU QR block on an invoice PDF', () => {
  it('decodes to the AEAT address of the invoice', () => {
    expect(url).toContain('numserie=F%2F2026%20%C3%91%261-0007&');
    expect(run('zbarimg', ['--raw', '-q', `${pngBase}.png`]).trim()).toBe(url);
  });

  it('is one page whose only font is the embedded DejaVu Sans', () => {
    expect(run('pdfinfo', [pdfFile])).toMatch(/^Pages:\s+1$/m);
    const fonts = run('pdffonts', [pdfFile]).trim().split('\n').slice(2);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^[A-Z]{6}\+DejaVuSans\s+CID TrueType\s+\S+\s+yes/);
  });

  it('says "QR tributario:" above the code and "VERI*FACTU" below it', () => {
    const words = [...run('pdftotext', ['-bbox', pdfFile, '-']).matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      ([, yMin, yMax, text]) => ({ text, yMin: Number(yMin), yMax: Number(yMax) }),
    );
    expect(words.map((w) => w.text)).toEqual(['QR', 'tributario:', 'VERI*FACTU']);
    const codeTop = placement.code.y - placement.code.margin;
    const codeBottom = placement.code.y + placement.code.size + placement.code.margin;
    expect(words[1]?.yMax).toBeLessThanOrEqual(codeTop);
    expect(words[2]?.yMin).toBeGreaterThanOrEqual(codeBottom);
    expect(words[0]?.yMin).toBeCloseTo(TOP, 0);
  });

  it('is a 30-40 mm square with at least 2 mm of white around it', async () => {
    const { data, info } = await sharp(`${pngBase}.png`).greyscale().raw().toBuffer({ resolveWithObject: true });
    const pixelsPerPoint = DPI / 72;
    const toPx = (points: number) => Math.round(points * pixelsPerPoint);
    const dark = (x: number, y: number) => (data[y * info.width + x] ?? 255) < 128;
    // The dark pixels between the two lines of text are the code's.
    const [top, bottom] = [toPx(placement.code.y - placement.code.margin), toPx(placement.code.y + placement.code.size + placement.code.margin)];
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
    for (let y = top; y < bottom; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        if (!dark(x, y)) continue;
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      }
    }
    const mm = (pixels: number) => (pixels / pixelsPerPoint) * MM_PER_POINT;
    const [width, height] = [mm(maxX - minX + 1), mm(maxY - minY + 1)];
    expect(width).toBeGreaterThanOrEqual(30);
    expect(width).toBeLessThanOrEqual(40);
    expect(Math.abs(width - height)).toBeLessThan(0.3);

    // Nothing dark within 2 mm of the code, on any side.
    const ring = Math.ceil((2 / MM_PER_POINT) * pixelsPerPoint);
    let darkInRing = 0;
    for (let y = minY - ring; y <= maxY + ring; y += 1) {
      for (let x = minX - ring; x <= maxX + ring; x += 1) {
        const inside = x >= minX && x <= maxX && y >= minY && y <= maxY;
        if (!inside && dark(x, y)) darkInRing += 1;
      }
    }
    expect(darkInRing).toBe(0);
    expect(mm(minY)).toBeLessThan(30);
    // The invoice layout keeps 40 mm at the top of the first page for the whole block.
    expect(placement.width * MM_PER_POINT).toBeLessThanOrEqual(40);
  });

  it('refuses a size the AEAT does not allow', async () => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, font: FONT_FILE });
    await expect(drawVerifactuQr(doc, { url, x: 0, y: 0, fontName: FONT_FILE, sizeMm: 25 })).rejects.toThrow(RangeError);
    await expect(drawVerifactuQr(doc, { url, x: 0, y: 0, fontName: FONT_FILE, sizeMm: 41 })).rejects.toThrow(RangeError);
  });
});
