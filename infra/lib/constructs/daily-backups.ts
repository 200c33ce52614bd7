// The daily backups the pricing page promises: an AWS Backup plan that snapshots the table and
// the media bucket every night and keeps each recovery point 35 days, in a retained vault.
// Beside it the table keeps point-in-time recovery (any second of the last 35 days); the
// bucket keeps noncurrent versions for 30 days (S3 backups need versioning on).
// Restoring is a runbook: docs/deploy.md, "Backups and restore".
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

export const BACKUP_RETENTION_DAYS = 35;

/** AWS-managed policies AWS Backup documents for backing up and restoring DynamoDB and S3. */
const BACKUP_SERVICE_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

export interface DailyBackupsProps {
  /** Names the vault and the plan. */
  name: string;
  table: ITable;
  /** Must be versioned. */
  bucket: IBucket;
}

export class DailyBackups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;
  /** The role AWS Backup uses; restore jobs (docs/deploy.md) pass it too. */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: DailyBackupsProps) {
    super(scope, id);

    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: props.name,
      // Deleting the stack must not delete the recovery points.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: props.name,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'daily',
          // 03:00 UTC, after the evening's uploads and before the working day in Europe.
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(8),
          deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
        }),
      ],
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description: `${props.name}: AWS Backup backs up and restores the table and the media bucket`,
      managedPolicies: BACKUP_SERVICE_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    for (const name of BACKUP_SERVICE_POLICIES) {
      acknowledge(
        this.role,
        `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
        'AWS Backup documents this managed policy as the permissions its service role needs; only backup.amazonaws.com can assume the role.',
      );
    }

    this.plan.addSelection('TableAndMedia', {
      backupSelectionName: 'table-and-media',
      role: this.role,
      disableDefaultBackupPolicy: true,
      resources: [BackupResource.fromDynamoDbTable(props.table), BackupResource.fromArn(props.bucket.bucketArn)],
    });
  }
}
