// A gallery's zip, streamed from S3 into S3: each image's kept file is opened only when yazl
// reaches it, and the zip leaves in 16 MiB multipart parts, so memory holds a few parts and
// one open object at a time, whatever the gallery weighs (zip64 is automatic past 4 GiB).
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { s3Client } from '../../lib/aws-clients.js';

/** 16 MiB parts keep a stream's limit at 160 GiB (10,000 parts); the default 5 MiB caps it near 48 GiB. */
export const ZIP_PART_BYTES = 16 * 1024 * 1024;
/** Parts in flight at once; each is a buffer of ZIP_PART_BYTES. */
const ZIP_PARTS_IN_FLIGHT = 2;

export interface ZipEntry {
  /** The object to read. */
  key: string;
  /** Its name inside the zip. */
  name: string;
  /** Deflate it (text files); images are stored as they are. */
  compress?: boolean;
}

export interface ZipTarget {
  bucket: string;
  key: string;
  /** The name a browser saves the zip as. */
  downloadName: string;
  /** Called with the bytes uploaded so far, after each part. */
  onProgress?: (bytes: number) => void;
}

const contentDisposition = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Writes the zip of the entries to the target; answers its size in bytes. */
export const writeZip = async (entries: readonly ZipEntry[], target: ZipTarget): Promise<number> => {
  const s3 = s3Client();
  const zip = new ZipFile();
  let failure: unknown;
  for (const entry of entries) {
    // Stored, not deflated: JPEG and PNG do not shrink, and deflating them only costs CPU.
    zip.addReadStreamLazy(entry.name, { compress: entry.compress ?? false }, (callback) => {
      s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: entry.key })).then(
        (object) => {
          if (object.Body instanceof Readable) callback(null, object.Body);
          else callback(new Error(`${entry.key}: no readable body`), undefined as unknown as Readable);
        },
        (error: unknown) => callback(error as Error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();

  const upload = new Upload({
    client: s3,
    params: {
      Bucket: target.bucket,
      Key: target.key,
      // yazl's output is a PassThrough; its typings only promise a NodeJS.ReadableStream.
      Body: zip.outputStream as Readable,
      ContentType: 'application/zip',
      ContentDisposition: contentDisposition(target.downloadName),
    },
    partSize: ZIP_PART_BYTES,
    queueSize: ZIP_PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  const abort = (error: unknown) => {
    failure ??= error;
    void upload.abort();
  };
  zip.on('error', abort);
  zip.outputStream.on('error', abort);
  upload.on('httpUploadProgress', (progress) => {
    if (progress.loaded !== undefined) target.onProgress?.(progress.loaded);
  });
  try {
    await upload.done();
  } catch (error) {
    throw failure ?? error;
  }
  if (failure) throw failure;
  // The stored size, rather than what progress events last said.
  const head = await s3.send(new HeadObjectCommand({ Bucket: target.bucket, Key: target.key }));
  return head.ContentLength ?? 0;
};
