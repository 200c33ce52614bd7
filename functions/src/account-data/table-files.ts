// One entity kind as two files, CSV and JSON, streamed page by page into S3: the rows are
// written as each page of the query arrives, and the upload sends parts as they fill, so memory
// holds one page and one part whatever the kind weighs.
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';

/** A text file being written to S3. */
export interface TextSink {
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

export const textSink = (key: string, contentType: string): TextSink => {
  const body = new PassThrough();
  const upload = new Upload({
    client: s3Client(),
    params: { Bucket: appConfig().MEDIA_BUCKET, Key: key, Body: body, ContentType: contentType },
    queueSize: 1,
    leavePartsOnError: false,
  });
  const done = upload.done();
  // Surfaced by end(); without this an early failure would be unhandled.
  done.catch(() => undefined);
  return {
    write: async (text) => {
      if (!body.write(text, 'utf8')) await Promise.race([once(body, 'drain'), done]);
    },
    end: async () => {
      body.end();
      await done;
    },
  };
};

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
export const csvCell = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Writes a CSV (header from `columns`) and a JSON array of the same rows, as the pages come. */
export const writeTableFiles = async (
  keys: { csv: string; json: string },
  columns: readonly string[],
  pages: AsyncIterable<Record<string, unknown>[]>,
): Promise<number> => {
  const csv = textSink(keys.csv, 'text/csv; charset=utf-8');
  const json = textSink(keys.json, 'application/json');
  let rows = 0;
  try {
    // A BOM, so spreadsheet programs read the CSV as UTF-8.
    await csv.write(`\uFEFF${csvRow(columns)}`);
    await json.write('[');
    for await (const page of pages) {
      for (const item of page) {
        const row = Object.fromEntries(columns.filter((column) => item[column] !== undefined).map((column) => [column, item[column]]));
        await csv.write(csvRow(columns.map((column) => item[column])));
        await json.write(`${rows === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`);
        rows += 1;
      }
    }
    await json.write(rows === 0 ? ']\n' : '\n]\n');
  } finally {
    await Promise.all([csv.end(), json.end()]);
  }
  return rows;
};
