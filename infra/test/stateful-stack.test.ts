import { AGREEMENTS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, SIGNED_AGREEMENT_RETENTION_YEARS } from '@fotostudio/shared/media/bucket-layout';
import { globalIndexes, tableKeys } from '@fotostudio/functions/data/table-schema';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EXPORTS_PREFIX } from '../lib/stateful-stack.js';
import { buildTestApp, customDomainContext, resourcesOfType } from './support/test-app.js';

const { stacks, template: templateOf } = buildTestApp();
const template = templateOf(stacks.stateful);

describe('stateful stack: the single table', () => {
  it('is keyed, indexed and expires items exactly as table-schema.ts says', () => {
    const attributes = [tableKeys.partitionKey, tableKeys.sortKey, ...globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableKeys.timeToLive, Enabled: true },
    });
  });

  it('streams new and old images, bills per request, keeps point-in-time recovery and is retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('stateful stack: buckets', () => {
  const buckets = resourcesOfType(template, 'AWS::S3::Bucket');
  const policies = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy'));
  const mediaId = Object.keys(buckets).find((id) => id.startsWith('MediaBucket'));

  it('has the media, web and access-logs buckets', () => {
    expect(Object.keys(buckets).map((id) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual(['AccessLogsBucket', 'MediaBucket', 'WebBucket']);
  });

  it.each(Object.keys(buckets))('%s blocks public access, encrypts at rest and is retained', (id) => {
    expect(buckets[id]?.DeletionPolicy).toBe('Retain');
    expect(buckets[id]?.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
  });

  it.each(Object.keys(buckets))('%s denies every request not made over TLS', (id) => {
    const policy = policies.find((p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: id }));
    expect(policy, `bucket policy of ${id}`).toBeDefined();
    const statements = (policy?.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('logs media and web requests to the access-logs bucket', () => {
    for (const [prefix, id] of [['s3/media/', 'MediaBucket'], ['s3/web/', 'WebBucket']] as const) {
      const bucket = Object.entries(buckets).find(([logicalId]) => logicalId.startsWith(id))?.[1];
      expect(bucket?.Properties?.LoggingConfiguration).toEqual({
        DestinationBucketName: { Ref: expect.stringMatching(/^AccessLogsBucket/) },
        LogFilePrefix: prefix,
      });
    }
  });

  it('versions media and expires what the lifecycle rules say', () => {
    expect(mediaId).toBeDefined();
    const media = buckets[mediaId ?? '']?.Properties;
    expect(media?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (media?.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: DERIVED_PREFIX, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }),
        expect.objectContaining({ Prefix: EXPORTS_PREFIX, ExpirationInDays: 7 }),
        expect.objectContaining({ Prefix: DOWNLOADS_PREFIX, ExpirationInDays: 7, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
        expect.objectContaining({ Prefix: AGREEMENTS_PREFIX, ExpirationInDays: SIGNED_AGREEMENT_RETENTION_YEARS * 366 + 1 }),
      ]),
    );
  });

  it('enables Object Lock on media with no default retention: only signed agreements are written with one (docs/deploy.md)', () => {
    const media = buckets[mediaId ?? '']?.Properties;
    expect(media?.ObjectLockEnabled).toBe(true);
    expect((media?.ObjectLockConfiguration as { Rule?: unknown } | undefined)?.Rule).toBeUndefined();
  });

  it('accepts cross-origin requests on media only for presigned uploads (POST, and PUT of a multipart part, its ETag readable)', () => {
    const cors = (buckets[mediaId ?? '']?.Properties?.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
    expect(cors).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST', 'PUT'], AllowedOrigins: ['https://*.cloudfront.net'], ExposedHeaders: expect.arrayContaining(['ETag']) }),
    ]);
    const others = Object.entries(buckets).filter(([id]) => id !== mediaId);
    for (const [, bucket] of others) expect(bucket.Properties?.CorsConfiguration).toBeUndefined();
  });

  it('lets only CloudFront (through OAC) read the media and web objects', () => {
    for (const id of ['MediaBucket', 'WebBucket']) {
      const policy = policies.find((p) => JSON.stringify(p.Properties?.Bucket).includes(id));
      const statements = (policy?.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Action: 's3:GetObject',
          Condition: { ArnLike: { 'AWS:SourceArn': expect.anything() } },
        }),
      );
    }
  });
});

describe('stateful stack: SES identity', () => {
  it('verifies the sender address when there is no domain', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });

  it('verifies the whole domain when one is configured', () => {
    const withDomain = buildTestApp(customDomainContext);
    withDomain.template(withDomain.stacks.stateful).hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'app.example.com' });
    const cors = withDomain.template(withDomain.stacks.stateful).findResources('AWS::S3::Bucket', {
      Properties: { CorsConfiguration: Match.anyValue() },
    });
    expect(JSON.stringify(cors)).toContain('https://app.example.com');
  });
});
