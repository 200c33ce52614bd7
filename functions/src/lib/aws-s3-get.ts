// One S3 GetObject over fetch, signed by aws4fetch as aws-json.ts signs its calls: what the
// gallery function reads a session's manifest with (gallery/image-manifest.ts) instead of the
// S3 client, which would more than double its bundle. Path-style against a local endpoint
// (`AWS_ENDPOINT_URL_S3`), the bucket's own host on AWS.
import { AwsClient } from 'aws4fetch';
import { awsCallConfig } from './config.js';

/** An S3 answer other than 200 or 404 (`status` as S3 sent it). */
export class S3GetError extends Error {
  override readonly name = 'S3GetError';

  constructor(readonly status: number) {
    super(`S3 GetObject answered ${status}`);
  }
}

let client: AwsClient | undefined;

const signer = (region: string): AwsClient => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = awsCallConfig();
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials missing: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set.');
  client ??= new AwsClient({ accessKeyId, secretAccessKey, sessionToken, service: 's3', region, retries: 2 });
  return client;
};

const encodedKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

/** The object's bytes, or undefined when it does not exist. */
export const getObjectBytes = async (bucket: string, key: string): Promise<Uint8Array | undefined> => {
  const aws = awsCallConfig();
  const region = aws.AWS_REGION ?? aws.AWS_DEFAULT_REGION ?? 'us-east-1';
  const endpoint = aws.AWS_ENDPOINT_URL_S3 ?? aws.AWS_ENDPOINT_URL;
  const url = endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}/${encodedKey(key)}` : `https://${bucket}.s3.${region}.amazonaws.com/${encodedKey(key)}`;
  const response = await signer(region).fetch(url, { method: 'GET' });
  if (response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new S3GetError(response.status);
  }
  return new Uint8Array(await response.arrayBuffer());
};
