// Functions driven by data events rather than requests: the image pipeline (S3 ObjectCreated
// under originals/) and the table stream (TTL deletions of archived sessions, notifications).
// Which events reach which function, with which filter, batch size and retries, is the table
// in functions/src/event-sources.ts, which the local stack reads too.
//
// They live here, not in the stateful stack, so compute can be replaced without touching data.
// The S3 notification is attached to the media bucket *imported by name*: an owned bucket would
// put the notification resource into the stateful stack, pointing at this stack's function while
// this stack points back at the bucket, a cycle between the two stacks. On an imported bucket
// CDK creates the notification custom resource here, in unmanaged mode (it merges with, rather
// than replaces, the bucket's other notifications).
import { bucketEventSources, eventSources, queueEventSources, tableStreamEventSources } from '@fotostudio/functions/event-sources';
import { ACCOUNT_CLOSURE_SCHEDULE, AGREEMENT_LIFECYCLE_SCHEDULE, type EventFunction, eventFunctionEntries, EXCHANGE_RATES_SCHEDULE, IMAGE_FONTS, NOTICE_SCAN_SCHEDULE } from '@fotostudio/functions/function-entries';
import { BILLING_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, ISSUED_FOLDER, MANIFESTS_PREFIX, ORIGINALS_PREFIX, PROFILE_FOLDER } from '@fotostudio/shared/media/bucket-layout';
import { Duration, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Bucket, EventType } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { AppFunction, appEnvironmentOf, type FunctionStackResources } from './constructs/app-function.js';
import { FailureQueue } from './constructs/failure-queue.js';
import { grantFunctionAccess, type FunctionAccess } from './constructs/function-access.js';
import { verifactuProducerEnvironment } from './deployment-config.js';
import { CERTIFICATE_MODULES, installedModulesFor, NATIVE_MODULES, PAYMENT_MODULES, PDF_MODULES } from './lambda-bundling.js';
import { acknowledge, lambdaBasicExecutionFinding, wildcardResourceFinding } from './nag.js';
import { bucketName } from './resource-names.js';

export interface EventsStackProps extends StackProps, FunctionStackResources {
  mailIdentityName: string;
  /** The table stream signs the link of a large gallery zip it mails. */
  mediaSigningKeyId: string;
  /** The CloudFront KeyValueStore of revoked gallery grants (web stack). */
  mediaRevocationsArn: string;
  mediaSigningKeySecretArn: string;
  /** The KMS key of photographers' VERI*FACTU certificates (stateful stack): only the submitting worker may Decrypt with it. */
  certificateKeyArn: string;
  /** Stripe's secret key (stateful stack): the payment-events consumer reads a payment intent's metadata on a refund. */
  stripeSecretArn: string;
  /** The payments HTTP function (api stack): it queues the events its webhook verified. */
  paymentsFunction: AppFunction;
}

// Reaps originals and derivatives; reads session originals into zips under downloads/; mails a
// large zip's link to the client; builds a photographer's data export under exports/ (reading
// the issued invoices' PDFs and VERI*FACTU files under billing/, whose issued/ folder stays
// write-once) and mails them when it is ready; writes each session's manifest of ready images
// under manifests/ when its images change.
const TABLE_STREAM_ACCESS: FunctionAccess = {
  table: 'readWrite',
  media: {
    objects: 'readWrite',
    prefixes: [ORIGINALS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, BILLING_PREFIX, MANIFESTS_PREFIX],
    list: true,
    writeOnce: [`${BILLING_PREFIX}*/${ISSUED_FOLDER}/`],
  },
  sendsMail: true,
  signsMediaUrls: true,
  revokesGalleryMedia: true,
};

/** The payment-events consumer issues invoices (a paid deposit's): the PDF packages, and the certificate reader its bundle reaches through the submission switch. */
const PAYMENT_EVENTS_MODULES = [...PDF_MODULES, ...CERTIFICATE_MODULES, ...PAYMENT_MODULES];

/** Packages installed beside each event function's bundle instead of bundled (lambda-bundling.ts). */
export const eventInstalledModules: Record<EventFunction, string[]> = {
  imageUpload: installedModulesFor(NATIVE_MODULES, false),
  // sharp: the renditions a package's changed watermark needs (loaded only then).
  // node-forge: its bundle reaches the certificate reader (never called there).
  tableStream: installedModulesFor([...NATIVE_MODULES, ...CERTIFICATE_MODULES], TABLE_STREAM_ACCESS.sendsMail === true),
  // Built by the auth stack: Cognito sends its own messages, the trigger only writes text.
  cognitoTriggers: installedModulesFor([], false),
  noticeScan: installedModulesFor([], true),
  verifactuSubmit: installedModulesFor(CERTIFICATE_MODULES, false),
  // Mails nothing (the closure's mails went when it was asked for and confirmed); reaches the
  // certificate reader through the submission switch but never calls it.
  accountClosure: installedModulesFor(CERTIFICATE_MODULES, false),
  exchangeRates: installedModulesFor([], false),
  // Mails a large zip's links.
  galleryZip: installedModulesFor([], true),
  // Issues a paid deposit's invoice (issue 25 point 3: its PDF rendered and stored once) and mails
  // the photographer "payment received" (the invoice purpose's notification).
  paymentEvents: installedModulesFor(PAYMENT_EVENTS_MODULES, true),
  // Mails the signers' reminders and the photographer's expiry notices.
  agreementLifecycle: installedModulesFor([], true),
};


export class EventsStack extends Stack {
  readonly imageUploadFunction: AppFunction;
  readonly tableStreamFunction: AppFunction;
  readonly noticeScanFunction: AppFunction;
  readonly agreementLifecycleFunction: AppFunction;
  readonly exchangeRatesFunction: AppFunction;
  readonly verifactuSubmitFunction: AppFunction;
  readonly accountClosureFunction: AppFunction;
  /** Issuers with VERI*FACTU records to send (FIFO, one group per issuer). */
  readonly verifactuQueue: Queue;
  readonly galleryZipFunction: AppFunction;
  /** Gallery zip parts to build (FIFO, one group per zip job). */
  readonly galleryZipQueue: Queue;
  /** Stripe's Checkout, payment and refund events the webhook verified (FIFO, one group per connected account). */
  readonly paymentEventsQueue: Queue;
  readonly paymentEventsFunction: AppFunction;
  /** Alarms of the failure queues notify here. */
  readonly alarmTopic: Topic;
  /** Where each event function's failed events are parked. */
  readonly failureQueues: Partial<Record<EventFunction, FailureQueue>>;
  /** The functions the event sources of functions/src/event-sources.ts deliver to. */
  readonly eventFunctions: Partial<Record<EventFunction, AppFunction>>;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const mediaBucketName = bucketName(this, config.stage, 'media');
    const environment = appEnvironmentOf(props, mediaBucketName);
    const targets = {
      table: props.table,
      mediaBucketName,
      mailIdentityName: props.mailIdentityName,
      mediaSigningKeySecretArn: props.mediaSigningKeySecretArn,
      mediaRevocationsArn: props.mediaRevocationsArn,
    };

    // Every failure queue alarms as soon as it holds a message; the alarms notify this topic,
    // which mails the operator (operatorEmail) when one is configured.
    this.alarmTopic = new Topic(this, 'ParkedEventAlarms', { displayName: 'Fotostudio: events parked after failed retries', enforceSSL: true });
    if (config.site.operatorEmail) this.alarmTopic.addSubscription(new EmailSubscription(config.site.operatorEmail));
    acknowledge(
      this.alarmTopic,
      'AwsSolutions-SNS2',
      'Carries only CloudWatch alarm state changes (queue name, count), no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key.',
    );

    // Image pipeline: sharp is CPU-bound, and Lambda CPU scales with memory.
    const imageFailures = new FailureQueue(this, 'ImageUploadFailures', { parks: 'Uploaded originals (S3 events)', alarmTopic: this.alarmTopic });
    this.imageUploadFunction = new AppFunction(this, 'ImageUploadFunction', {
      entry: eventFunctionEntries.imageUpload,
      service: 'imageUpload',
      description: 'Derivatives, hash and checks of uploaded originals',
      memorySize: 2048,
      timeout: Duration.seconds(60),
      environment,
      extraEnvironment: {
        // glibc's allocator fragments under many threads; sharp runs single-threaded unless this is set.
        MALLOC_ARENA_MAX: '2',
        // Lambda has no fonts: fontconfig reads the bundled font's fonts.conf beside the bundle.
        FONTCONFIG_PATH: `/var/task/${IMAGE_FONTS.bundled}`,
      },
      nativeModules: eventInstalledModules.imageUpload,
      bundledFiles: [{ from: IMAGE_FONTS.source, to: IMAGE_FONTS.bundled }],
      // A burst of uploads is throttled to this many at once and waits (maxEventAge) instead of
      // starving the account's other functions; the figure is the bucket source's (event-sources.ts).
      reservedConcurrentExecutions: eventSources.mediaOriginals.concurrency,
    });
    grantFunctionAccess(
      this.imageUploadFunction,
      // Reads originals (and deletes rejected ones), writes derivatives; never elsewhere.
      { table: 'readWrite', media: { objects: 'readWrite', prefixes: [ORIGINALS_PREFIX, DERIVED_PREFIX] } },
      targets,
    );

    // Table stream: reaps what TTL deleted (the items' S3 objects, whole prefixes of archived
    // sessions), queues gallery zips for their worker (below) and builds data exports. Its
    // handler answers with partial batch failures.
    const streamFailures = new FailureQueue(this, 'TableStreamFailures', { parks: 'Batches of the table stream', alarmTopic: this.alarmTopic });
    this.tableStreamFunction = new AppFunction(this, 'TableStreamFunction', {
      entry: eventFunctionEntries.tableStream,
      service: 'tableStream',
      description: 'Reacts to table changes, including TTL deletions; queues gallery zips',
      memorySize: 1024,
      timeout: Duration.minutes(15),
      environment,
      extraEnvironment: {
        MEDIA_SIGNING_KEY_ID: props.mediaSigningKeyId,
        MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: props.mediaSigningKeySecretArn,
        MEDIA_REVOCATIONS_KVS_ARN: props.mediaRevocationsArn,
        MALLOC_ARENA_MAX: '2',
        FONTCONFIG_PATH: `/var/task/${IMAGE_FONTS.bundled}`,
      },
      nativeModules: eventInstalledModules.tableStream,
      bundledFiles: [{ from: IMAGE_FONTS.source, to: IMAGE_FONTS.bundled }],
    });
    grantFunctionAccess(this.tableStreamFunction, TABLE_STREAM_ACCESS, targets);
    // The notice scan: reads the table once (a filtered Scan) and notifies (table writes, mail).
    const noticeScanFailures = new FailureQueue(this, 'NoticeScanFailures', { parks: 'Runs of the notice scan', alarmTopic: this.alarmTopic });
    this.noticeScanFunction = new AppFunction(this, 'NoticeScanFunction', {
      entry: eventFunctionEntries.noticeScan,
      service: 'noticeScan',
      description: 'Daily: gallery links about to expire, archived sessions deleted tomorrow, overdue invoices',
      memorySize: 512,
      timeout: Duration.minutes(15),
      environment,
      nativeModules: eventInstalledModules.noticeScan,
    });
    grantFunctionAccess(this.noticeScanFunction, { table: 'readWrite', sendsMail: true }, targets);
    new Schedule(this, 'NoticeScanSchedule', {
      description: 'The notice scan, daily at 09:00 Europe/Madrid',
      // NOTICE_SCAN_SCHEDULE's zone (Europe/Madrid).
      schedule: ScheduleExpression.cron({ hour: String(NOTICE_SCAN_SCHEDULE.hour), minute: String(NOTICE_SCAN_SCHEDULE.minute), timeZone: TimeZone.EUROPE_MADRID }),
      // A failed run is retried by the scheduler, then parked: the mark did not move, so the
      // next day's run covers the window again.
      target: new LambdaInvoke(this.noticeScanFunction, { retryAttempts: 2, deadLetterQueue: noticeScanFailures }),
    });
    // The agreements' lifecycle (docs/agreements.md): reads the open agreements (a filtered Scan),
    // stores the expired ones and notifies, mails the signers' reminders; hourly.
    const agreementLifecycleFailures = new FailureQueue(this, 'AgreementLifecycleFailures', { parks: "Runs of the agreements' lifecycle", alarmTopic: this.alarmTopic });
    this.agreementLifecycleFunction = new AppFunction(this, 'AgreementLifecycleFunction', {
      entry: eventFunctionEntries.agreementLifecycle,
      service: 'agreementLifecycle',
      description: "Hourly: agreements' reminders before expiry, their expiry and its notice; share links' selection deadlines",
      memorySize: 512,
      timeout: Duration.minutes(15),
      environment,
      nativeModules: eventInstalledModules.agreementLifecycle,
    });
    grantFunctionAccess(this.agreementLifecycleFunction, { table: 'readWrite', sendsMail: true }, targets);
    new Schedule(this, 'AgreementLifecycleSchedule', {
      description: "The agreements' lifecycle, hourly at minute 5",
      schedule: ScheduleExpression.cron({ minute: String(AGREEMENT_LIFECYCLE_SCHEDULE.minute) }),
      // A failed run is retried, then parked; every write is conditioned on the agreement as
      // read, so the next hour's run does what is left and repeats nothing.
      target: new LambdaInvoke(this.agreementLifecycleFunction, { retryAttempts: 2, deadLetterQueue: agreementLifecycleFailures }),
    });
    // The exchange rates (docs/dashboard.md, "Currencies"): the ECB's feed once a day, after it
    // publishes (around 16:00 CET), into the table. A failed run wrote nothing; the scheduler
    // retries it, then parks it, and the next day's run fetches the history it missed.
    const exchangeRatesFailures = new FailureQueue(this, 'ExchangeRatesFailures', { parks: 'Runs of the exchange-rate update', alarmTopic: this.alarmTopic });
    this.exchangeRatesFunction = new AppFunction(this, 'ExchangeRatesFunction', {
      entry: eventFunctionEntries.exchangeRates,
      service: 'exchangeRates',
      description: "Daily: the ECB's euro reference rates, for the dashboard's currencies",
      memorySize: 256,
      timeout: Duration.seconds(60),
      environment,
      nativeModules: eventInstalledModules.exchangeRates,
    });
    grantFunctionAccess(this.exchangeRatesFunction, { table: 'readWrite' }, targets);
    new Schedule(this, 'ExchangeRatesSchedule', {
      description: 'The exchange-rate update, daily at 17:00 Europe/Madrid',
      // EXCHANGE_RATES_SCHEDULE's zone (Europe/Madrid).
      schedule: ScheduleExpression.cron({ hour: String(EXCHANGE_RATES_SCHEDULE.hour), minute: String(EXCHANGE_RATES_SCHEDULE.minute), timeZone: TimeZone.EUROPE_MADRID }),
      target: new LambdaInvoke(this.exchangeRatesFunction, { retryAttempts: 2, deadLetterQueue: exchangeRatesFailures }),
    });
    // VERI*FACTU submission (docs/billing.md, "Submission to the AEAT"): the table stream
    // queues an issuer when a record is appended; the worker sends its pending records to the
    // AEAT over mutual TLS, waiting the AEAT's TiempoEsperaEnvio between messages. A message
    // that keeps failing is parked in the FIFO dead-letter queue; its records stay pending.
    const { operatorCertificateSecretArn } = config.verifactu;
    const [verifactuSource] = queueEventSources();
    if (!verifactuSource) throw new Error('no VERI*FACTU submission queue in functions/src/event-sources.ts');
    const [, verifactuQueueSource] = verifactuSource;
    const verifactuFailures = new FailureQueue(this, 'VerifactuSubmissionFailures', {
      parks: 'VERI*FACTU submissions (issuers whose records did not reach the AEAT)',
      alarmTopic: this.alarmTopic,
      fifo: true,
    });
    this.verifactuQueue = new Queue(this, 'VerifactuSubmissions', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.seconds(verifactuQueueSource.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: verifactuFailures, maxReceiveCount: verifactuQueueSource.maxReceiveCount },
    });
    this.verifactuSubmitFunction = new AppFunction(this, 'VerifactuSubmitFunction', {
      entry: eventFunctionEntries.verifactuSubmit,
      service: 'verifactuSubmit',
      description: 'Sends VERI*FACTU records to the AEAT, in chain order per issuer, and keeps its answers',
      memorySize: 512,
      timeout: Duration.minutes(5),
      environment,
      extraEnvironment: {
        VERIFACTU_QUEUE_URL: this.verifactuQueue.queueUrl,
        VERIFACTU_CERT_KMS_KEY_ID: props.certificateKeyArn,
        // The producer's declaration: the worker sends nothing while it is incomplete (issue 24 point 7).
        ...verifactuProducerEnvironment(config),
        // The operator's certificate (issue 24 point 2, second option): only its ARN, read at run time.
        ...(operatorCertificateSecretArn ? { VERIFACTU_OPERATOR_CERT_SECRET_ARN: operatorCertificateSecretArn } : {}),
      },
      nativeModules: eventInstalledModules.verifactuSubmit,
    });
    grantFunctionAccess(
      this.verifactuSubmitFunction,
      { table: 'readWrite', certificateKey: 'decrypt', readsOperatorCertificate: Boolean(operatorCertificateSecretArn) },
      { ...targets, certificateKeyArn: props.certificateKeyArn, operatorCertificateSecretArn },
    );
    this.verifactuSubmitFunction.addEventSource(
      new SqsEventSource(this.verifactuQueue, { batchSize: verifactuQueueSource.batchSize, reportBatchItemFailures: verifactuQueueSource.reportBatchItemFailures }),
    );
    // The stream queues issuers; the worker queues the rest of a backlog that outlasts it.
    this.verifactuQueue.grantSendMessages(this.tableStreamFunction);
    this.verifactuQueue.grantSendMessages(this.verifactuSubmitFunction);
    this.tableStreamFunction.addEnvironment('VERIFACTU_QUEUE_URL', this.verifactuQueue.queueUrl);

    // The closure run (docs/architecture.md, "Account data"): deletes closed accounts at the end
    // of their export window (items, files, the user in the pool) and purges the kept invoices
    // and records after the retention period, the only function that may delete issued PDFs;
    // it queues the issuers whose records must reach the AEAT before an account goes.
    const accountClosureFailures = new FailureQueue(this, 'AccountClosureFailures', { parks: 'Runs of the account closure', alarmTopic: this.alarmTopic });
    this.accountClosureFunction = new AppFunction(this, 'AccountClosureFunction', {
      entry: eventFunctionEntries.accountClosure,
      service: 'accountClosure',
      description: 'Daily: closed accounts deleted after their 60-day export window, kept invoices purged after retention',
      memorySize: 512,
      timeout: Duration.minutes(15),
      environment,
      extraEnvironment: { VERIFACTU_QUEUE_URL: this.verifactuQueue.queueUrl },
      nativeModules: eventInstalledModules.accountClosure,
    });
    grantFunctionAccess(
      this.accountClosureFunction,
      {
        table: 'readWrite',
        media: { objects: 'readWrite', prefixes: [ORIGINALS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, BILLING_PREFIX, MANIFESTS_PREFIX], list: true },
        userPoolActions: ['cognito-idp:AdminDeleteUser'],
      },
      { ...targets, userPoolArn: props.userPool.userPoolArn },
    );
    this.verifactuQueue.grantSendMessages(this.accountClosureFunction);
    new Schedule(this, 'AccountClosureSchedule', {
      description: 'The account closure run, daily at 03:30 Europe/Madrid',
      schedule: ScheduleExpression.cron({ hour: String(ACCOUNT_CLOSURE_SCHEDULE.hour), minute: String(ACCOUNT_CLOSURE_SCHEDULE.minute), timeZone: TimeZone.EUROPE_MADRID }),
      // Every step is safe to run again: a failed run is retried, then parked; the next day's run finds the same items due.
      target: new LambdaInvoke(this.accountClosureFunction, { retryAttempts: 2, deadLetterQueue: accountClosureFailures }),
    });

    // Gallery zips (docs/media.md, "Gallery zips"): the table stream queues a created job; the
    // worker builds one part per message (at most the plan's 4 GB: 800 s at the 5 MB/s it is
    // planned for, within its 15 minutes), records it and queues the next. A part that keeps
    // failing fails its job and is parked in the FIFO dead-letter queue.
    const zipSource = eventSources.galleryZipParts;
    const galleryZipFailures = new FailureQueue(this, 'GalleryZipFailures', { parks: 'Gallery zip parts that failed every try', alarmTopic: this.alarmTopic, fifo: true });
    this.galleryZipQueue = new Queue(this, 'GalleryZipParts', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.seconds(zipSource.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: galleryZipFailures, maxReceiveCount: zipSource.maxReceiveCount },
    });
    this.galleryZipFunction = new AppFunction(this, 'GalleryZipFunction', {
      entry: eventFunctionEntries.galleryZip,
      service: 'galleryZip',
      description: 'Builds gallery zips into S3, one part of at most 4 GB per message, and queues the next part',
      // Memory buys network throughput; the zip itself never sits in memory (two 16 MiB parts in flight).
      memorySize: 1024,
      timeout: Duration.minutes(15),
      environment,
      extraEnvironment: {
        GALLERY_ZIP_QUEUE_URL: this.galleryZipQueue.queueUrl,
        MEDIA_SIGNING_KEY_ID: props.mediaSigningKeyId,
        MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: props.mediaSigningKeySecretArn,
      },
      nativeModules: eventInstalledModules.galleryZip,
    });
    grantFunctionAccess(
      this.galleryZipFunction,
      { table: 'readWrite', media: { objects: 'readWrite', prefixes: [ORIGINALS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX] }, sendsMail: true, signsMediaUrls: true },
      targets,
    );
    this.galleryZipFunction.addEventSource(new SqsEventSource(this.galleryZipQueue, { batchSize: zipSource.batchSize, reportBatchItemFailures: zipSource.reportBatchItemFailures }));
    // The stream queues part 1 of a created job; the worker queues each next part.
    this.galleryZipQueue.grantSendMessages(this.tableStreamFunction);
    this.galleryZipQueue.grantSendMessages(this.galleryZipFunction);
    this.tableStreamFunction.addEnvironment('GALLERY_ZIP_QUEUE_URL', this.galleryZipQueue.queueUrl);


    // Stripe's payment events (docs/payments.md): the payments function's webhook verifies an
    // event, records its id and queues it; this consumer applies it to the payment and tells the
    // purpose's handler. One message group per connected account; a message that keeps failing
    // is parked in the FIFO dead-letter queue (redriven by an operator: applying is idempotent).
    const paymentEventsEntry = queueEventSources().find(([name]) => name === 'paymentEvents');
    if (!paymentEventsEntry) throw new Error('no payment-events queue in functions/src/event-sources.ts');
    const [, paymentEventsSource] = paymentEventsEntry;
    const paymentEventsFailures = new FailureQueue(this, 'PaymentEventsFailures', {
      parks: "Stripe's payment events (payments not applied)",
      alarmTopic: this.alarmTopic,
      fifo: true,
    });
    this.paymentEventsQueue = new Queue(this, 'PaymentEvents', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.seconds(paymentEventsSource.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: paymentEventsFailures, maxReceiveCount: paymentEventsSource.maxReceiveCount },
    });
    this.paymentEventsFunction = new AppFunction(this, 'PaymentEventsFunction', {
      entry: eventFunctionEntries.paymentEvents,
      service: 'paymentEvents',
      description: "Applies Stripe's Checkout, payment and refund events to the payments, once, in any order",
      memorySize: 256,
      timeout: Duration.seconds(60),
      environment,
      extraEnvironment: { STRIPE_SECRETS_ID: props.stripeSecretArn },
      nativeModules: eventInstalledModules.paymentEvents,
      // A deposit's invoice PDF embeds the bundled font, as the billing function's.
      bundledFiles: [{ from: IMAGE_FONTS.source, to: IMAGE_FONTS.bundled }],
    });
    // A deposit's invoice (issue 25 point 3): its PDF written once under billing/ (the issuer's logo read from there too).
    grantFunctionAccess(
      this.paymentEventsFunction,
      { table: 'readWrite', readsStripeSecret: true, sendsMail: true, media: { objects: 'readWrite', prefixes: [`${BILLING_PREFIX}*/`, `${ORIGINALS_PREFIX}*/${PROFILE_FOLDER}/`], writeOnce: [`${BILLING_PREFIX}*/${ISSUED_FOLDER}/`] } },
      { ...targets, stripeSecretArn: props.stripeSecretArn },
    );
    this.paymentEventsFunction.addEventSource(
      new SqsEventSource(this.paymentEventsQueue, { batchSize: paymentEventsSource.batchSize, reportBatchItemFailures: paymentEventsSource.reportBatchItemFailures }),
    );
    // The webhook (api stack) sends; its policy and variable are written into the api stack, which so depends on this one.
    this.paymentEventsQueue.grantSendMessages(props.paymentsFunction);
    props.paymentsFunction.addEnvironment('PAYMENT_EVENTS_QUEUE_URL', this.paymentEventsQueue.queueUrl);

    this.eventFunctions = { imageUpload: this.imageUploadFunction, tableStream: this.tableStreamFunction, verifactuSubmit: this.verifactuSubmitFunction, galleryZip: this.galleryZipFunction, paymentEvents: this.paymentEventsFunction };
    const failureQueues: Partial<Record<EventFunction, FailureQueue>> = {
      imageUpload: imageFailures,
      tableStream: streamFailures,
      noticeScan: noticeScanFailures,
      verifactuSubmit: verifactuFailures,
      accountClosure: accountClosureFailures,
      exchangeRates: exchangeRatesFailures,
      galleryZip: galleryZipFailures,
      paymentEvents: paymentEventsFailures,
      agreementLifecycle: agreementLifecycleFailures,
    };
    this.failureQueues = failureQueues;
    const targetOf = (sourceName: string, name: EventFunction) => {
      const fn = this.eventFunctions[name];
      const failures = failureQueues[name];
      if (!fn || !failures) throw new Error(`event source ${sourceName}: no function ${name} in the events stack`);
      return { fn, failures };
    };

    const mediaBucket = Bucket.fromBucketAttributes(this, 'MediaBucket', { bucketName: mediaBucketName, region: this.region });
    for (const [name, source] of bucketEventSources()) {
      const { fn, failures } = targetOf(name, source.function);
      fn.configureAsyncInvoke({ retryAttempts: source.retries, maxEventAge: Duration.seconds(source.maxEventAgeSeconds), onFailure: new SqsDestination(failures) });
      for (const event of source.events) {
        mediaBucket.addEventNotification(s3EventType(event), new LambdaDestination(fn), { prefix: source.filter.prefix });
      }
    }
    for (const [name, source] of tableStreamEventSources()) {
      const { fn, failures } = targetOf(name, source.function);
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: source.batchSize,
          bisectBatchOnError: true,
          reportBatchItemFailures: source.reportBatchItemFailures,
          retryAttempts: source.retries,
          onFailure: new SqsDlq(failures),
        }),
      );
    }
    acknowledge(
      this.tableStreamFunction.role ?? this.tableStreamFunction,
      'AwsSolutions-IAM5[Resource::*]',
      'dynamodb:ListStreams has no resource-level permissions; the stream records themselves are read from this table\'s stream ARN only.',
    );

    // CDK's singleton handler that writes the bucket notification configuration; the
    // scheduler's roles that invoke the scheduled functions (one role per target).
    for (const child of this.node.children) {
      if (child.node.id.startsWith('SchedulerRoleForTarget')) {
        // The notice scan, the exchange-rate update, the closure run: each role may invoke its function and its versions.
        for (const fn of [this.noticeScanFunction, this.exchangeRatesFunction, this.accountClosureFunction, this.agreementLifecycleFunction]) {
          acknowledge(
            child,
            wildcardResourceFinding(this, `${fn.functionArn}:*`),
            'CDK\'s scheduler target role may invoke its scheduled function and its versions (`<arn>:*`), nothing else.',
          );
        }
      }
      if (child.node.id.startsWith('BucketNotificationsHandler')) {
        acknowledge(
          child,
          lambdaBasicExecutionFinding,
          'CDK-provided custom resource handler that only writes the media bucket\'s notification configuration at deploy time; its managed policy grants CloudWatch Logs writes.',
        );
      }
    }
  }
}

const s3EventType = (event: string): EventType => {
  const type = Object.values(EventType).find((value) => value === event);
  if (!type) throw new Error(`unknown S3 event type ${event}`);
  return type;
};
