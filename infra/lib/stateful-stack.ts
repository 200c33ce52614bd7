// Everything that holds data and must survive redeploys of the compute: the single table, the
// buckets and the SES identity. Deployed first; every resource with data is retained.
import { AGREEMENTS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, SIGNED_AGREEMENT_RETENTION_YEARS } from '@fotostudio/shared/media/bucket-layout';
import { GALLERY_DOWNLOAD_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { globalIndexes, tableKeys } from '@fotostudio/functions/data/table-schema';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { DailyBackups } from './constructs/daily-backups.js';
import { PrivateBucket } from './constructs/private-bucket.js';
import type { DeploymentConfig } from './deployment-config.js';
import { acknowledge } from './nag.js';
import { APP_NAME, bucketName } from './resource-names.js';

/** A photographer's account data exports (shared bucket-layout.ts), downloadable for a week. */
export { EXPORTS_PREFIX };

export interface StatefulStackProps extends StackProps {
  config: DeploymentConfig;
}

export class StatefulStack extends Stack {
  readonly table: Table;
  readonly mediaBucket: PrivateBucket;
  readonly webBucket: PrivateBucket;
  readonly logsBucket: PrivateBucket;
  /** The SES identity (domain or address) mail is sent as. */
  readonly mailIdentityName: string;
  /** Nightly AWS Backup recovery points of the table and the media bucket. */
  readonly backups: DailyBackups;
  /** PEM private key of the CloudFront key pair that signs /media/ URLs; operators store it. */
  readonly mediaSigningKeySecret: Secret;
  /** Stripe's platform secret key and the webhook endpoint's signing secret (docs/payments.md). */
  readonly stripeSecret: Secret;
  /** Wraps the data keys of photographers' VERI*FACTU certificates (billing generates them; only the submitting worker decrypts). */
  readonly certificateKey: Key;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableKeys.timeToLive,
      // The stream carries TTL deletions of archived sessions to the reaper.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // CloudFront standard logging writes with ACLs, so this one bucket keeps them enabled.
    this.logsBucket = new PrivateBucket(this, 'AccessLogsBucket', {
      bucketName: bucketName(this, config.stage, 'logs'),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });
    acknowledge(
      this.logsBucket,
      'AwsSolutions-S1',
      'This is the access-log destination of the other buckets and the distribution; logging it into itself would log its own log writes.',
    );

    this.mediaBucket = new PrivateBucket(this, 'MediaBucket', {
      bucketName: bucketName(this, config.stage, 'media'),
      accessLogs: { bucket: this.logsBucket, prefix: 's3/media/' },
      versioned: true,
      // Signed agreements' PDFs are written with a GOVERNANCE retention of 6 years (docs/deploy.md,
      // "Signed agreements"); nothing else in the bucket carries a retention.
      objectLockEnabled: true,
      lifecycleRules: [
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
        // Derivatives can be regenerated from the originals: keep replaced ones only briefly.
        { id: 'expire-noncurrent-derived', prefix: DERIVED_PREFIX, noncurrentVersionExpiration: Duration.days(1) },
        // Session images above 5 MB left unfinished (their item goes after a day) and zips that stopped.
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        { id: 'expire-exports', prefix: EXPORTS_PREFIX, expiration: Duration.days(7) },
        // Signed agreements' PDFs: expired once their Object Lock retention has ended (S3 cannot remove a locked version before).
        { id: 'expire-signed-agreements', prefix: AGREEMENTS_PREFIX, expiration: Duration.days(SIGNED_AGREEMENT_RETENTION_YEARS * 366 + 1) },
        // Gallery zips: rebuilt on request, so their versions go with them.
        {
          id: 'expire-downloads',
          prefix: DOWNLOADS_PREFIX,
          expiration: Duration.days(GALLERY_DOWNLOAD_LIMITS.keepDays),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      // Browsers upload originals straight to S3 with a presigned POST from the app's origin,
      // and session images above 5 MB as multipart uploads: one presigned PUT per part, whose
      // ETag the browser reads (exposed) to record the part (docs/media.md).
      // Without a custom domain that origin is the distribution's *.cloudfront.net host, which
      // is created later (stateless stack); the signatures still guard every upload.
      cors: [
        {
          allowedMethods: [HttpMethods.POST, HttpMethods.PUT],
          allowedOrigins: [config.domainName ? `https://${config.domainName}` : 'https://*.cloudfront.net'],
          allowedHeaders: ['content-type'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3600,
        },
      ],
    });
    this.mediaBucket.allowCloudFrontRead();

    this.backups = new DailyBackups(this, 'Backups', {
      name: `${APP_NAME}-${config.stage}`,
      table: this.table,
      bucket: this.mediaBucket,
    });

    this.webBucket = new PrivateBucket(this, 'WebBucket', {
      bucketName: bucketName(this, config.stage, 'web'),
      accessLogs: { bucket: this.logsBucket, prefix: 's3/web/' },
    });
    this.webBucket.allowCloudFrontRead();

    this.mailIdentityName = config.domainName ?? config.sesFromAddress;
    const mailIdentity = new EmailIdentity(this, 'MailIdentity', {
      identity: config.domainName ? Identity.domain(config.domainName) : Identity.email(config.sesFromAddress),
    });
    mailIdentity.applyRemovalPolicy(RemovalPolicy.RETAIN);
    if (config.domainName) {
      // Publish these CNAMEs in the domain's DNS to verify it (Easy DKIM).
      mailIdentity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
      });
    }

    this.mediaSigningKeySecret = new Secret(this, 'MediaSigningKeySecret', {
      secretName: `fotostudio/${config.stage}/media-signing-private-key`,
      description: 'PEM private key whose public half is the mediaSigningPublicKey context value (CloudFront key group for /media/).',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.mediaSigningKeySecret,
      'AwsSolutions-SMG4',
      'A CloudFront signing key is rotated by adding a new public key to the key group and storing its private half here; a rotation Lambda cannot change the key group.',
    );

    // JSON {"secretKey":"sk_live_…","webhookSecret":"whsec_…"}, put by the operator (docs/payments.md).
    this.stripeSecret = new Secret(this, 'StripeSecret', {
      secretName: `fotostudio/${config.stage}/stripe`,
      description: "Stripe Connect platform's secret key and the webhook endpoint's signing secret, as JSON { secretKey, webhookSecret }.",
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.stripeSecret, 'AwsSolutions-SMG4', "Stripe's keys are rolled in Stripe's Dashboard, which no rotation Lambda can do; the operator stores the new ones here.");

    // Kept when the stack goes: without it no stored certificate opens again.
    this.certificateKey = new Key(this, 'VerifactuCertificateKey', {
      description: "Envelope key of photographers' VERI*FACTU certificates (GenerateDataKey: billing function; Decrypt: VERI*FACTU submit function only).",
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnOutput(this, 'MediaSigningKeySecretName', { value: this.mediaSigningKeySecret.secretName });
    new CfnOutput(this, 'StripeSecretName', { value: this.stripeSecret.secretName });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
    new CfnOutput(this, 'BackupVaultName', { value: this.backups.vault.backupVaultName });
    new CfnOutput(this, 'BackupRoleArn', { value: this.backups.role.roleArn });
  }
}
