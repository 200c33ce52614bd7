import { bucketEventSources, eventSources, queueEventSources, tableStreamEventSources } from '@fotostudio/functions/event-sources';
import type { EventFunction } from '@fotostudio/functions/function-entries';
import { BILLING_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, ISSUED_FOLDER, MANIFESTS_PREFIX, ORIGINALS_PREFIX } from '@fotostudio/shared/media/bucket-layout';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../lib/constructs/app-function.js';
import { buildTestApp, resourcesOfType } from './support/test-app.js';

const { stacks, template: templateOf } = buildTestApp();
const template = templateOf(stacks.events);
const logicalId = (element: CfnElement): string => stacks.events.getLogicalId(element);
const imageFunctionId = logicalId(stacks.events.imageUploadFunction.node.defaultChild as CfnElement);
const streamFunctionId = logicalId(stacks.events.tableStreamFunction.node.defaultChild as CfnElement);

describe('events stack: functions', () => {
  it('has the image-upload and table-stream functions, on nodejs22.x and arm64, traced, each its own metrics service', () => {
    const functions = resourcesOfType(template, 'AWS::Lambda::Function');
    for (const [id, service] of [
      [imageFunctionId, 'imageUpload'],
      [streamFunctionId, 'tableStream'],
    ] as const) {
      expect(functions[id]?.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: { POWERTOOLS_SERVICE_NAME: service, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE } },
      });
    }
  });
});

describe('events stack: image pipeline', () => {
  it('runs on every object created under originals/ of the media bucket, and only there', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { 'Fn::Join': ['', ['fotostudio-test-media-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] },
      // Unmanaged: the bucket's other notification settings are kept.
      Managed: false,
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: ORIGINALS_PREFIX }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [imageFunctionId, 'Arn'] },
          },
        ],
      },
    });
  });

  it('lets sharp use its threads (MALLOC_ARENA_MAX) and finds the bundled font (FONTCONFIG_PATH)', () => {
    const variables = (resourcesOfType(template, 'AWS::Lambda::Function')[imageFunctionId]?.Properties?.Environment as { Variables: Record<string, string> })
      .Variables;
    expect(variables).toMatchObject({ MALLOC_ARENA_MAX: '2', FONTCONFIG_PATH: '/var/task/fonts' });
  });

  it('retries a failed upload twice, then keeps the event in a failure queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: imageFunctionId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ImageUploadFailures'), 'Arn'] } } },
    });
  });

  it('runs a burst of uploads at most its reserved concurrency at once, and keeps throttled events waiting for 6 hours before the failure queue', () => {
    expect(resourcesOfType(template, 'AWS::Lambda::Function')[imageFunctionId]?.Properties).toMatchObject({
      ReservedConcurrentExecutions: eventSources.mediaOriginals.concurrency,
    });
    expect(eventSources.mediaOriginals.concurrency).toBeGreaterThan(0);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: imageFunctionId },
      MaximumEventAgeInSeconds: 6 * 60 * 60,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ImageUploadFailures'), 'Arn'] } } },
    });
    // The other functions keep the account's shared pool.
    expect(resourcesOfType(template, 'AWS::Lambda::Function')[streamFunctionId]?.Properties?.ReservedConcurrentExecutions).toBeUndefined();
  });
});

describe('events stack: the event-source table (functions/src/event-sources.ts)', () => {
  const functionId = (name: EventFunction): string => {
    const fn = stacks.events.eventFunctions[name];
    if (!fn) throw new Error(`no ${name} function in the events stack`);
    return logicalId(fn.node.defaultChild as CfnElement);
  };

  it('the media bucket notifies exactly the bucket sources of the table, with their filters', () => {
    const notifications = Object.values(resourcesOfType(template, 'Custom::S3BucketNotifications'));
    const configured = notifications.flatMap(
      (resource) => (resource.Properties?.NotificationConfiguration as { LambdaFunctionConfigurations?: unknown[] }).LambdaFunctionConfigurations ?? [],
    );
    const declared = bucketEventSources().flatMap(([, source]) =>
      source.events.map((event) => ({
        Events: [event],
        Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: source.filter.prefix }] } },
        LambdaFunctionArn: { 'Fn::GetAtt': [functionId(source.function), 'Arn'] },
      })),
    );
    expect(configured).toEqual(declared);
  });

  it('each bucket source\'s function retries a failed event as many times as the table says', () => {
    const invokeConfigs = Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig')).map((r) => r.Properties);
    expect(invokeConfigs).toEqual(
      bucketEventSources().map(([, source]) => expect.objectContaining({ FunctionName: { Ref: functionId(source.function) }, MaximumRetryAttempts: source.retries })),
    );
  });

  it('the event source mappings are exactly the stream and queue sources of the table, with their batch sizes and retries', () => {
    const mappings = Object.values(resourcesOfType(template, 'AWS::Lambda::EventSourceMapping')).map((r) => r.Properties);
    expect(mappings).toEqual([
      ...tableStreamEventSources().map(([, source]) =>
        expect.objectContaining({
          FunctionName: { Ref: functionId(source.function) },
          BatchSize: source.batchSize,
          MaximumRetryAttempts: source.retries,
          FunctionResponseTypes: source.reportBatchItemFailures ? ['ReportBatchItemFailures'] : undefined,
        }),
      ),
      ...queueEventSources().map(([, source]) =>
        expect.objectContaining({
          FunctionName: { Ref: functionId(source.function) },
          BatchSize: source.batchSize,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        }),
      ),
    ]);
  });
});

describe('events stack: table stream', () => {
  it('reads the table stream in batches, bisecting and retrying failures, reporting item failures', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: streamFunctionId },
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
      BatchSize: eventSources.tableChanges.batchSize,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: eventSources.tableChanges.retries,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^TableStreamFailures'), 'Arn'] } } },
    });
  });

  it('may list and delete media (the reaper), but never scan the table', () => {
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
    const actions = JSON.stringify(policies);
    expect(actions).toContain('s3:ListBucket');
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('builds data exports (and reaps zips) and image manifests: reads and writes only originals/, derived/, downloads/, exports/, billing/ (issued/ never deleted) and manifests/, mails and signs the link, 15 minutes', () => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[streamFunctionId]?.Properties;
    expect(fn).toMatchObject({ Timeout: 900, MemorySize: 1024 });
    expect(Object.keys((fn?.Environment as { Variables: Record<string, unknown> }).Variables)).toEqual(
      expect.arrayContaining(['MEDIA_SIGNING_KEY_ID', 'MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID']),
    );
    const role = (fn?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: { Effect?: string; Action: string | string[]; Resource: unknown }[] }).Statement);
    const objects = statements.find((statement) => [statement.Action].flat().includes('s3:GetObject'));
    expect(objects?.Action).toEqual(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
    const prefixes = [objects?.Resource]
      .flat()
      .map((resource) => /\/([a-z]+\/)\*"?\]?\]?\}?$/.exec(JSON.stringify(resource))?.[1]);
    expect(prefixes).toEqual([ORIGINALS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, BILLING_PREFIX, MANIFESTS_PREFIX]);
    const denied = statements.find((statement) => statement.Effect === 'Deny' && [statement.Action].flat().includes('s3:DeleteObject'));
    expect(JSON.stringify(denied?.Resource)).toContain(`/${BILLING_PREFIX}*/${ISSUED_FOLDER}/*`);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['ses:SendRawEmail', 'secretsmanager:GetSecretValue']));
  });
});

describe('events stack: failure queues', () => {
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');

  it.each(Object.keys(queues))('%s is encrypted and keeps messages 14 days', (id) => {
    expect(queues[id]?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it.each(Object.keys(queues))('%s refuses requests not made over TLS', (id) => {
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: id }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('events stack: every event source parks what fails and alarms', () => {
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');
  const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).map((resource) => resource.Properties ?? {});
  const topicId = logicalId(stacks.events.alarmTopic.node.defaultChild as CfnElement);
  const queueIdOf = (name: EventFunction): string => {
    const queue = stacks.events.failureQueues[name];
    if (!queue) throw new Error(`no failure queue for ${name}`);
    return logicalId(queue.node.defaultChild as CfnElement);
  };

  it('each source of the event-source table retries and has a failure destination', () => {
    for (const [, source] of bucketEventSources()) {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        MaximumRetryAttempts: source.retries,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueIdOf(source.function), 'Arn'] } } },
      });
    }
    for (const [, source] of tableStreamEventSources()) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        MaximumRetryAttempts: source.retries,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueIdOf(source.function), 'Arn'] } } },
      });
    }
  });

  it('every failure queue has an alarm on one visible message, which notifies the operator topic (and back to OK)', () => {
    const workQueueIds = [stacks.events.verifactuQueue, stacks.events.galleryZipQueue, stacks.events.paymentEventsQueue].map((queue) => logicalId(queue.node.defaultChild as CfnElement));
    const failureQueueIds = Object.keys(queues).filter((id) => !workQueueIds.includes(id));
    expect(failureQueueIds).toHaveLength(Object.keys(stacks.events.failureQueues).length);
    for (const queueId of failureQueueIds) {
      const alarm = alarms.find((candidate) => JSON.stringify(candidate.Dimensions) === JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }]));
      expect(alarm, `alarm of ${queueId}`).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Statistic: 'Maximum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
        OKActions: [{ Ref: topicId }],
      });
    }
  });

  it('the topic is TLS-only and mails the operator', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'hola@example.com', TopicArn: { Ref: topicId } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });
});

describe('events stack: the notice scan (docs/notifications.md)', () => {
  const scanFunctionId = logicalId(stacks.events.noticeScanFunction.node.defaultChild as CfnElement);

  it('invokes the notice scan function daily at 09:00 Europe/Madrid, with retries and a dead-letter queue', () => {
    const schedules = Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule')).filter(
      (schedule) => JSON.stringify(schedule.Properties?.Target).includes(scanFunctionId),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 9 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Madrid',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [scanFunctionId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.stringMatching(/^NoticeScanFailures/), 'Arn'] } },
      },
    });
  });

  it('runs the scan function bundled from function-entries, on nodejs22.x, its own metrics service, with the table name', () => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[scanFunctionId];
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Timeout: 900,
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'noticeScan', TABLE_NAME: expect.anything() } },
    });
  });
});

describe("events stack: the agreements' lifecycle (docs/agreements.md)", () => {
  const lifecycleFunctionId = logicalId(stacks.events.agreementLifecycleFunction.node.defaultChild as CfnElement);

  it('invokes the lifecycle function hourly at minute 5, with retries and a dead-letter queue', () => {
    const schedules = Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule')).filter(
      (schedule) => JSON.stringify(schedule.Properties?.Target).includes(lifecycleFunctionId),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'cron(5 * * * ? *)',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [lifecycleFunctionId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.stringMatching(/^AgreementLifecycleFailures/), 'Arn'] } },
      },
    });
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[lifecycleFunctionId];
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'agreementLifecycle', TABLE_NAME: expect.anything() } } });
  });
});

describe('events stack: the exchange rates (docs/dashboard.md, "Currencies")', () => {
  const ratesFunctionId = logicalId(stacks.events.exchangeRatesFunction.node.defaultChild as CfnElement);

  it('invokes the exchange-rate function daily at 17:00 Europe/Madrid (after the ECB publishes), with retries and a dead-letter queue', () => {
    const schedules = Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule')).filter(
      (schedule) => JSON.stringify(schedule.Properties?.Target).includes(ratesFunctionId),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 17 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Madrid',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [ratesFunctionId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.stringMatching(/^ExchangeRatesFailures/), 'Arn'] } },
      },
    });
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[ratesFunctionId];
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'exchangeRates', TABLE_NAME: expect.anything() } } });
  });
});

describe('events stack: VERI*FACTU submission queue (docs/billing.md)', () => {
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');
  const queueId = logicalId(stacks.events.verifactuQueue.node.defaultChild as CfnElement);
  const submitFunctionId = logicalId(stacks.events.verifactuSubmitFunction.node.defaultChild as CfnElement);
  const dlq = stacks.events.failureQueues.verifactuSubmit;
  const dlqId = dlq ? logicalId(dlq.node.defaultChild as CfnElement) : '';
  const source = eventSources.verifactuSubmissions;

  it('is a FIFO queue whose messages go to a FIFO dead-letter queue after their deliveries, hidden longer than the function runs', () => {
    expect(queues[queueId]?.Properties).toMatchObject({
      FifoQueue: true,
      VisibilityTimeout: source.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: source.maxReceiveCount },
    });
    expect(queues[dlqId]?.Properties).toMatchObject({ FifoQueue: true });
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[submitFunctionId]?.Properties;
    expect(source.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * Number(fn?.Timeout));
  });

  it('delivers one message at a time to the submit function, which reports failed messages', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: submitFunctionId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('the table stream and the submit function may send to it and know its URL', () => {
    const functions = resourcesOfType(template, 'AWS::Lambda::Function');
    for (const id of [streamFunctionId, submitFunctionId]) {
      expect((functions[id]?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.VERIFACTU_QUEUE_URL).toEqual({ Ref: queueId });
      const role = (functions[id]?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: role }]))
        .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
      expect(statements.some((statement) => [statement.Action].flat().includes('sqs:SendMessage') && JSON.stringify(statement.Resource).includes(queueId))).toBe(true);
    }
  });
});

describe('events stack: gallery zip queue (docs/media.md, "Gallery zips")', () => {
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');
  const functions = resourcesOfType(template, 'AWS::Lambda::Function');
  const queueId = logicalId(stacks.events.galleryZipQueue.node.defaultChild as CfnElement);
  const zipFunctionId = logicalId(stacks.events.galleryZipFunction.node.defaultChild as CfnElement);
  const dlq = stacks.events.failureQueues.galleryZip;
  const dlqId = dlq ? logicalId(dlq.node.defaultChild as CfnElement) : '';
  const source = eventSources.galleryZipParts;
  const statementsOf = (id: string) => {
    const role = (functions[id]?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
  };

  it('is a FIFO queue parking a part after its deliveries, hidden longer than the worker may run (15 minutes)', () => {
    expect(queues[queueId]?.Properties).toMatchObject({
      FifoQueue: true,
      VisibilityTimeout: source.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: source.maxReceiveCount },
    });
    expect(queues[dlqId]?.Properties).toMatchObject({ FifoQueue: true });
    expect(functions[zipFunctionId]?.Properties).toMatchObject({ Timeout: 900, MemorySize: 1024 });
    expect(source.visibilityTimeoutSeconds).toBeGreaterThan(Number(functions[zipFunctionId]?.Properties?.Timeout));
  });

  it('delivers one message at a time to the zip worker, which reports failed messages', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: zipFunctionId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('the table stream and the worker may send to it and know its URL; the worker reads originals/ and derived/ and writes downloads/', () => {
    for (const id of [streamFunctionId, zipFunctionId]) {
      expect((functions[id]?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.GALLERY_ZIP_QUEUE_URL).toEqual({ Ref: queueId });
      expect(statementsOf(id).some((statement) => [statement.Action].flat().includes('sqs:SendMessage') && JSON.stringify(statement.Resource).includes(queueId))).toBe(true);
    }
    const objects = statementsOf(zipFunctionId).find((statement) => [statement.Action].flat().includes('s3:GetObject'));
    const prefixes = [objects?.Resource].flat().map((resource) => /\/([a-z]+\/)\*"?\]?\]?\}?$/.exec(JSON.stringify(resource))?.[1]);
    expect(prefixes).toEqual([ORIGINALS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX]);
  });
});

describe('events stack: the account closure run (docs/architecture.md, "Account data")', () => {
  const closureFunctionId = logicalId(stacks.events.accountClosureFunction.node.defaultChild as CfnElement);
  const statementsOf = (functionId: string) => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId];
    const role = (fn?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: { Effect: string; Action: string | string[]; Resource: unknown }[] }).Statement);
  };

  it('runs daily at 03:30 Europe/Madrid, with retries and a dead-letter queue', () => {
    const schedules = Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule')).filter((schedule) =>
      JSON.stringify(schedule.Properties?.Target).includes(closureFunctionId),
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'cron(30 3 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Madrid',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [closureFunctionId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.stringMatching(/^AccountClosureFailures/), 'Arn'] } },
      },
    });
  });

  it('may delete the user in the pool, the files (issued PDFs too, after retention) and queue VERI*FACTU issuers; no other function may delete issued PDFs', () => {
    const statements = statementsOf(closureFunctionId);
    expect(statements.some((s) => [s.Action].flat().includes('cognito-idp:AdminDeleteUser'))).toBe(true);
    expect(statements.some((s) => [s.Action].flat().includes('sqs:SendMessage'))).toBe(true);
    expect(statements.some((s) => s.Effect === 'Allow' && [s.Action].flat().includes('s3:DeleteObject') && JSON.stringify(s.Resource).includes('billing/'))).toBe(true);
    expect(statements.some((s) => s.Effect === 'Deny')).toBe(false);
    // The table stream (which also deletes under billing/) keeps its write-once deny on issued PDFs.
    const streamId = logicalId(stacks.events.tableStreamFunction.node.defaultChild as CfnElement);
    expect(statementsOf(streamId).some((s) => s.Effect === 'Deny' && [s.Action].flat().includes('s3:DeleteObject'))).toBe(true);
  });
});

describe("events stack: the payment-events queue (docs/payments.md)", () => {
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');
  const queueId = logicalId(stacks.events.paymentEventsQueue.node.defaultChild as CfnElement);
  const consumerId = logicalId(stacks.events.paymentEventsFunction.node.defaultChild as CfnElement);
  const dlq = stacks.events.failureQueues.paymentEvents;
  const dlqId = dlq ? logicalId(dlq.node.defaultChild as CfnElement) : '';
  const source = eventSources.paymentEvents;

  it('is a FIFO queue with a FIFO dead-letter queue, delivered one message at a time to its consumer', () => {
    expect(queues[queueId]?.Properties).toMatchObject({
      FifoQueue: true,
      VisibilityTimeout: source.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: source.maxReceiveCount },
    });
    expect(queues[dlqId]?.Properties).toMatchObject({ FifoQueue: true });
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[consumerId]?.Properties;
    expect(source.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * Number(fn?.Timeout));
    expect((fn?.Environment as { Variables: Record<string, unknown> }).Variables.STRIPE_SECRETS_ID).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: consumerId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it("the payments function (api stack) may send to it and knows its URL", () => {
    const api = templateOf(stacks.api);
    const paymentsId = stacks.api.getLogicalId(stacks.api.domainFunctions.payments.node.defaultChild as CfnElement);
    const fn = resourcesOfType(api, 'AWS::Lambda::Function')[paymentsId];
    expect(JSON.stringify((fn?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.PAYMENT_EVENTS_QUEUE_URL)).toContain('Fn::ImportValue');
    const role = (fn?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = Object.values(resourcesOfType(api, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement);
    expect(statements.some((statement) => [statement.Action].flat().includes('sqs:SendMessage'))).toBe(true);
  });
});
