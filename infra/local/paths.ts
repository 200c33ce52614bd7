import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: function entries and web/dist are relative to it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where each stand-in keeps its state under the data folder. */
export const dataLayout = (dataDir: string) => ({
  dynamodb: join(dataDir, 'dynamodb'),
  s3: join(dataDir, 's3'),
  cognito: join(dataDir, 'cognito'),
  cognitoDb: join(dataDir, 'cognito', 'db'),
  cognitoIds: join(dataDir, 'cognito', 'local-ids.json'),
  /** The key pair the local user pool signs its tokens with (never cognito-local's bundled one). */
  cognitoTokenKey: join(dataDir, 'cognito', 'token-signing-key.pem'),
  /** The access key the stack's own SDK calls sign with (admin API, S3, Lambda Invoke). */
  credentials: join(dataDir, 'credentials.json'),
  /** The running stack's environment without its secrets, for the operator commands (`npm run beta`, `npm run analytics`). */
  operatorEnv: join(dataDir, 'operator-env.json'),
  /** The pid of the stack that holds this folder. */
  lock: join(dataDir, 'stack.pid'),
  /** Where the stream poller of a table-stream source goes on after a restart (stream-poller.ts). */
  streamCheckpoint: (sourceName: string) => join(dataDir, `stream-${sourceName}.checkpoint.json`),
  mediaSigning: join(dataDir, 'media-signing'),
  /** The CloudFront KeyValueStore stand-in of revoked gallery grants. */
  mediaRevocations: join(dataDir, 'media-revocations.json'),
  /** The local AEAT: its test CA and certificates, and the records it accepted (aeat/aeat-local.ts). */
  aeat: join(dataDir, 'aeat'),
  aeatRecords: join(dataDir, 'aeat', 'records.json'),
  /** The local Stripe's accounts and events, and its generated keys beside them (stripe/stripe-local.ts). */
  stripeState: join(dataDir, 'stripe', 'state.json'),
  /** The key photographers' certificates are encrypted under (KMS on AWS). */
  certificateKey: join(dataDir, 'aeat', 'certificate-key.txt'),
  /** The local SQS queue of VERI*FACTU submissions: messages not yet handled, and those parked after their deliveries. */
  verifactuQueue: join(dataDir, 'sqs-verifactu-submissions.json'),
  verifactuQueueParked: join(dataDir, 'sqs-verifactu-submissions-parked.jsonl'),
  /** The local SQS queue of gallery zip parts to build, as the VERI*FACTU one. */
  galleryZipQueue: join(dataDir, 'sqs-gallery-zip-parts.json'),
  galleryZipQueueParked: join(dataDir, 'sqs-gallery-zip-parts-parked.jsonl'),
  /** The local SQS queue of Stripe's payment events (payments/payment-events.ts), as the VERI*FACTU one. */
  paymentEventsQueue: join(dataDir, 'sqs-payment-events.json'),
  paymentEventsQueueParked: join(dataDir, 'sqs-payment-events-parked.jsonl'),
  logs: join(dataDir, 'logs'),
});

export type DataLayout = ReturnType<typeof dataLayout>;
