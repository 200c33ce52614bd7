import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../lib/constructs/app-function.js';
import { buildTestApp, resourcesOfType } from './support/test-app.js';

const { stacks, template: templateOf } = buildTestApp();
const template = templateOf(stacks.auth);

const triggerFunctionId = Object.keys(resourcesOfType(template, 'AWS::Lambda::Function')).find((id) => id.startsWith('CognitoTriggersFunction'));

describe('auth stack: user pool', () => {
  it('signs photographers up by e-mail, verifies it, and recovers accounts by e-mail', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      UsernameConfiguration: { CaseSensitive: false },
    });
  });

  it("enforces the spec's signup password rule: at least 6 characters", () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('runs PostConfirmation and CustomMessage in the one cognito-triggers function', () => {
    expect(triggerFunctionId).toBeDefined();
    const triggerArn = { 'Fn::GetAtt': [triggerFunctionId, 'Arn'] };
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostConfirmation: triggerArn, CustomMessage: triggerArn },
    });
    template.resourcePropertiesCountIs('AWS::Lambda::Permission', { Principal: 'cognito-idp.amazonaws.com' }, 2);
  });

  it('is retained with its users', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
  });
});

describe('auth stack: web client', () => {
  it('uses USER_PASSWORD_AUTH and refresh tokens, without a secret, hiding whether a user exists', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });
});

describe('auth stack: trigger function', () => {
  it('gets the app URL for the links it writes and may write the photographer to the table', () => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[triggerFunctionId ?? ''];
    const variables = (fn?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.APP_URL).toEqual({ 'Fn::Join': ['', ['https://', expect.objectContaining({ 'Fn::ImportValue': expect.any(String) })]] });
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'SES_FROM_ADDRESS']));
    expect(fn?.Properties).toMatchObject({ TracingConfig: { Mode: 'Active' } });
    expect(variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'cognitoTriggers', POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['dynamodb:PutItem']) })]) },
    });
  });
});
