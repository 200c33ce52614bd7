// AWS JSON-protocol calls (DynamoDB, Secrets Manager) over fetch, signed by aws4fetch: what
// the gallery function sends instead of the SDK's client stack, about 200 KiB of its bundle
// and the cold start its clients see (docs/performance.md, issue 11). Credentials, region
// and endpoints come from the same environment variables the SDK reads in a Lambda and
// against the local stand-ins. Errors carry the service's exception name as `name`, as the
// SDK's do; throttling and 5xx answers are retried with jittered exponential backoff.
import { AwsClient } from 'aws4fetch';
import { awsCallConfig, type AwsCallConfig } from './config.js';

interface JsonService {
  /** The signing name, and the `AWS_ENDPOINT_URL_<ID>` suffix. */
  signingName: string;
  endpointId: 'DYNAMODB' | 'SECRETS_MANAGER';
  targetPrefix: string;
  contentType: string;
}

export const DYNAMODB: JsonService = {
  signingName: 'dynamodb',
  endpointId: 'DYNAMODB',
  targetPrefix: 'DynamoDB_20120810',
  contentType: 'application/x-amz-json-1.0',
};

export const SECRETS_MANAGER: JsonService = {
  signingName: 'secretsmanager',
  endpointId: 'SECRETS_MANAGER',
  targetPrefix: 'secretsmanager',
  contentType: 'application/x-amz-json-1.1',
};

/** An error answer, named like the SDK's exceptions (`ConditionalCheckFailedException`, …) with the body's other fields. */
export class AwsJsonError extends Error {
  readonly status: number;
  [field: string]: unknown;

  constructor(name: string, message: string, status: number, fields: Record<string, unknown>) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.status = status;
  }
}

export const THROTTLING: ReadonlySet<string> = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'LimitExceededException',
]);
const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 100;

const endpointOf = (service: JsonService, region: string, aws: AwsCallConfig): string =>
  aws[`AWS_ENDPOINT_URL_${service.endpointId}`] ?? aws.AWS_ENDPOINT_URL ?? `https://${service.signingName}.${region}.amazonaws.com`;

const signer = (service: JsonService, region: string, aws: AwsCallConfig): AwsClient => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = aws;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials missing: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set.');
  return new AwsClient({ accessKeyId, secretAccessKey, sessionToken, service: service.signingName, region, retries: 0 });
};

const errorOf = (status: number, body: Record<string, unknown>): AwsJsonError => {
  const { __type, message, Message, ...fields } = body;
  const type = typeof __type === 'string' ? __type : `Http${status}`;
  const name = type.slice(type.lastIndexOf('#') + 1);
  return new AwsJsonError(name, String(message ?? Message ?? name), status, fields);
};

const retryable = (error: unknown): boolean =>
  error instanceof AwsJsonError ? error.status >= 500 || THROTTLING.has(error.name) : error instanceof TypeError; // fetch's network failure

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * BASE_DELAY_MS * 2 ** attempt));

/** A body that is not JSON (a proxy's 5xx page) is an error without fields. */
const parsed = (text: string): Record<string, unknown> => {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const callOnce = async <T>(service: JsonService, operation: string, input: unknown): Promise<T> => {
  const aws = awsCallConfig();
  const region = aws.AWS_REGION ?? aws.AWS_DEFAULT_REGION ?? 'us-east-1';
  const response = await signer(service, region, aws).fetch(endpointOf(service, region, aws), {
    method: 'POST',
    headers: { 'content-type': service.contentType, 'x-amz-target': `${service.targetPrefix}.${operation}` },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  const body = parsed(text);
  if (!response.ok) throw errorOf(response.status, body);
  return body as T;
};

/** One operation (`GetItem`, `GetSecretValue`, …) with its input in the service's wire shape. */
export const awsJsonCall = async <T>(service: JsonService, operation: string, input: unknown): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await callOnce<T>(service, operation, input);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !retryable(error)) throw error;
      await backoff(attempt);
    }
  }
};
