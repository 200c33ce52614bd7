// Every bucket of the product: private, TLS-only, encrypted at rest, retained, and logging its
// requests to the access-logs bucket.
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  type CorsRule,
  type LifecycleRule,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  bucketName: string;
  /** Bucket and key prefix that receive this bucket's server access logs. */
  accessLogs?: { bucket: PrivateBucket; prefix: string };
  versioned?: boolean;
  /** S3 Object Lock on the bucket (needs versioning); the retention is set per object by its writer. */
  objectLockEnabled?: boolean;
  lifecycleRules?: LifecycleRule[];
  cors?: CorsRule[];
  /** @default BUCKET_OWNER_ENFORCED (ACLs disabled) */
  objectOwnership?: ObjectOwnership;
}

export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id, {
      bucketName: props.bucketName,
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: props.objectOwnership ?? ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: props.versioned,
      objectLockEnabled: props.objectLockEnabled,
      lifecycleRules: props.lifecycleRules,
      cors: props.cors,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (props.accessLogs) {
      // Set on the L1 resource and authorised with a bucket policy on the target: the L2
      // `serverAccessLogsBucket` would grant the legacy log-delivery ACL instead, unless the
      // serverAccessLogsUseBucketPolicy feature flag is on.
      const { bucket: target, prefix } = props.accessLogs;
      (this.node.defaultChild as CfnBucket).loggingConfiguration = {
        destinationBucketName: target.bucketName,
        logFilePrefix: prefix,
      };
      target.addToResourcePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          principals: [new ServicePrincipal('logging.s3.amazonaws.com')],
          actions: ['s3:PutObject'],
          resources: [target.arnForObjects(`${prefix}*`)],
          conditions: {
            ArnLike: { 'aws:SourceArn': this.bucketArn },
            StringEquals: { 'aws:SourceAccount': Stack.of(this).account },
          },
        }),
      );
    }
  }

  /**
   * Lets CloudFront read objects through Origin Access Control. The distribution lives in a
   * stateless stack that is deployed after this one, so the condition names this account's
   * distributions rather than one distribution id (which would make the stacks depend on each
   * other both ways); only a principal able to create distributions here could use it.
   */
  allowCloudFrontRead(): void {
    const stack = Stack.of(this);
    this.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.arnForObjects('*')],
        conditions: {
          ArnLike: { 'AWS:SourceArn': `arn:${stack.partition}:cloudfront::${stack.account}:distribution/*` },
        },
      }),
    );
  }
}
