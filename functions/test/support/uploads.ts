// Files sent the way the browser sends them: a presigned POST from the upload route, then
// the form straight to storage.

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
