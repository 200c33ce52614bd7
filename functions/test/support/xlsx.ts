// An XLSX file read back as a test sees it: its zip entries, and the first sheet's rows as
// the text of each cell (shared strings resolved, numbers as written).
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

export const zipEntries = (buffer: Buffer): Promise<Map<string, string>> =>
  new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip: ZipFile) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });

const unescapeXml = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The first sheet's rows, each cell's text in column order (a row's missing cells are ''). */
export const xlsxRows = async (buffer: Buffer): Promise<string[][]> => {
  const entries = await zipEntries(buffer);
  const strings = [...(entries.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) =>
    unescapeXml([...(si ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t]) => t ?? '').join('')),
  );
  const column = (ref: string): number => [...ref.replace(/\d+$/, '')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return [...(entries.get('xl/worksheets/sheet1.xml') ?? '').matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells: string[] = [];
    for (const [, attributes = '', value = ''] of (row ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = /r="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? '';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(value)?.[1] ?? /<t[^>]*>([\s\S]*?)<\/t>/.exec(value)?.[1] ?? '';
      const index = column(ref);
      while (cells.length < index) cells.push('');
      cells[index] = /t="s"/.test(attributes) ? (strings[Number(raw)] ?? '') : unescapeXml(raw);
    }
    return cells;
  });
};
