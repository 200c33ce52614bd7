// The text of a PDF as Debian's poppler-utils `pdftotext` reads it: what a person or an
// accountant's software gets out of the file, not what the renderer meant to draw.
import { execFile } from 'node:child_process';

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
