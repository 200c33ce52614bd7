// The stacks of one stage in one region, and how they depend on each other:
//
//   stateful (table, buckets, SES identity)
//   waf (in us-east-1: the distribution's web ACL, its ARN in an SSM parameter there)
//     -> web (distribution + bare HTTP API; gives the app URL)
//       -> auth (user pool, client, Cognito triggers)
//         -> api (domain functions, routes, JWT authorizer, stage)
//         -> events (image pipeline, table stream)
//         -> site (SPA files + config.json; only when web/dist is built)
//
// Data lives only in the stateful stack and the user pool; everything else can be destroyed and
// redeployed. infra/bin/app.ts and the tests build the same stacks through this function.
import type { App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.js';
import { AuthStack } from './auth-stack.js';
import { CLOUDFRONT_WAF_REGION, CloudFrontWafStack, cloudFrontWebAclParameterName } from './cloudfront-waf-stack.js';
import { type DeploymentConfig, readDeploymentConfig } from './deployment-config.js';
import { EventsStack } from './events-stack.js';
import { isBuiltSite } from './repo-paths.js';
import { stackName } from './resource-names.js';
import { SiteStack } from './site-stack.js';
import { StatefulStack } from './stateful-stack.js';
import { WebStack } from './web-stack.js';

export interface FotostudioStacks {
  config: DeploymentConfig;
  stateful: StatefulStack;
  waf: CloudFrontWafStack;
  web: WebStack;
  auth: AuthStack;
  api: ApiStack;
  events: EventsStack;
  /** Absent until web/dist (or the webDistPath context) holds a build. */
  site?: SiteStack;
}

/** `processEnv` supplies CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION (tests pass `{}`). */
export const buildFotostudioStacks = (app: App, processEnv: NodeJS.ProcessEnv = process.env): FotostudioStacks => {
  const config = readDeploymentConfig(app.node, processEnv);
  const common = (part: Parameters<typeof stackName>[1], description: string) => ({
    stackName: stackName(config.stage, part),
    env: config.env,
    description,
    config,
    tags: { app: 'fotostudio', stage: config.stage },
  });

  const stateful = new StatefulStack(app, stackName(config.stage, 'stateful'), common('stateful', 'fotostudio data: table, buckets, SES identity'));

  const waf = new CloudFrontWafStack(app, stackName(config.stage, 'waf'), {
    ...common('waf', 'fotostudio CloudFront web ACL (rate limits), in us-east-1'),
    env: { account: config.env.account, region: CLOUDFRONT_WAF_REGION },
  });

  const web = new WebStack(app, stackName(config.stage, 'web'), {
    ...common('web', 'fotostudio public entry: CloudFront distribution and HTTP API'),
    logsBucket: stateful.logsBucket,
    webAcl: { parameterName: cloudFrontWebAclParameterName(config.stage), region: CLOUDFRONT_WAF_REGION },
  });
  web.addStackDependency(stateful, 'serves the buckets the stateful stack owns');
  web.addStackDependency(waf, 'attaches the web ACL whose ARN the waf stack publishes');

  const auth = new AuthStack(app, stackName(config.stage, 'auth'), {
    ...common('auth', 'fotostudio accounts: Cognito user pool and triggers'),
    table: stateful.table,
    appUrl: web.appUrl,
    mailIdentityName: stateful.mailIdentityName,
  });

  // What both stacks of functions build their functions from.
  const functionResources = {
    table: stateful.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    appUrl: web.appUrl,
    mailIdentityName: stateful.mailIdentityName,
    mediaSigningKeyId: web.mediaSigningKeyId,
    mediaSigningKeySecretArn: stateful.mediaSigningKeySecret.secretArn,
    stripeSecretArn: stateful.stripeSecret.secretArn,
    certificateKeyArn: stateful.certificateKey.keyArn,
  };

  const api = new ApiStack(app, stackName(config.stage, 'api'), {
    ...common('api', 'fotostudio HTTP API: domain functions and routes'),
    ...functionResources,
    httpApi: web.httpApi,
    distributionId: web.distribution.distributionId,
  });

  const events = new EventsStack(app, stackName(config.stage, 'events'), {
    ...common('events', 'fotostudio event functions: image pipeline and table stream'),
    ...functionResources,
    mediaRevocationsArn: web.mediaRevocations.keyValueStoreArn,
    paymentsFunction: api.domainFunctions.payments,
  });
  events.addStackDependency(stateful, 'subscribes to the media bucket it imports by name');

  const site = isBuiltSite(config.webDistPath)
    ? new SiteStack(app, stackName(config.stage, 'site'), {
        ...common('site', 'fotostudio SPA files and runtime configuration'),
        distribution: web.distribution,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
      })
    : undefined;
  site?.addStackDependency(stateful, 'writes into the web bucket it imports by name');

  return { config, stateful, waf, web, auth, api, events, site };
};
