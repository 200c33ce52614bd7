// The whole product on one machine: the AWS services' stand-ins, the glue AWS provides
// between them (event sources, triggers, authorizer, signed URLs), and one HTTP origin.
// Used by `npm start` (start.ts) and by the test suites' global setups (test-stack.ts).
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBStreamEvent, S3Event, SQSEvent } from 'aws-lambda';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { LEGAL_OBLIGATION_DATES } from '@fotostudio/shared/verifactu/obligation-dates';
import { tableKeys } from '@fotostudio/functions/data/table-schema';
import { bucketEventSources, queueEventSources, tableStreamEventSources } from '@fotostudio/functions/event-sources';
import {
  type EventFunction,
  eventFunctionEntries,
  fallbackDomain,
  IMAGE_FONTS,
  httpFunctionEntries,
  NOTICE_SCAN_SCHEDULE,
  ACCOUNT_CLOSURE_SCHEDULE,
  EXCHANGE_RATES_SCHEDULE,
  AGREEMENT_LIFECYCLE_SCHEDULE,
} from '@fotostudio/functions/function-entries';
import { createApiGateway } from './api-gateway/api-gateway.js';
import { killOnExit } from './child-process.js';
import type { CognitoLocal } from './cognito/cognito-local.js';
import { ensureUserPool } from './cognito/cognito-pool.js';
import { createCognitoRoute, COGNITO_PATH_PREFIX } from './cognito/cognito-route.js';
import { loadOrCreateTokenSigningKey } from './cognito/cognito-token-key.js';
import { lockDataFolder } from './data-lock.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb/dynamodb-local.js';
import { createFunctionRuntime, type FunctionRuntime } from './lambda/function-runtime.js';
import { sendJson } from './http-util.js';
import { createJwtAuthorizer } from './api-gateway/jwt-authorizer.js';
import { createLambdaInvokeRoute, startLambdaInvokeListener } from './lambda/lambda-invoke-route.js';
import { LocalStackError } from './errors.js';
import { type LocalServer, startLocalServer } from './local-server.js';
import { createLogger, type Logger } from './logger.js';
import { createMediaRoute } from './cloudfront/media-route.js';
import { mediaViewerRequestCode } from '../lib/edge/media-viewer-request.js';
import { loadViewerRequest } from './cloudfront/edge-function.js';
import { startLocalKeyValueStore, type LocalKeyValueStore } from './cloudfront/key-value-store.js';
import { writeOperatorEnv } from './operator-env.js';
import { loadOrCreateSigningKey } from './cloudfront/media-signing.js';
import { type DataLayout, dataLayout, repoRoot } from './paths.js';
import { rateLimitRules } from '../lib/rate-limits.js';
import { createRateLimiter } from './waf/rate-limit.js';
import { createS3EventBridge, type StoredObject, storedObjectRecord } from './s3/s3-event-bridge.js';
import { startS3Local, type S3Local } from './s3/s3-local.js';
import { createS3Route, S3_PATH_PREFIX } from './s3/s3-route.js';
import { DEMO_PHOTOGRAPHER, seedDemoPhotographer } from './seed.js';
import { startSesLocal, type SesLocal } from './ses/ses-local.js';
import { startSupportReceiver, type SupportReceiver } from './support/support-receiver.js';
import { startLocalEcb, type LocalEcb } from './ecb/ecb-local.js';
import { type ReceivedRequest, verifySigV4 } from './iam/sigv4.js';
import { loadOrCreateStackCredentials, type StackCredentials } from './iam/stack-credentials.js';
import { createStaticWeb } from './cloudfront/static-web.js';
import { startStreamPoller, type StreamPoller } from './dynamodb/stream-poller.js';
import { ensureTable } from './dynamodb/table.js';
import { createTtlIndex } from './dynamodb/ttl-index.js';
import { startTtlSweeper, type TtlRemovals, type TtlSweeper } from './dynamodb/ttl-sweeper.js';
import { startWatchdog, type Watchdog } from './watchdog-client.js';
import { startScheduleTimer, type ScheduleTimer } from './scheduler/schedule-timer.js';
import { loadOrCreateAeatCertificates, type AeatCertificates } from './aeat/aeat-certificates.js';
import { loadOrCreateCertificateKey } from './aeat/certificate-key.js';
import { startLocalAeat, type LocalAeat } from './aeat/aeat-local.js';
import { startLocalStripe, type LocalStripe } from './stripe/stripe-local.js';
import { stripeWebhook } from '@fotostudio/shared/contracts/payments';
import { startLocalQueues, type LocalQueue } from './sqs/sqs-local.js';

export const LOCAL_TABLE_NAME = 'fotostudio-local';
export const LOCAL_MEDIA_BUCKET = 'fotostudio-local-media';
export const LOCAL_REGION = 'eu-west-1';
export const LOCAL_FROM_ADDRESS = 'no-reply@fotostudio.local';
/** The site's settings locally: read the operator's mail in the mail viewer; override with SITE_* variables. */
export const LOCAL_SITE_DEFAULTS = {
  SITE_BETA_PLACES: '30',
  SITE_BETA_DEADLINE: '2027-01-31T23:59:59+01:00',
  SITE_PAYMENTS_START: '2027-06',
  SITE_OPERATOR_EMAIL: 'operator@fotostudio.local',
} as const;

/**
 * The software producer locally (issue 24 point 7): clearly local test values, complete so the
 * local AEAT receives records; the site's declaration page shows them as they are. Each can be
 * overridden by its VERIFACTU_* variable (a test of the placeholder refusal sets the NIF back).
 */
export const LOCAL_PRODUCER = {
  VERIFACTU_PRODUCER_NAME: 'Fotostudio PRUEBAS LOCALES (sin valor fiscal)',
  VERIFACTU_PRODUCER_NIF: 'B00000018',
  VERIFACTU_PRODUCER_ADDRESS: 'Calle de Pruebas 1, 28001 Madrid (dirección local de pruebas)',
  VERIFACTU_DECLARATION_PLACE: 'Madrid, España',
  VERIFACTU_DECLARATION_DATE: '2026-11-29',
} as const;

/** Each of these variables as the process's environment sets it, else as given. */
const unlessSet = <Defaults extends Record<string, string>>(defaults: Defaults): Record<keyof Defaults, string> =>
  Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, process.env[name] ?? value])) as Record<keyof Defaults, string>;

export interface LocalStackOptions {
  /** Every stand-in keeps its state here; delete the folder to start afresh. */
  dataDir: string;
  /** Port of the one origin on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Serve web/dist (with SPA fallback) on the origin. */
  serveWeb: boolean;
  /** Create the demo photographer (idempotent). */
  seedDemo: boolean;
  /** Only warnings and errors on stderr. */
  quiet?: boolean;
  /** Fixes every Cognito code (cognito-local's CODE variable); tests use it to confirm users. */
  confirmationCode?: string;
  /** Root the function entries are resolved against; defaults to the repository. */
  functionsRoot?: string;
  /** @default 500 */
  streamPollIntervalMs?: number;
  /** How often the TTL sweeper deletes what its index says is due (see ttl-sweeper.ts). @default 5000 */
  ttlSweepIntervalMs?: number;
  /**
   * Multiply the abuse limits (infra/lib/rate-limits.ts) by RELAXED_RATE_LIMIT_FACTOR: test
   * suites and benchmarks send hundreds of requests from 127.0.0.1. @default false
   */
  relaxRateLimits?: boolean;
  /** How long the local queue waits before delivering a failed message again (the visibility timeout on AWS). @default 60000 */
  queueRetryDelayMs?: number;
  /** The local AEAT's TiempoEsperaEnvio between submissions. @default 60 (the AEAT's own) */
  aeatWaitSeconds?: number;
  /** Stops a start under way (npm start's SIGTERM): what has started is stopped, the promise rejects. */
  signal?: AbortSignal;
  /**
   * Deliver the media bucket's ObjectCreated events to the image function. The upload bench
   * turns it off: on AWS the image work runs in Lambda, not on the machine whose uplink is
   * measured, and here it would take the same two cores. @default true
   */
  processUploads?: boolean;
}

export interface LocalStack {
  /** The one origin, e.g. http://127.0.0.1:3000 */
  url: string;
  /**
   * Resolves once the stream function has been handed every table change made so far (in
   * AWS it runs in its own Lambda; here it shares the process, so benches wait for it) and the
   * TTL sweeper's start scan has read the table (it shares DynamoDB Local with the requests).
   */
  streamCaughtUp(): Promise<void>;
  /** aws-ses-v2-local: viewer at `/`, JSON at `/store`, `POST /clear-store`. */
  mailViewerUrl: string;
  /** The support webhooks' local receiver: `GET` lists what it received (support/support-receiver.ts). */
  supportReceiverUrl: string;
  /** The ECB feeds' stand-in: `POST <this>/control`, `GET <this>/requests` (ecb/ecb-local.ts). */
  ecbControlUrl: string;
  /** The local Stripe (stripe/stripe-local.ts): its API base and `POST <this>/control`, `GET <this>/deliveries`. */
  stripe: { url: string; controlUrl: string };
  /** Every variable set in process.env for the functions and SDK clients. */
  env: Record<string, string>;
  userPoolId: string;
  userPoolClientId: string;
  /** Token issuer (cognito-local URL + pool id). */
  issuer: string;
  /** Signs /media/ URLs with @aws-sdk/cloudfront-signer. */
  media: { keyPairId: string; privateKeyPem: string; privateKeyPath: string };
  tableName: string;
  mediaBucket: string;
  dataDir: string;
  /** The stack's access key (generated into the data folder): signs admin, S3 and Lambda calls. */
  credentials: StackCredentials;
  demo: { email: string; password: string } | undefined;
  stop(): Promise<void>;
}

const EVENT_FUNCTION_TIMEOUTS_MS: Record<EventFunction, number> = {
  imageUpload: 120_000,
  // As in the events stack.
  tableStream: 900_000,
  cognitoTriggers: 30_000,
  noticeScan: 900_000,
  exchangeRates: 60_000,
  // As in the events stack.
  verifactuSubmit: 300_000,
  accountClosure: 900_000,
  // As in the events stack: one zip part of at most 4 GB.
  galleryZip: 900_000,
  // As in the events stack.
  paymentEvents: 60_000,
  agreementLifecycle: 900_000,
};

/** How an event function is invoked here: its entry, a Lambda-like name and its timeout. */
const eventInvocation = (name: EventFunction) => ({
  entry: eventFunctionEntries[name],
  functionName: `fotostudio-local-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  timeoutMs: EVENT_FUNCTION_TIMEOUTS_MS[name],
});

/** Stored objects announced again at a time when the stack starts (the image function is CPU-bound). */
const RECONCILE_CONCURRENCY = 2;

const listStoredObjects = async (client: S3Client, bucket: string, prefix: string): Promise<StoredObject[]> => {
  const objects: StoredObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0, eTag: object.ETag ?? '', lastModified: object.LastModified ?? new Date() });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
};

/** The origin a browser used, so links and endpoints stay same-origin behind a dev proxy too. */
const originOf = (req: IncomingMessage, fallback: string): string => {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
  return host ? `http://${host}` : fallback;
};

const applyEnv = (env: Record<string, string>) => {
  for (const [name, value] of Object.entries(env)) process.env[name] = value;
};

const LOCAL_REVOCATIONS_KVS_ID = '00000000-0000-4000-8000-000000000000';
const LOCAL_REVOCATIONS_KVS_ARN = `arn:aws:cloudfront::000000000000:key-value-store/${LOCAL_REVOCATIONS_KVS_ID}`;

type VerifierFor = (service: string, uriEscapePath: boolean) => (request: ReceivedRequest) => ReturnType<typeof verifySigV4>;
type CognitoLocalModule = typeof import('./cognito/cognito-local.js');

/** What has started so far: `stop()` stops exactly that, also when a start fails midway. */
interface Running {
  server?: LocalServer;
  watchdog?: Watchdog;
  lambdaListener?: { url: string; close(): Promise<void> };
  dynamo?: DynamoDbLocal;
  s3?: S3Local;
  ses?: SesLocal;
  support?: SupportReceiver;
  ecb?: LocalEcb;
  cognito?: CognitoLocal;
  revocations?: LocalKeyValueStore;
  aeat?: LocalAeat;
  stripe?: LocalStripe;
  queues: LocalQueue[];
  pollers: StreamPoller[];
  sweeper?: TtlSweeper;
  schedules: ScheduleTimer[];
  drainUploads?: () => Promise<void>;
  clients: { destroy(): void }[];
}

/** Before any SDK client exists: the stack's credentials, quiet SDK notices, and checksums s3rver stores correctly. */
const applySdkEnv = (credentials: StackCredentials, confirmationCode: string | undefined): Record<string, string> => {
  const sdkEnv: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  applyEnv(sdkEnv);
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  if (confirmationCode !== undefined) process.env.CODE = confirmationCode;
  return sdkEnv;
};

/** Phase 1: the one origin (first, so a port already taken fails before any child process starts) and the watchdog. */
const startOrigin = async (options: LocalStackOptions, logger: Logger, running: Running): Promise<LocalServer> => {
  const server = await startLocalServer({
    port: options.port,
    logger,
    rateLimiter: createRateLimiter({ rules: rateLimitRules, relaxed: options.relaxRateLimits ?? false }),
  });
  running.server = server;
  running.watchdog = await startWatchdog();
  return server;
};

/** Phase 2: the keys kept in the data folder, the CloudFront KeyValueStore of revoked grants, the local AEAT and the local Stripe. */
const prepareKeys = async (layout: DataLayout, credentials: StackCredentials, running: Running, aeatWaitSeconds: number | undefined) => {
  const signingKey = loadOrCreateSigningKey(layout.mediaSigning);
  const revocationStore = await startLocalKeyValueStore({
    file: layout.mediaRevocations,
    arn: LOCAL_REVOCATIONS_KVS_ARN,
    accessKeyId: credentials.accessKeyId,
  });
  running.revocations = revocationStore;
  const tokenSigningKey = loadOrCreateTokenSigningKey(layout.cognitoTokenKey);
  const aeatCertificates = loadOrCreateAeatCertificates(layout.aeat);
  const aeat = await startLocalAeat({ certificates: aeatCertificates, stateFile: layout.aeatRecords, ...(aeatWaitSeconds !== undefined ? { waitSeconds: aeatWaitSeconds } : {}) });
  running.aeat = aeat;
  const certificateKey = loadOrCreateCertificateKey(layout.certificateKey);
  const stripe = await startLocalStripe({ stateFile: layout.stripeState });
  running.stripe = stripe;
  return { signingKey, revocationStore, tokenSigningKey, aeat, aeatCertificates, certificateKey, stripe };
};

/**
 * Phase 3: the functions' runtime (handlers are imported on first use, once process.env holds
 * the stack's variables), the bucket notifications of the event-source table
 * (functions/src/event-sources.ts) and the Lambda endpoint cognito-local's triggers call.
 */
const startFunctions = async (
  options: LocalStackOptions,
  logger: Logger,
  running: Running,
  verifierFor: VerifierFor,
  cognitoTriggersFunction: CognitoLocalModule['COGNITO_TRIGGERS_FUNCTION'],
) => {
  const runtime = createFunctionRuntime({ root: options.functionsRoot ?? repoRoot, region: LOCAL_REGION });
  const bucketSources = bucketEventSources();
  const bridges = bucketSources.map(([, source]) =>
    createS3EventBridge({
      bucket: LOCAL_MEDIA_BUCKET,
      source,
      region: LOCAL_REGION,
      logger,
      invoke: (event: S3Event) => runtime.invoke(eventInvocation(source.function), event),
    }),
  );
  running.drainUploads = async () => {
    await Promise.all(bridges.map((bridge) => bridge.drain()));
  };
  // cognito-local's triggers reach the functions here, never through the origin.
  const lambdaListener = await startLambdaInvokeListener(
    createLambdaInvokeRoute({
      functions: {
        [cognitoTriggersFunction]: eventInvocation('cognitoTriggers'),
      },
      runtime,
      verifySignature: verifierFor('lambda', true),
      logger,
    }),
    logger,
  );
  running.lambdaListener = lambdaListener;
  // The product's SQS queues (VERI*FACTU submissions, Stripe's payment events, gallery zip parts) on one endpoint,
  // each delivered to its function.
  const layout = dataLayout(options.dataDir);
  const queueFiles = {
    verifactuSubmissions: { name: 'fotostudio-local-verifactu-submissions.fifo', file: layout.verifactuQueue, deadLetterFile: layout.verifactuQueueParked },
    paymentEvents: { name: 'fotostudio-local-payment-events.fifo', file: layout.paymentEventsQueue, deadLetterFile: layout.paymentEventsQueueParked },
    galleryZipParts: { name: 'fotostudio-local-gallery-zip-parts.fifo', file: layout.galleryZipQueue, deadLetterFile: layout.galleryZipQueueParked },
  } as const;
  const sources = queueEventSources();
  running.queues = await startLocalQueues(
    sources.map(([name, source]) => ({
      ...queueFiles[name as keyof typeof queueFiles],
      region: LOCAL_REGION,
      maxReceiveCount: source.maxReceiveCount,
      retryDelayMs: options.queueRetryDelayMs ?? 60_000,
      verifySignature: verifierFor('sqs', true),
      invoke: (event: SQSEvent) => runtime.invoke(eventInvocation(source.function), event),
      logger,
    })),
  );
  const queueOf = (name: keyof typeof queueFiles): LocalQueue => {
    const queue = running.queues[sources.findIndex(([source]) => source === name)];
    if (!queue) throw new Error(`the ${name} queue did not start`);
    return queue;
  };
  return { runtime, bucketSources, bridges, lambdaEndpoint: lambdaListener.url, verifactuQueue: queueOf('verifactuSubmissions'), paymentEventsQueue: queueOf('paymentEvents'), galleryZipQueue: queueOf('galleryZipParts') };
};

/** Phase 4: the data stores and the user pool's service, side by side. */
const startDataStores = async (
  options: LocalStackOptions,
  layout: DataLayout,
  logger: Logger,
  running: Running,
  watchdog: Watchdog,
  credentials: StackCredentials,
  { bridges, lambdaEndpoint }: { bridges: ReturnType<typeof createS3EventBridge>[]; lambdaEndpoint: string },
  { tokenSigningKey }: { tokenSigningKey: ReturnType<typeof loadOrCreateTokenSigningKey> },
  startCognitoLocal: CognitoLocalModule['startCognitoLocal'],
) => {
  const started = await Promise.allSettled([
    startDynamoDbLocal({
      dbPath: layout.dynamodb,
      logFile: join(layout.logs, 'dynamodb-local.log'),
      pidFile: join(options.dataDir, 'dynamodb-local.pid'),
      logger,
      credentials,
      region: LOCAL_REGION,
      onSpawn: (pid) => watchdog.watch(pid),
      ...(options.signal ? { signal: options.signal } : {}),
    }).then((value) => (running.dynamo = value)),
    startS3Local({
      directory: layout.s3,
      bucket: LOCAL_MEDIA_BUCKET,
      credentials,
      onRecords: (records) => {
        if (options.processUploads === false) return;
        for (const bridge of bridges) bridge.onRecords(records);
      },
    }).then((value) => (running.s3 = value)),
    startSupportReceiver().then((value) => (running.support = value)),
    startLocalEcb().then((value) => (running.ecb = value)),
    startSesLocal().then(async (value) => {
      running.ses = value;
      running.cognito = await startCognitoLocal({
        dataDirectory: layout.cognitoDb,
        logFile: join(layout.logs, 'cognito-local.log'),
        lambdaEndpoint,
        tokenSigningKey,
        region: LOCAL_REGION,
        sesEndpoint: value.endpoint,
        fromAddress: LOCAL_FROM_ADDRESS,
        credentials,
        logger,
      });
    }),
  ]);
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  const { dynamo, s3, ses, support, ecb, cognito } = running;
  if (!dynamo || !s3 || !ses || !support || !ecb || !cognito) throw new Error('a stand-in did not start');
  return { dynamo, s3, ses, support, ecb, cognito };
};

/** Phase 5: the SDK clients of the stand-ins, the table and the user pool. */
const createResources = async (
  layout: DataLayout,
  running: Running,
  credentials: StackCredentials,
  { dynamo, s3, cognito }: { dynamo: DynamoDbLocal; s3: S3Local; cognito: CognitoLocal },
) => {
  const cognitoClient = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: LOCAL_REGION,
    credentials,
  });
  const dynamoClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials });
  const streamsClient = new DynamoDBStreamsClient({
    endpoint: dynamo.endpoint,
    region: LOCAL_REGION,
    credentials,
  });
  const s3Client = new S3Client({
    endpoint: s3.endpoint,
    region: LOCAL_REGION,
    credentials,
    forcePathStyle: true,
  });
  running.clients.push(cognitoClient, dynamoClient, streamsClient, s3Client);

  const [streamArn, pool] = await Promise.all([
    ensureTable(dynamoClient, LOCAL_TABLE_NAME),
    ensureUserPool(cognitoClient, layout.cognitoIds),
  ]);
  const issuer = `${cognito.endpoint}/${pool.userPoolId}`;
  return { cognitoClient, dynamoClient, streamsClient, s3Client, streamArn, pool, issuer };
};

/** Phase 6: every variable the functions and SDK clients read, as the CDK app sets them in Lambda. */
const functionEnvironment = ({
  sdkEnv,
  url,
  stores: { dynamo, ses, support, ecb },
  revocationStore,
  pool,
  issuer,
  signingKey,
  aeat,
  aeatCertificates,
  certificateKey,
  verifactuQueue,
  galleryZipQueue,
  paymentEventsQueue,
  stripe,
}: {
  sdkEnv: Record<string, string>;
  url: string;
  stores: { dynamo: DynamoDbLocal; ses: SesLocal; support: SupportReceiver; ecb: LocalEcb };
  revocationStore: LocalKeyValueStore;
  pool: { userPoolId: string; userPoolClientId: string };
  issuer: string;
  signingKey: ReturnType<typeof loadOrCreateSigningKey>;
  aeat: LocalAeat;
  aeatCertificates: AeatCertificates;
  certificateKey: string;
  verifactuQueue: LocalQueue;
  galleryZipQueue: LocalQueue;
  paymentEventsQueue: LocalQueue;
  stripe: LocalStripe;
}): Record<string, string> => ({
  ...sdkEnv,
  AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
  AWS_ENDPOINT_URL_DYNAMODB_STREAMS: dynamo.endpoint,
  AWS_ENDPOINT_URL_S3: `${url}${S3_PATH_PREFIX}`,
  AWS_ENDPOINT_URL_SESV2: ses.endpoint,
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${url}${COGNITO_PATH_PREFIX}`,
  AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE: revocationStore.endpoint,
  MEDIA_REVOCATIONS_KVS_ARN: revocationStore.arn,
  TABLE_NAME: LOCAL_TABLE_NAME,
  MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
  USER_POOL_ID: pool.userPoolId,
  USER_POOL_CLIENT_ID: pool.userPoolClientId,
  USER_POOL_ISSUER: issuer,
  APP_URL: url,
  SES_FROM_ADDRESS: LOCAL_FROM_ADDRESS,
  ...unlessSet(LOCAL_SITE_DEFAULTS),
  // The support modal and the assistant post to the local receiver unless these point elsewhere.
  SUPPORT_FEEDBACK_WEBHOOK_URL: process.env.SUPPORT_FEEDBACK_WEBHOOK_URL ?? support.feedbackUrl,
  SUPPORT_CHAT_WEBHOOK_URL: process.env.SUPPORT_CHAT_WEBHOOK_URL ?? support.chatUrl,
  // The scheduled rate update reads the local ECB's feeds unless this points elsewhere.
  ECB_RATES_URL: process.env.ECB_RATES_URL ?? ecb.url,
  MEDIA_SIGNING_KEY_ID: signingKey.keyPairId,
  MEDIA_SIGNING_PRIVATE_KEY: signingKey.privateKeyPem,
  // The local AEAT (aeat/aeat-local.ts): its endpoint, the test CA it is signed by, and a
  // client certificate it signed (the demo studio's, and the tests' calls to its controls);
  // submissions present the photographer's uploaded certificate, encrypted under the local key.
  AWS_ENDPOINT_URL_SQS: verifactuQueue.endpoint,
  VERIFACTU_QUEUE_URL: verifactuQueue.queueUrl,
  // Another local queue, on its own port: the SDK sends to the host of the queue URL it is given.
  GALLERY_ZIP_QUEUE_URL: galleryZipQueue.queueUrl,
  VERIFACTU_AEAT_ENDPOINT: aeat.endpoint,
  VERIFACTU_AEAT_CA_PEM: aeatCertificates.caPem,
  VERIFACTU_CERT_P12: aeatCertificates.clientP12.toString('base64'),
  VERIFACTU_CERT_PASSWORD: aeatCertificates.clientPassword,
  VERIFACTU_CERT_LOCAL_KEY: certificateKey,
  ...unlessSet(LOCAL_PRODUCER),
  // The local Stripe (stripe/stripe-local.ts): the SDK talks to it unchanged; its generated
  // secret key and webhook signing secret, as Secrets Manager holds the real ones on AWS.
  STRIPE_API_URL: stripe.url,
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  PAYMENT_EVENTS_QUEUE_URL: paymentEventsQueue.queueUrl,
  // The legal obligation dates (issue 24 point 1), unless set: tests that need "after the date"
  // give the rule an injected clock rather than moving these.
  ...unlessSet(LEGAL_OBLIGATION_DATES),
  // As in Lambda (infra/lib/events-stack.ts): fontconfig reads the image function's own
  // fonts.conf, so the watermark never depends on the machine's fonts.
  FONTCONFIG_PATH: join(repoRoot, IMAGE_FONTS.source),
  // Metrics would print one EMF line per request to stdout; there is no CloudWatch here.
  POWERTOOLS_METRICS_DISABLED: 'true',
  ...(process.env.CODE !== undefined ? { CODE: process.env.CODE } : {}),
});

/** Phase 7: the table's stream sources of the event-source table, and DynamoDB's TTL. */
const startTableEvents = async (
  options: LocalStackOptions,
  layout: DataLayout,
  logger: Logger,
  running: Running,
  runtime: FunctionRuntime,
  { dynamoClient, streamsClient, streamArn }: { dynamoClient: DynamoDBClient; streamsClient: DynamoDBStreamsClient; streamArn: string },
): Promise<void> => {
  const ttlRemovals: TtlRemovals = new Set();
  const ttlKeys = { keyNames: [tableKeys.partitionKey, tableKeys.sortKey], ttlAttribute: tableKeys.timeToLive };
  const ttlIndex = createTtlIndex(ttlKeys);
  running.pollers = await Promise.all(
    tableStreamEventSources().map(([name, source], i) =>
      startStreamPoller({
        // Each poller reads the whole stream: one of them tells the index, so it hears each change once and in order.
        ...(i === 0 ? { observe: ttlIndex.observe } : {}),
        checkpointFile: layout.streamCheckpoint(name),
        client: streamsClient,
        streamArn,
        region: LOCAL_REGION,
        intervalMs: options.streamPollIntervalMs ?? 500,
        batchSize: source.batchSize,
        maxRetries: source.retries,
        ttlRemovals,
        logger,
        invoke: (event: DynamoDBStreamEvent) => runtime.invoke(eventInvocation(source.function), event),
      }),
    ),
  );

  // After the pollers have their place in the stream: what the start scan misses, they tell.
  running.sweeper = startTtlSweeper({
    client: dynamoClient,
    tableName: LOCAL_TABLE_NAME,
    ...ttlKeys,
    index: ttlIndex,
    intervalMs: options.ttlSweepIntervalMs ?? 5_000,
    removals: ttlRemovals,
    logger,
  });

  // EventBridge Scheduler: the notice scan and the exchange rates on the schedules the events stack gives them.
  running.schedules.push(
    startScheduleTimer({
      name: 'notice scan',
      schedule: NOTICE_SCAN_SCHEDULE,
      invoke: (event) => runtime.invoke(eventInvocation('noticeScan'), event),
      logger,
    }),
    startScheduleTimer({
      name: 'account closure run',
      schedule: ACCOUNT_CLOSURE_SCHEDULE,
      invoke: (event) => runtime.invoke(eventInvocation('accountClosure'), event),
      logger,
    }),
    startScheduleTimer({
      name: 'exchange rates',
      schedule: EXCHANGE_RATES_SCHEDULE,
      invoke: (event) => runtime.invoke(eventInvocation('exchangeRates'), event),
      logger,
    }),
    startScheduleTimer({
      name: "agreements' lifecycle",
      schedule: AGREEMENT_LIFECYCLE_SCHEDULE,
      invoke: (event) => runtime.invoke(eventInvocation('agreementLifecycle'), event),
      logger,
    }),
  );
};

/** Phase 8: the origin's routes, as CloudFront's behaviours and the AWS endpoints answer them. */
const serveRoutes = ({
  options,
  logger,
  server,
  url,
  runtime,
  credentials,
  verifierFor,
  stores: { s3, cognito },
  resources: { s3Client, pool, issuer },
  keys: { signingKey, revocationStore, tokenSigningKey },
}: {
  options: LocalStackOptions;
  logger: Logger;
  server: LocalServer;
  url: string;
  runtime: FunctionRuntime;
  credentials: StackCredentials;
  verifierFor: VerifierFor;
  stores: { s3: S3Local; cognito: CognitoLocal };
  resources: { s3Client: S3Client; pool: { userPoolId: string; userPoolClientId: string }; issuer: string };
  keys: Awaited<ReturnType<typeof prepareKeys>>;
}): void => {
  const revocationReader = revocationStore.reader;
  const s3Port = s3.port;
  const cognitoPort = Number(new URL(cognito.endpoint).port);
  const publicKeys = new Map([[signingKey.keyPairId, signingKey.publicKeyPem]]);
  const authorize = createJwtAuthorizer({ issuer, clientId: pool.userPoolClientId, jwks: tokenSigningKey.jwks });
  server.setRoutes({
    api: createApiGateway({
      routes: routeTable,
      functionEntries: httpFunctionEntries,
      fallbackDomain,
      runtime,
      authorize,
      logger,
    }),
    media: createMediaRoute({
      s3: s3Client,
      bucket: LOCAL_MEDIA_BUCKET,
      publicKeys,
      origins: (req) => [...new Set([originOf(req, url), url])],
      // The /media/* behaviour's function itself, its store being the stand-in above.
      viewerRequest: loadViewerRequest(mediaViewerRequestCode(LOCAL_REVOCATIONS_KVS_ID), { kvs: () => revocationReader }),
      logger,
    }),
    cognito: createCognitoRoute({
      cognitoPort: () => cognitoPort,
      verifySignature: verifierFor('cognito-idp', true),
      isValidAccessToken: async (token) => !('error' in (await authorize(`Bearer ${token}`))),
    }),
    s3: createS3Route({
      s3Port: () => s3Port,
      secretFor: (accessKeyId) => (accessKeyId === credentials.accessKeyId ? credentials.secretAccessKey : undefined),
      verifySignature: verifierFor('s3', false),
      logger,
    }),
    runtimeConfig: (req: IncomingMessage, res: ServerResponse) =>
      sendJson(
        res,
        200,
        {
          region: LOCAL_REGION,
          userPoolId: pool.userPoolId,
          userPoolClientId: pool.userPoolClientId,
          cognitoEndpoint: `${originOf(req, url)}${COGNITO_PATH_PREFIX}`,
          stage: 'local',
        },
        { 'cache-control': 'no-store' },
      ),
    web: options.serveWeb ? createStaticWeb({ distDir: join(repoRoot, 'web', 'dist') }) : undefined,
  });
};

/**
 * Phase 9: what a killed stack may have stored without telling the image function (see
 * s3-event-bridge.ts): every stored original is announced again, in the background.
 */
const announceStoredObjects = (
  logger: Logger,
  s3Client: S3Client,
  { bucketSources, bridges }: { bucketSources: ReturnType<typeof bucketEventSources>; bridges: ReturnType<typeof createS3EventBridge>[] },
  isStopping: () => boolean,
): void => {
  bucketSources.forEach(([name, source], index) => {
    const bridge = bridges[index];
    if (!bridge) return;
    void listStoredObjects(s3Client, LOCAL_MEDIA_BUCKET, source.filter.prefix)
      .then((objects) => bridge.replayStored(objects.map((object) => storedObjectRecord(LOCAL_MEDIA_BUCKET, object)), RECONCILE_CONCURRENCY))
      .then(
        (count) => logger.info(`${name}: ${count} stored object(s) announced again to ${source.function}`),
        (error: unknown) => {
          if (!isStopping()) logger.error(`${name}: stored objects could not be announced again`, error);
        },
      );
  });
};

/**
 * Phase 10: items an earlier version of the code wrote are brought in line once the origin
 * serves (a step reads and writes media through it; every step is safe while the app serves),
 * and before the demo is seeded.
 */
const migrateData = async (logger: Logger): Promise<void> => {
  const { runDataMigrations } = await import('@fotostudio/functions/data-migrations');
  await runDataMigrations((line) => logger.info(`data migration ${line}`));
};

/** Phase 11: the demo photographer (idempotent); a failure is a warning, the stack serves. */
const seedDemo = async (
  logger: Logger,
  url: string,
  { cognitoClient, pool }: { cognitoClient: CognitoIdentityProviderClient; pool: { userPoolId: string; userPoolClientId: string } },
  aeatCertificates: AeatCertificates,
  mailStoreUrl: string,
): Promise<void> => {
  await seedDemoPhotographer({
    mailStoreUrl,
    client: cognitoClient,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    apiUrl: url,
    logger,
    verifactuCertificate: { p12: aeatCertificates.clientP12, password: aeatCertificates.clientPassword },
  }).catch((error: unknown) => logger.warn(`demo photographer not created: ${error instanceof Error ? error.message : String(error)}`));
};

export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  const startedAt = Date.now();
  const logger = createLogger(options.quiet ?? false);
  const layout = dataLayout(options.dataDir);
  for (const directory of [layout.dynamodb, layout.s3, layout.cognitoDb, layout.mediaSigning, layout.logs]) {
    mkdirSync(directory, { recursive: true });
  }
  const releaseDataFolder = lockDataFolder(options.dataDir, layout.lock);
  const credentials = loadOrCreateStackCredentials(layout.credentials);
  const verifierFor: VerifierFor = (service, uriEscapePath) => (request) =>
    verifySigV4(request, { service, region: LOCAL_REGION, credentials, uriEscapePath, now: new Date() });
  const throwIfStopped = () => {
    if (options.signal?.aborted) throw new LocalStackError('The local stack was stopped while starting.');
  };

  const sdkEnv = applySdkEnv(credentials, options.confirmationCode);
  // Loaded only now: it brings aws-sdk v2, whose end-of-support notice reads the variable above.
  const { startCognitoLocal, COGNITO_TRIGGERS_FUNCTION } = await import('./cognito/cognito-local.js');

  const running: Running = { queues: [], pollers: [], schedules: [], clients: [] };
  let stopping: Promise<void> | undefined;
  const removeExitHook = killOnExit(() => [running.dynamo?.process, running.s3?.process].filter((child) => child !== undefined));

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const schedule of running.schedules) schedule.stop();
      const { sweeper, pollers, drainUploads, server, revocations, cognito, ses, support, ecb, s3, dynamo, lambdaListener, watchdog, clients } = running;
      await sweeper?.stop();
      await Promise.all(pollers.map((poller) => poller.stop()));
      await Promise.all(running.queues.map((queue) => queue.stop()));
      await drainUploads?.();
      await server?.close();
      await Promise.all([running.aeat?.stop(), running.stripe?.stop(), revocations?.stop(), cognito?.stop(), ses?.stop(), support?.stop(), ecb?.stop(), s3?.stop(), dynamo?.stop(), lambdaListener?.close()]);
      await watchdog?.stop();
      for (const client of clients) client.destroy();
      removeExitHook();
      releaseDataFolder();
    })();
    return stopping;
  };
  const isStopping = () => stopping !== undefined;

  const onAbort = () => logger.info('stopping the local stack while it starts');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const server = await startOrigin(options, logger, running);
    const url = server.url;
    const watchdog = running.watchdog;
    if (!watchdog) throw new Error('the watchdog did not start');
    throwIfStopped();
    const keys = await prepareKeys(layout, credentials, running, options.aeatWaitSeconds);
    const functions = await startFunctions(options, logger, running, verifierFor, COGNITO_TRIGGERS_FUNCTION);
    const stores = await startDataStores(options, layout, logger, running, watchdog, credentials, functions, keys, startCognitoLocal);
    throwIfStopped();
    stores.dynamo.process.once('exit', (code, signal) => {
      if (!isStopping()) logger.error(`DynamoDB Local stopped unexpectedly (${code ?? signal}); restart the stack`);
    });

    const resources = await createResources(layout, running, credentials, stores);
    throwIfStopped();

    const env = functionEnvironment({ sdkEnv, url, stores, revocationStore: keys.revocationStore, pool: resources.pool, issuer: resources.issuer, signingKey: keys.signingKey, aeat: keys.aeat, aeatCertificates: keys.aeatCertificates, certificateKey: keys.certificateKey, verifactuQueue: functions.verifactuQueue, paymentEventsQueue: functions.paymentEventsQueue, galleryZipQueue: functions.galleryZipQueue, stripe: keys.stripe });
    keys.stripe.setWebhookEndpoint(`${url}${stripeWebhook.path}`);
    applyEnv(env);
    writeOperatorEnv(layout.operatorEnv, env);
    throwIfStopped();

    await startTableEvents(options, layout, logger, running, functions.runtime, resources);
    serveRoutes({ options, logger, server, url, runtime: functions.runtime, credentials, verifierFor, stores, resources, keys });
    if (options.processUploads !== false) announceStoredObjects(logger, resources.s3Client, functions, isStopping);

    await migrateData(logger);
    throwIfStopped();
    if (options.seedDemo) await seedDemo(logger, url, resources, keys.aeatCertificates, stores.ses.endpoint);
    throwIfStopped();
    options.signal?.removeEventListener('abort', onAbort);
    logger.info(`local stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${url}`);

    const { pollers: streamPollers, sweeper } = running;
    return {
      url,
      streamCaughtUp: async () => {
        await Promise.all([...streamPollers.map((poller) => poller.caughtUp()), sweeper?.seeded()]);
      },
      mailViewerUrl: stores.ses.endpoint,
      supportReceiverUrl: stores.support.url,
      ecbControlUrl: stores.ecb.controlUrl,
      stripe: { url: keys.stripe.url, controlUrl: keys.stripe.controlUrl },
      env,
      userPoolId: resources.pool.userPoolId,
      userPoolClientId: resources.pool.userPoolClientId,
      issuer: resources.issuer,
      media: { keyPairId: keys.signingKey.keyPairId, privateKeyPem: keys.signingKey.privateKeyPem, privateKeyPath: keys.signingKey.privateKeyPath },
      tableName: LOCAL_TABLE_NAME,
      mediaBucket: LOCAL_MEDIA_BUCKET,
      dataDir: options.dataDir,
      credentials,
      demo: options.seedDemo ? { ...DEMO_PHOTOGRAPHER } : undefined,
      stop,
    };
  } catch (error) {
    options.signal?.removeEventListener('abort', onAbort);
    await stop();
    throw error;
  }
};
