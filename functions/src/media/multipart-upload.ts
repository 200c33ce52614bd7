// S3 multipart uploads of session images above UPLOAD_MAX_BYTES (docs/media.md): the server
// creates the upload (key and content type fixed here), presigns one PUT per part, and
// completes it from the parts the browser recorded. The image function checks the assembled
// object on arrival as it checks a POSTed one.
import { CompleteMultipartUploadCommand, CreateMultipartUploadCommand, HeadObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';

/** How long a part's URL stays valid: a 50 MB file over a 750 kbit/s uplink takes about 9 minutes. */
export const PART_URL_SECONDS = 60 * 60;

export interface RecordedPart {
  partNumber: number;
  etag: string;
}

/** The number of parts of `sizeBytes` in parts of `partSize` (the last one may be smaller). */
export const partCountOf = (sizeBytes: number, partSize: number): number => Math.max(1, Math.ceil(sizeBytes / partSize));

export const createMultipartUpload = async (key: string, contentType: string): Promise<string> => {
  const { UploadId } = await s3Client().send(new CreateMultipartUploadCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key, ContentType: contentType }));
  if (!UploadId) throw new Error(`S3 gave no upload id for ${key}`);
  return UploadId;
};

export const presignParts = (key: string, uploadId: string, partNumbers: number[]): Promise<{ partNumber: number; url: string }[]> =>
  Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(s3Client(), new UploadPartCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key, UploadId: uploadId, PartNumber: partNumber }), {
        expiresIn: PART_URL_SECONDS,
      }),
    })),
  );

/** `<partNumber>:<etag>` as recorded on the image item, and back. */
export const partEntry = (part: RecordedPart): string => `${part.partNumber}:${part.etag}`;
export const partOfEntry = (entry: string): RecordedPart => {
  const colon = entry.indexOf(':');
  return { partNumber: Number(entry.slice(0, colon)), etag: entry.slice(colon + 1) };
};

const objectExists = async (key: string): Promise<boolean> => {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return false;
    throw error;
  }
};

/**
 * Assembles the parts (in order) into the object. An upload S3 no longer knows whose object
 * exists was completed by an earlier call that did not get to record it: that is success too.
 */
export const completeMultipartUpload = async (key: string, uploadId: string, parts: RecordedPart[]): Promise<void> => {
  try {
    await s3Client().send(
      new CompleteMultipartUploadCommand({
        Bucket: appConfig().MEDIA_BUCKET,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: [...parts].sort((a, b) => a.partNumber - b.partNumber).map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })) },
      }),
    );
  } catch (error) {
    // S3 answers NoSuchUpload, the local stand-in an internal error: either way the key is this image's alone.
    if (await objectExists(key)) return;
    throw error;
  }
};
