// Files sent the way the browser sends them: a presigned POST from the upload route, then
// the form straight to storage.
import { db } from '../../src/data/database.js';
import { parseOriginalKey } from '../../src/media/object-keys.js';
import { eventually } from './eventually.js';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Posts a presigned form with the file last, as the browser does. */
export const postFile = (upload: { url: string; fields: Record<string, string> }, bytes: Buffer, type: string): Promise<Response> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'photo.png');
  return fetch(upload.url, { method: 'POST', body: form });
};

/**
 * Waits until the image function has checked a stored original (an upload attaches only
 * then); resolves with the recorded status.
 */
export const checkedUploadStatus = async (key: string): Promise<'received' | 'rejected'> => {
  const original = parseOriginalKey(key);
  if (!original) throw new Error(`${key} is not an original's key`);
  return eventually(async () => {
    const { data } = await db()
      .entities.upload.get({ photographerId: original.photographerId, objectKey: key })
      .go({ consistent: true });
    return data?.status;
  });
};
