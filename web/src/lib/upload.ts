// The browser's half of a presigned POST: a multipart form with every signed field, then
// the file last (S3 ignores fields after it), sent with XMLHttpRequest because fetch
// cannot report upload progress.
import { ApiError } from './api-client';

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
}

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** S3 answers a refused upload with an XML error; the few codes worth telling apart. */
const codeOfRejection = (body: string): 'upload.size_exceeded' | 'upload.type_not_allowed' | 'upload.failed' => {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  if (code === 'EntityTooLarge' || code === 'EntityTooSmall') return 'upload.size_exceeded';
  if (code === 'AccessDenied' && /content-type/i.test(body)) return 'upload.type_not_allowed';
  return 'upload.failed';
};

export const postPresignedForm = (form: PresignedForm, file: Blob, options: UploadOptions = {}): Promise<void> =>
  new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', file);

    const request = new XMLHttpRequest();
    request.open('POST', form.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError(codeOfRejection(request.responseText), request.status));
      }
    };
    request.onerror = () => reject(new ApiError('general.network', 0));
    request.onabort = () => reject(new ApiError('upload.failed', 0));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });

/**
 * The browser's half of one part of a multipart upload: a PUT of the bytes to the part's
 * presigned URL. Resolves with the part's ETag (exposed by the bucket's CORS rule).
 */
export const putPresignedPart = (url: string, part: Blob, options: UploadOptions = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const etag = request.getResponseHeader('ETag');
      if (request.status >= 200 && request.status < 300 && etag) {
        options.onProgress?.(1);
        resolve(etag);
      } else {
        reject(new ApiError(codeOfRejection(request.responseText), request.status));
      }
    };
    request.onerror = () => reject(new ApiError('general.network', 0));
    request.onabort = () => reject(new ApiError('upload.failed', 0));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(part);
  });
