// The WAF web ACLs built from infra/lib/rate-limits.ts (CloudFront in us-east-1, the user pool
// in the stage's region) and the daily AWS Backup plan of the stateful stack.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { cloudFrontWebAclParameterName } from '../lib/cloudfront-waf-stack.js';
import { COGNITO_TARGET_PREFIX, rateLimitRules, type RateLimitRule } from '../lib/rate-limits.js';
import { buildTestApp, resourcesOfType } from './support/test-app.js';

const { stacks, template } = buildTestApp();

interface WafRule {
  Name: string;
  Priority: number;
  Statement: { RateBasedStatement: { Limit: number; EvaluationWindowSec: number; AggregateKeyType: string; ScopeDownStatement: unknown } };
  Action: { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string; ResponseHeaders: { Name: string; Value: string }[] } } };
}
interface WebAcl {
  Scope: string;
  DefaultAction: unknown;
  Rules: WafRule[];
  CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
}

const onlyWebAcl = (stack: Parameters<typeof template>[0]): WebAcl => {
  const acls = Object.values(resourcesOfType(template(stack), 'AWS::WAFv2::WebACL'));
  expect(acls).toHaveLength(1);
  return acls[0]?.Properties as unknown as WebAcl;
};

const expectRulesOf = (acl: WebAcl, rules: readonly RateLimitRule[], bodySays: string) => {
  expect(acl.DefaultAction).toEqual({ Allow: {} });
  expect(acl.Rules.map((rule) => rule.Name)).toEqual(rules.map((rule) => rule.name));
  for (const rule of rules) {
    const waf = acl.Rules.find((candidate) => candidate.Name === rule.name);
    expect(waf?.Statement.RateBasedStatement).toMatchObject({ Limit: rule.limit, EvaluationWindowSec: rule.windowSeconds, AggregateKeyType: 'IP' });
    // WAF's own bounds: a window of 60-600 s, a limit of at least 10.
    expect([60, 120, 300, 600]).toContain(rule.windowSeconds);
    expect(rule.limit).toBeGreaterThanOrEqual(10);
    const response = waf?.Action.Block.CustomResponse;
    expect(response).toMatchObject({ ResponseCode: 429, ResponseHeaders: [{ Name: 'retry-after', Value: String(rule.windowSeconds) }] });
    const body = acl.CustomResponseBodies[response?.CustomResponseBodyKey ?? ''];
    expect(body?.ContentType).toBe('APPLICATION_JSON');
    expect(body?.Content).toContain(bodySays);
  }
};

describe('CloudFront web ACL (waf stack)', () => {
  const apiRules = rateLimitRules.filter((rule) => rule.match.kind === 'path');

  it('lives in us-east-1, whatever the stage region, with scope CLOUDFRONT', () => {
    expect(stacks.waf.region).toBe('us-east-1');
    expect(onlyWebAcl(stacks.waf).Scope).toBe('CLOUDFRONT');
  });

  it('limits /api/* per client IP with the rules of the shared table', () => {
    const acl = onlyWebAcl(stacks.waf);
    expect(apiRules.length).toBeGreaterThan(0);
    expectRulesOf(acl, apiRules, 'rate_limit.too_many_requests');
    expect(acl.Rules[0]?.Statement.RateBasedStatement.ScopeDownStatement).toEqual({
      ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/', TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
    });
    expect(JSON.parse(Object.values(acl.CustomResponseBodies)[0]?.Content ?? '{}')).toEqual({
      error: { code: 'rate_limit.too_many_requests', message: expect.any(String) },
    });
  });

  it("limits the site's POSTs (forms and page views) per client IP, matching path and method", () => {
    const acl = onlyWebAcl(stacks.waf);
    const rule = acl.Rules.find((candidate) => candidate.Name === 'site-posts-per-ip');
    const byteMatch = (field: object, constraint: string, search: string) => ({
      ByteMatchStatement: { FieldToMatch: field, PositionalConstraint: constraint, SearchString: search, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
    });
    expect(rule?.Statement.RateBasedStatement.ScopeDownStatement).toEqual({
      AndStatement: { Statements: [byteMatch({ UriPath: {} }, 'STARTS_WITH', '/api/site/'), byteMatch({ Method: {} }, 'EXACTLY', 'POST')] },
    });
  });

  it('publishes its ARN in an SSM parameter that the web stack reads in us-east-1 and attaches to the distribution', () => {
    template(stacks.waf).hasResourceProperties('AWS::SSM::Parameter', {
      Name: cloudFrontWebAclParameterName('test'),
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^RateLimitsWebAcl'), 'Arn'] },
    });
    const web = template(stacks.web);
    web.hasResourceProperties('Custom::AWS', {
      Create: Match.serializedJson(Match.objectLike({ service: 'SSM', action: 'GetParameter', region: 'us-east-1', parameters: { Name: cloudFrontWebAclParameterName('test') } })),
    });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebAclArn'), 'Parameter.Value'] } }),
    });
    expect(stacks.web.dependencies).toContain(stacks.waf);
  });
});

describe('user pool web ACL (auth stack)', () => {
  const cognitoRules = rateLimitRules.filter((rule) => rule.match.kind === 'cognito');

  it('is regional and associated with the user pool', () => {
    const acl = onlyWebAcl(stacks.auth);
    expect(acl.Scope).toBe('REGIONAL');
    template(stacks.auth).hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UserPool'), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^RateLimitsWebAcl'), 'Arn'] },
    });
  });

  it('limits sign-in, sign-up and password reset per client IP, matching the operation header', () => {
    const acl = onlyWebAcl(stacks.auth);
    // The exception Amplify turns into the sign-in form's "too many requests" message.
    expectRulesOf(acl, cognitoRules, '"__type":"TooManyRequestsException"');
    for (const rule of cognitoRules) {
      if (rule.match.kind !== 'cognito') continue;
      const scopeDown = JSON.stringify(acl.Rules.find((candidate) => candidate.Name === rule.name)?.Statement.RateBasedStatement.ScopeDownStatement);
      expect(scopeDown).toContain('"SingleHeader":{"Name":"x-amz-target"}');
      for (const operation of rule.match.operations) expect(scopeDown).toContain(`"${COGNITO_TARGET_PREFIX}${operation}"`);
    }
    const names = cognitoRules.flatMap((rule) => (rule.match.kind === 'cognito' ? rule.match.operations : []));
    expect(names).toEqual(expect.arrayContaining(['InitiateAuth', 'SignUp', 'ForgotPassword', 'ConfirmForgotPassword']));
  });
});

describe('daily backups (stateful stack)', () => {
  const stateful = template(stacks.stateful);

  it('backs up every day and keeps each recovery point 35 days, in a retained vault', () => {
    stateful.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'fotostudio-test',
        BackupPlanRule: [
          Match.objectLike({ RuleName: 'daily', ScheduleExpression: 'cron(0 3 * * ? *)', Lifecycle: { DeleteAfterDays: 35 }, TargetBackupVault: Match.anyValue() }),
        ],
      },
    });
    const vaults = Object.values(resourcesOfType(stateful, 'AWS::Backup::BackupVault'));
    expect(vaults).toHaveLength(1);
    expect(vaults[0]?.DeletionPolicy).toBe('Retain');
  });

  it('selects the table and the (versioned) media bucket, with a role allowed to back up and restore S3', () => {
    stateful.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [
          { 'Fn::GetAtt': [Match.stringLikeRegexp('^Table'), 'Arn'] },
          { 'Fn::GetAtt': [Match.stringLikeRegexp('^MediaBucket'), 'Arn'] },
        ],
      }),
    });
    const media = Object.entries(resourcesOfType(stateful, 'AWS::S3::Bucket')).find(([id]) => id.startsWith('MediaBucket'));
    expect(media?.[1].Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const policies = JSON.stringify(
      Object.values(resourcesOfType(stateful, 'AWS::IAM::Role')).find((role) => JSON.stringify(role.Properties).includes('backup.amazonaws.com'))?.Properties,
    );
    for (const name of ['AWSBackupServiceRolePolicyForBackup', 'AWSBackupServiceRolePolicyForRestores', 'AWSBackupServiceRolePolicyForS3Backup', 'AWSBackupServiceRolePolicyForS3Restore']) {
      expect(policies).toContain(name);
    }
  });

  it('keeps point-in-time recovery on the table beside the plan', () => {
    stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });
});
