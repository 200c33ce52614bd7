// The files of a downloaded zip, by name, read with yauzl as a client's unzip reads them.
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

export const zipEntries = async (zip: Buffer): Promise<Map<string, Buffer>> => {
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
