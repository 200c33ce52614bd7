// The text of a PDF as Debian's poppler-utils `pdftotext` reads it: what a person or an
// accountant's software gets out of the file, not what the renderer meant to draw.
import { execFile } from 'node:child_process';
import { inflateSync } from 'node:zlib';

const pdftotext = (pdf: Uint8Array, args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = execFile('pdftotext', [...args, '-enc', 'UTF-8', '-', '-'], { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(Buffer.from(pdf));
  });

/** The text in reading layout, with each line's runs of spaces folded to one. */
export const pdfText = async (pdf: Uint8Array): Promise<string> =>
  (await pdftotext(pdf, ['-layout']))
    .split('\n')
    .map((line) => line.replace(/[^\S\f]+/g, ' ').replace(/^ | $/g, ''))
    .join('\n');

export interface PdfWord {
  word: string;
  /** Points from the top left corner of the page. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export const pdfWords = async (pdf: Uint8Array, page: number): Promise<PdfWord[]> =>
  [...(await pdftotext(pdf, ['-bbox', '-f', String(page), '-l', String(page)])).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
    (m) => ({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), word: m[5] ?? '' }),
  );

export const isPdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

export interface PdfTextRun {
  /** Where the run starts, in points from the left of the page. */
  x: number;
  /** Its baseline, in points from the top of the page. */
  y: number;
  fontSize: number;
}

/**
 * Every text run of a PDF with the font size it is set in, read from the content streams as
 * pdfkit writes them (`BT 1 0 0 1 <x> <y> Tm /F1 <size> Tf ... ET`, y from the page's bottom),
 * so a test can find the size of a word pdfWords placed (same x, baseline inside its box).
 */
export const pdfTextRuns = (pdf: Uint8Array, pageHeight: number): PdfTextRun[] => {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const runs: PdfTextRun[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/BT\s+1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s+\/\S+ ([\d.]+) Tf/g)) {
      runs.push({ x: Number(run[1]), y: pageHeight - Number(run[2]), fontSize: Number(run[3]) });
    }
  }
  return runs;
};

/** The font size of a word pdfWords found, from the run that starts where it does. */
export const fontSizeOf = (word: PdfWord, runs: readonly PdfTextRun[]): number | undefined =>
  runs.find((run) => Math.abs(run.x - word.xMin) < 0.5 && run.y > word.yMin && run.y < word.yMax)?.fontSize;
