// Where events land that a function failed to process after its retries, so nothing is lost
// silently: an encrypted, TLS-only queue that keeps messages for the longest time SQS allows,
// and an alarm as soon as one message is parked in it (the operator inspects and replays
// them with `npm run replay`, docs/deploy.md).
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

export interface FailureQueueProps {
  /** Which events park here, for the alarm's description. */
  parks: string;
  /** Where the alarm notifies (the operator's e-mail), if anywhere. */
  alarmTopic?: ITopic;
  /** The dead-letter queue of a FIFO queue must be FIFO itself. */
  fifo?: boolean;
}

export class FailureQueue extends Queue {
  /** In alarm while at least one message waits in the queue. */
  readonly parkedAlarm: Alarm;

  constructor(scope: Construct, id: string, props: FailureQueueProps) {
    super(scope, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      ...(props.fifo ? { fifo: true } : {}),
    });
    acknowledge(
      this,
      'AwsSolutions-SQS3',
      'This queue is itself the failure destination of an event source; its messages are inspected and redriven by an operator, so a further DLQ would add nothing.',
    );
    this.parkedAlarm = new Alarm(scope, `${id}Parked`, {
      alarmDescription: `${props.parks} failed after their retries and are parked in this queue: inspect and replay them (docs/deploy.md, "Parked events").`,
      metric: this.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // SQS sends no data point for an idle queue: nothing parked.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (props.alarmTopic) {
      this.parkedAlarm.addAlarmAction(new SnsAction(props.alarmTopic));
      this.parkedAlarm.addOkAction(new SnsAction(props.alarmTopic));
    }
  }
}
