// Photographers' accounts: the Cognito user pool (retained: it holds the users), the SPA's
// client and the Lambda triggers that create the photographer and write the e-mails' links.
import { eventInstalledModules } from './events-stack.js';
import { eventFunctionEntries } from '@fotostudio/functions/function-entries';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { AppFunction } from './constructs/app-function.js';
import { grantFunctionAccess } from './constructs/function-access.js';
import type { DeploymentConfig } from './deployment-config.js';
import { acknowledge } from './nag.js';
import { RateLimitWebAcl } from './rate-limit-web-acl.js';
import { rateLimitRules } from './rate-limits.js';
import { APP_NAME, bucketName } from './resource-names.js';

/**
 * USER_POOL_ID / USER_POOL_CLIENT_ID of the trigger function. The pool references the function,
 * so the function cannot reference the pool (CloudFormation cycle); every trigger event carries
 * `userPoolId` and `callerContext.clientId`, which the triggers must read instead.
 */
export const TRIGGER_POOL_PLACEHOLDER = 'see-trigger-event';

export interface AuthStackProps extends StackProps {
  config: DeploymentConfig;
  table: ITable;
  appUrl: string;
  mailIdentityName: string;
}

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly triggersFunction: AppFunction;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.triggersFunction = new AppFunction(this, 'CognitoTriggersFunction', {
      entry: eventFunctionEntries.cognitoTriggers,
      service: 'cognitoTriggers',
      description: 'Cognito PostConfirmation and CustomMessage triggers',
      // Cognito waits at most 5 seconds for a trigger.
      timeout: Duration.seconds(5),
      environment: {
        tableName: props.table.tableName,
        mediaBucketName: bucketName(this, config.stage, 'media'),
        userPoolId: TRIGGER_POOL_PLACEHOLDER,
        userPoolClientId: TRIGGER_POOL_PLACEHOLDER,
        appUrl: props.appUrl,
        sesFromAddress: config.sesFromAddress,
        logLevel: config.logLevel,
      },
      nativeModules: eventInstalledModules.cognitoTriggers,
    });
    // PostConfirmation writes the photographer and default settings; CustomMessage only builds text.
    grantFunctionAccess(this.triggersFunction, { table: 'readWrite' }, {
      table: props.table,
      mediaBucketName: bucketName(this, config.stage, 'media'),
      mailIdentityName: props.mailIdentityName,
    });

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${APP_NAME}-${config.stage}`,
      featurePlan: FeaturePlan.LITE,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The spec's signup rule is "at least 6 characters"; the app validates the same rule.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      lambdaTriggers: {
        postConfirmation: this.triggersFunction,
        customMessage: this.triggersFunction,
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The SPA signs in with USER_PASSWORD_AUTH (the local stand-in has no SRP) and refreshes.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      disableOAuth: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    // The browser signs in, signs up and resets passwords against Cognito directly (not through
    // CloudFront), so the per-IP limits of those operations sit on the user pool itself.
    const { webAcl } = new RateLimitWebAcl(this, 'RateLimits', {
      name: `${APP_NAME}-${config.stage}-user-pool`,
      scope: 'REGIONAL',
      rules: rateLimitRules.filter((rule) => rule.match.kind === 'cognito'),
    });
    new CfnWebACLAssociation(this, 'RateLimitsAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: webAcl.attrArn,
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'The product spec sets the signup password rule to at least 6 characters with no class requirements; a stricter pool policy would reject passwords the app accepts.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The spec has no second factor for photographers (sign-in is e-mail and password only); MFA would block every sign-in flow the app implements.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Lite plan covers password sign-in, triggers and token revocation that the app uses; Plus threat protection is a per-user cost the product has not chosen.',
    );

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
