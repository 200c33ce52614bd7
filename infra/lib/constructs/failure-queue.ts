// Where events land that a function failed to process after its retries, so nothing is lost
// silently: an encrypted, TLS-only queue that keeps messages for the longest time SQS allows.
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

export class FailureQueue extends Queue {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this,
      'AwsSolutions-SQS3',
      'This queue is itself the failure destination of an event source; its messages are inspected and redriven by an operator, so a further DLQ would add nothing.',
    );
  }
}
