// The media bucket of the local stand-in, as tests see it.
import { HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';

export const s3 = new S3Client({});
export const mediaBucket = (): string => process.env.MEDIA_BUCKET ?? '';

export const objectExists = async (key: string): Promise<boolean> => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return true;
  } catch (error) {
    // Only "not there" means absent; a failing stand-in must fail the test, not pass it.
    if (error instanceof NotFound) return false;
    throw error;
  }
};
