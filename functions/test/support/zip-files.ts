// A zip read back as a client's unzip tool sees it: every entry's name with its bytes. Shared
// by the functions tests and the browser journeys (web/e2e), which download the same zips.
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** Every entry of a zip with its bytes, in the zip's order. */
export const zipFiles = async (zip: Buffer): Promise<Map<string, Buffer>> => {
  const file = await new Promise<ZipFile>((resolve, reject) => fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
      });
    });
    file.readEntry();
  });
  return entries;
};
