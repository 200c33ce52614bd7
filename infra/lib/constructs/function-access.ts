// Least-privilege grants, declared per function as data (what it may do) rather than as calls to
// grant* (which add Scan, wildcard actions and `index/*`). Each grant also records why the
// remaining wildcards (object keys under a prefix) are acceptable to cdk-nag.
import { globalIndexes } from '@fotostudio/functions/data/table-schema';
import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { acknowledge, wildcardResourceFinding } from '../nag.js';

export type DataAccess = 'read' | 'readWrite';

export interface FunctionAccess {
  /** Items of the single table and its GSIs. Scan is never granted: no Scan in request paths. */
  table: DataAccess;
  media?: {
    objects: DataAccess;
    /** Key prefixes the function may touch, e.g. `originals/`. @default the whole bucket */
    prefixes?: readonly string[];
    /** ListBucket, for deleting everything under a prefix (archived sessions). */
    list?: boolean;
    /**
     * Key prefixes (within `prefixes`) written once: a PutObject there must carry
     * `If-None-Match` (S3's conditional write, refused on an existing key) and nothing is deleted.
     */
    writeOnce?: readonly string[];
    /** Writes its write-once files with an S3 Object Lock retention (s3:PutObjectRetention on them; never the governance bypass). */
    objectLock?: boolean;
  };
  /** ses:SendEmail / ses:SendRawEmail as the product's SES identity. */
  sendsMail?: boolean;
  /** Cognito admin API calls on the product's user pool, e.g. `cognito-idp:AdminGetUser`. */
  userPoolActions?: readonly `cognito-idp:Admin${string}`[];
  /** Reads the private key that signs /media/ URLs. */
  signsMediaUrls?: boolean;
  /** Invalidates cached pages of the product's CloudFront distribution (link previews). */
  invalidatesCdn?: boolean;
  /** Writes and removes revoked gallery grants in the edge's KeyValueStore. */
  revokesGalleryMedia?: boolean;
  /**
   * The KMS key of photographers' VERI*FACTU certificates: `generateDataKey` to store one (the
   * billing function), `decrypt` to open one (the submitting worker alone).
   */
  certificateKey?: 'generateDataKey' | 'decrypt';
  /** Reads the operator's VERI*FACTU certificate secret (the submitting worker alone; issue 24 point 2, second option). */
  readsOperatorCertificate?: boolean;
  /** Reads Stripe's secret key and webhook signing secret (the payments function only). */
  readsStripeSecret?: boolean;
}

export interface AccessTargets {
  table: ITable;
  mediaBucketName: string;
  /** SES identity (domain or address) the product sends from. */
  mailIdentityName: string;
  /** Needed only by functions granted userPoolActions. */
  userPoolArn?: string;
  /** Needed only by functions that sign media URLs. */
  mediaSigningKeySecretArn?: string;
  /** Needed only by functions that invalidate the CDN. */
  distributionId?: string;
  /** Needed only by functions that revoke gallery media. */
  mediaRevocationsArn?: string;
  /** Needed only by functions granted certificateKey. */
  certificateKeyArn?: string;
  /** Needed only by functions that read the operator's certificate. */
  operatorCertificateSecretArn?: string;
  /** Needed only by functions that read Stripe's secret. */
  stripeSecretArn?: string;
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const OBJECT_READ = ['s3:GetObject'];
const OBJECT_WRITE = ['s3:PutObject', 's3:DeleteObject'];

export const grantFunctionAccess = (fn: IFunction, access: FunctionAccess, targets: AccessTargets): void => {
  const stack = Stack.of(fn);
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no execution role to grant to`);

  fn.addToRolePolicy(
    new PolicyStatement({
      actions: access.table === 'readWrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ,
      resources: [targets.table.tableArn, ...globalIndexes.map((index) => `${targets.table.tableArn}/index/${index.indexName}`)],
    }),
  );

  if (access.media) {
    const bucketArn = stack.formatArn({ service: 's3', region: '', account: '', resource: targets.mediaBucketName });
    const objectArns = (access.media.prefixes ?? ['']).map((prefix) => `${bucketArn}/${prefix}*`);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: access.media.objects === 'readWrite' ? [...OBJECT_READ, ...OBJECT_WRITE] : OBJECT_READ,
        resources: objectArns,
      }),
    );
    for (const objectArn of objectArns) {
      acknowledge(
        role,
        wildcardResourceFinding(fn, objectArn),
        'Media object keys embed photographer and session ids created at run time, so object access is scoped to the media bucket (and key prefix), not to single keys.',
      );
    }
    const writeOnceArns = (access.media.writeOnce ?? []).map((prefix) => `${bucketArn}/${prefix}*`);
    if (writeOnceArns.length > 0) {
      fn.addToRolePolicy(new PolicyStatement({ effect: Effect.DENY, actions: ['s3:DeleteObject'], resources: writeOnceArns }));
      fn.addToRolePolicy(
        new PolicyStatement({ effect: Effect.DENY, actions: ['s3:PutObject'], resources: writeOnceArns, conditions: { Null: { 's3:if-none-match': 'true' } } }),
      );
      if (access.media.objectLock) {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObjectRetention'], resources: writeOnceArns }));
        for (const objectArn of writeOnceArns) {
          acknowledge(
            role,
            wildcardResourceFinding(fn, objectArn),
            'Write-once files (signed agreements) are keyed by photographer and agreement ids made at run time: their retention is set per object under that prefix, never bypassed.',
          );
        }
        fn.addToRolePolicy(new PolicyStatement({ effect: Effect.DENY, actions: ['s3:BypassGovernanceRetention', 's3:DeleteObjectVersion'], resources: writeOnceArns }));
      }
    }
    if (access.media.list) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }));
    }
  }

  if (access.sendsMail) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: targets.mailIdentityName })],
      }),
    );
  }

  if (access.userPoolActions?.length) {
    if (!targets.userPoolArn) throw new Error(`${fn.node.path} needs the user pool to be granted ${access.userPoolActions.join(', ')}`);
    fn.addToRolePolicy(new PolicyStatement({ actions: [...access.userPoolActions], resources: [targets.userPoolArn] }));
  }

  if (access.signsMediaUrls) {
    if (!targets.mediaSigningKeySecretArn) throw new Error(`${fn.node.path} signs media URLs but has no signing key secret`);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [targets.mediaSigningKeySecretArn] }),
    );
  }

  if (access.readsOperatorCertificate) {
    if (!targets.operatorCertificateSecretArn) throw new Error(`${fn.node.path} reads the operator's certificate but has no secret ARN`);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [targets.operatorCertificateSecretArn] }));
  }
  if (access.readsStripeSecret) {
    if (!targets.stripeSecretArn) throw new Error(`${fn.node.path} reads Stripe's secret but has none`);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [targets.stripeSecretArn] }));
  }

  if (access.invalidatesCdn) {
    if (!targets.distributionId) throw new Error(`${fn.node.path} invalidates the CDN but has no distribution`);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        // CloudFront is global: its ARNs have no region.
        resources: [stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: targets.distributionId })],
      }),
    );
  }

  if (access.revokesGalleryMedia) {
    if (!targets.mediaRevocationsArn) throw new Error(`${fn.node.path} revokes gallery media but has no revocation store`);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:PutKey', 'cloudfront-keyvaluestore:DeleteKey'],
        resources: [targets.mediaRevocationsArn],
      }),
    );
  }

  if (access.certificateKey) {
    if (!targets.certificateKeyArn) throw new Error(`${fn.node.path} uses the certificate key but has no key`);
    fn.addToRolePolicy(new PolicyStatement({ actions: [access.certificateKey === 'decrypt' ? 'kms:Decrypt' : 'kms:GenerateDataKey'], resources: [targets.certificateKeyArn] }));
  }
};
