import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { type FunctionAccess, grantFunctionAccess } from '../lib/constructs/function-access.js';

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const statementsFor = (access: FunctionAccess): Statement[] => {
  const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Test', { env: { account: '123456789012', region: 'eu-west-1' } });
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  const fn = new LambdaFunction(stack, 'Fn', { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('export const handler = () => {}') });
  grantFunctionAccess(fn, access, {
    table,
    mediaBucketName: 'media-bucket',
    mailIdentityName: 'example.com',
    userPoolArn: 'arn:aws:cognito-idp:eu-west-1:123456789012:userpool/eu-west-1_abc',
  });
  const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
  return Object.values(policies).flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
};
const actionsOf = (statements: Statement[]): string[] => statements.flatMap((s) => [s.Action].flat());

describe('function access grants', () => {
  it('lets a reader query the table and its GSIs, never scan or write', () => {
    const actions = actionsOf(statementsFor({ table: 'read' }));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions.filter((a) => a.includes('Scan') || a.includes('Put') || a.includes('Delete'))).toEqual([]);
    expect(JSON.stringify(statementsFor({ table: 'read' }))).toContain('/index/gsi1');
  });

  it('scopes media object access to the given key prefixes', () => {
    const statements = statementsFor({ table: 'read', media: { objects: 'readWrite', prefixes: ['originals/'] } });
    const s3 = statements.find((s) => actionsOf([s]).includes('s3:PutObject'));
    expect(s3?.Resource).toEqual({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::media-bucket/originals/*']] });
    expect(actionsOf(statements)).not.toContain('s3:ListBucket');
  });

  it('denies deleting, and writing without If-None-Match, under a write-once prefix', () => {
    const statements = statementsFor({ table: 'read', media: { objects: 'readWrite', prefixes: ['billing/*/'], writeOnce: ['billing/*/issued/'] } });
    const issued = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::media-bucket/billing/*/issued/*']] };
    const denials = statements.filter((s) => s.Effect === 'Deny');
    expect(denials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Action: 's3:DeleteObject', Resource: issued }),
        expect.objectContaining({ Action: 's3:PutObject', Resource: issued, Condition: { Null: { 's3:if-none-match': 'true' } } }),
      ]),
    );
    expect(denials).toHaveLength(2);
    expect(statementsFor({ table: 'read', media: { objects: 'readWrite', prefixes: ['billing/*/'] } }).filter((s) => s.Effect === 'Deny')).toEqual([]);
  });

  it('lets a write-once prefix under Object Lock set a retention, never bypass it nor delete a version', () => {
    const statements = statementsFor({ table: 'read', media: { objects: 'readWrite', prefixes: ['agreements/*/'], writeOnce: ['agreements/*/signed/'], objectLock: true } });
    const signed = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::media-bucket/agreements/*/signed/*']] };
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Allow', Action: 's3:PutObjectRetention', Resource: signed }),
        expect.objectContaining({ Effect: 'Deny', Action: ['s3:BypassGovernanceRetention', 's3:DeleteObjectVersion'], Resource: signed }),
      ]),
    );
    // Without Object Lock no retention is granted.
    expect(actionsOf(statementsFor({ table: 'read', media: { objects: 'readWrite', prefixes: ['billing/*/'], writeOnce: ['billing/*/issued/'] } }))).not.toContain('s3:PutObjectRetention');
  });

  it('lets a mailing function send only as the SES identity', () => {
    const ses = statementsFor({ table: 'read', sendsMail: true }).find((s) => actionsOf([s]).includes('ses:SendEmail'));
    expect(ses).toEqual(
      expect.objectContaining({
        Action: ['ses:SendEmail', 'ses:SendRawEmail'],
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:eu-west-1:123456789012:identity/example.com']] },
      }),
    );
  });

  it('grants Cognito admin actions on the user pool only when asked', () => {
    expect(actionsOf(statementsFor({ table: 'read' })).some((a) => a.startsWith('cognito-idp:'))).toBe(false);
    const cognito = statementsFor({ table: 'read', userPoolActions: ['cognito-idp:AdminGetUser'] }).find((s) => actionsOf([s]).includes('cognito-idp:AdminGetUser'));
    expect(cognito?.Resource).toBe('arn:aws:cognito-idp:eu-west-1:123456789012:userpool/eu-west-1_abc');
  });
});
