// Functions driven by data events rather than requests: the image pipeline (S3 ObjectCreated
// under originals/) and the table stream (TTL deletions of archived sessions, notifications).
//
// They live here, not in the stateful stack, so compute can be replaced without touching data.
// The S3 notification is attached to the media bucket *imported by name*: an owned bucket would
// put the notification resource into the stateful stack, pointing at this stack's function while
// this stack points back at the bucket, a cycle between the two stacks. On an imported bucket
// CDK creates the notification custom resource here, in unmanaged mode (it merges with, rather
// than replaces, the bucket's other notifications).
import { existsSync, readFileSync } from 'node:fs';
import { DERIVED_PREFIX, ORIGINALS_PREFIX, eventFunctionEntries } from '@fotostudio/functions/function-entries';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Bucket, EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { type AppEnvironment, AppFunction } from './constructs/app-function.js';
import { FailureQueue } from './constructs/failure-queue.js';
import { grantFunctionAccess } from './constructs/function-access.js';
import type { DeploymentConfig } from './deployment-config.js';
import { acknowledge, lambdaBasicExecutionFinding } from './nag.js';
import { fromRepoRoot } from './repo-paths.js';
import { bucketName } from './resource-names.js';

export interface EventsStackProps extends StackProps {
  config: DeploymentConfig;
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  appUrl: string;
  mailIdentityName: string;
}

/** Stream batches: large enough to reap a session's items in few invocations. */
export const TABLE_STREAM_BATCH_SIZE = 100;
export const TABLE_STREAM_RETRY_ATTEMPTS = 3;

/**
 * sharp ships native binaries, so it is installed for linux-arm64 beside the bundle; this
 * happens as soon as the functions workspace declares it.
 */
const imageNativeModules = (): string[] => {
  const manifestPath = fromRepoRoot('functions/package.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { dependencies?: Record<string, string> };
  return manifest.dependencies?.sharp ? ['sharp'] : [];
};

export class EventsStack extends Stack {
  readonly imageUploadFunction: AppFunction;
  readonly tableStreamFunction: AppFunction;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const mediaBucketName = bucketName(this, config.stage, 'media');
    const environment: AppEnvironment = {
      tableName: props.table.tableName,
      mediaBucketName,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      appUrl: props.appUrl,
      sesFromAddress: config.sesFromAddress,
      logLevel: config.logLevel,
    };
    const targets = { table: props.table, mediaBucketName, mailIdentityName: props.mailIdentityName };

    // Image pipeline: sharp is CPU-bound, and Lambda CPU scales with memory.
    const imageFailures = new FailureQueue(this, 'ImageUploadFailures');
    this.imageUploadFunction = new AppFunction(this, 'ImageUploadFunction', {
      entry: eventFunctionEntries.imageUpload,
      service: 'imageUpload',
      description: 'Derivatives, hash and checks of uploaded originals',
      memorySize: 2048,
      timeout: Duration.seconds(60),
      environment,
      nativeModules: imageNativeModules(),
    });
    this.imageUploadFunction.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(imageFailures),
    });
    grantFunctionAccess(
      this.imageUploadFunction,
      // Reads originals (and deletes rejected ones), writes derivatives; never elsewhere.
      { table: 'readWrite', media: { objects: 'readWrite', prefixes: [ORIGINALS_PREFIX, DERIVED_PREFIX] } },
      targets,
    );

    const mediaBucket = Bucket.fromBucketAttributes(this, 'MediaBucket', { bucketName: mediaBucketName, region: this.region });
    mediaBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.imageUploadFunction), {
      prefix: ORIGINALS_PREFIX,
    });

    // Table stream: reaps what TTL deleted (the items' S3 objects, whole prefixes of archived
    // sessions). Its handler answers with partial batch failures.
    const streamFailures = new FailureQueue(this, 'TableStreamFailures');
    this.tableStreamFunction = new AppFunction(this, 'TableStreamFunction', {
      entry: eventFunctionEntries.tableStream,
      service: 'tableStream',
      description: 'Reacts to table changes, including TTL deletions',
      timeout: Duration.minutes(2),
      environment,
    });
    grantFunctionAccess(
      this.tableStreamFunction,
      { table: 'readWrite', media: { objects: 'readWrite', list: true } },
      targets,
    );
    this.tableStreamFunction.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: TABLE_STREAM_BATCH_SIZE,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: TABLE_STREAM_RETRY_ATTEMPTS,
        onFailure: new SqsDlq(streamFailures),
      }),
    );
    acknowledge(
      this.tableStreamFunction.role ?? this.tableStreamFunction,
      'AwsSolutions-IAM5[Resource::*]',
      'dynamodb:ListStreams has no resource-level permissions; the stream records themselves are read from this table\'s stream ARN only.',
    );

    // CDK's singleton handler that writes the bucket notification configuration.
    for (const child of this.node.children) {
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
