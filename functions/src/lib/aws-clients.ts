// SDK clients, created once per cold start. Endpoints come only from the standard
// AWS_ENDPOINT_URL_<SERVICE> variables, so the same code talks to AWS or the local stand-ins.
// In a function that carries the X-Ray SDK (lib/tracer.ts), each is captured by the tracer,
// so its calls show as X-Ray subsegments.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { KMSClient } from '@aws-sdk/client-kms';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A client as created; replaced by the tracer's capture when lib/tracer.ts is loaded. */
let capture = <T>(client: T): T => client;

/** Called once by lib/tracer.ts, before any client is created (clients are created at first use). */
export const captureClientsWith = (captureClient: <T>(client: T) => T): void => {
  capture = captureClient;
};

/** Every SDK client of the functions goes through here, so tracing covers each of them. */
export const capturedClient = <T>(client: T): T => capture(client);

let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let sqs: SQSClient | undefined;

/**
 * Without the SDK's logger step: it builds a masked copy of every request and response for
 * the client's logger even when that logger is the SDK's no-op (none is ever passed here),
 * ~10% of the time of a 500-contact export page (docs/performance.md, "CRM export").
 */
const dynamoClient = (): DynamoDBClient => {
  const client = new DynamoDBClient({});
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};

export const dynamoDocumentClient = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(capturedClient(dynamoClient()), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
};

export const s3Client = (): S3Client => {
  s3 ??= capturedClient(new S3Client({}));
  return s3;
};

export const sesClient = (): SESv2Client => {
  ses ??= capturedClient(new SESv2Client({}));
  return ses;
};

export const cognitoClient = (): CognitoIdentityProviderClient => {
  cognito ??= capturedClient(new CognitoIdentityProviderClient({}));
  return cognito;
};

/**
 * The local stack's queues listen on a port each, so the SDK sends to the queue URL's host and
 * would warn on the console at every send; on AWS a queue URL is the endpoint's. Failures still
 * reach the caller as errors.
 */
const SILENT_SDK_LOGGER = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

export const sqsClient = (): SQSClient => {
  sqs ??= capturedClient(new SQSClient({ logger: SILENT_SDK_LOGGER }));
  return sqs;
};

let kms: KMSClient | undefined;
export const kmsClient = (): KMSClient => {
  kms ??= capturedClient(new KMSClient({}));
  return kms;
};
