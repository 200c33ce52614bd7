import { fallbackDomain } from '@fotostudio/functions/function-entries';
import { DOMAINS, type Domain } from '@fotostudio/shared/contracts/route';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_THROTTLE, CATCH_ALL_PATH, domainAccess } from '../lib/api-stack.js';
import { METRICS_NAMESPACE } from '../lib/constructs/app-function.js';
import { buildTestApp, resourcesOfType } from './support/test-app.js';

const { stacks, template: templateOf } = buildTestApp();
const template = templateOf(stacks.api);

const functionLogicalId = (domain: Domain): string =>
  stacks.api.getLogicalId(stacks.api.domainFunctions[domain].node.defaultChild as CfnElement);

const routes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map((route) => route.Properties ?? {});
const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');

/** The function an API route invokes, as its logical id. */
const functionBehind = (route: Record<string, unknown>): string | undefined => {
  const target = JSON.stringify(route.Target);
  const integrationId = Object.keys(integrations).find((id) => target.includes(`"Ref":"${id}"`));
  const uri = integrations[integrationId ?? '']?.Properties?.IntegrationUri as { 'Fn::GetAtt'?: [string, string] } | undefined;
  return uri?.['Fn::GetAtt']?.[0];
};

describe('api stack: one function per domain', () => {
  it('creates exactly one function per domain', () => {
    template.resourceCountIs('AWS::Lambda::Function', DOMAINS.length);
  });

  it.each(DOMAINS)('the %s function runs nodejs22.x on arm64 with active tracing, 512 MB and 10 s, as its own metrics service', (domain) => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionLogicalId(domain)];
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogGroup: { Ref: expect.stringMatching(/Logs/) } },
    });
    const variables = (fn?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    const signing = domainAccess[domain].signsMediaUrls ? ['MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID'] : [];
    const invalidating = domainAccess[domain].invalidatesCdn ? ['CDN_DISTRIBUTION_ID'] : [];
    // The site function publishes the producer's declaration (issue 24 point 7).
    const site = domain === 'site' ? ['SITE_BETA_PLACES', 'SITE_BETA_DEADLINE', 'SITE_PAYMENTS_START', 'SITE_OPERATOR_EMAIL', 'VERIFACTU_PRODUCER_NAME', 'VERIFACTU_PRODUCER_NIF', 'VERIFACTU_SOFTWARE_VERSION', 'VERIFACTU_AEAT_ENVIRONMENT'] : [];
    const verifactu = domain === 'billing' ? ['VERIFACTU_PRODUCER_NAME', 'VERIFACTU_PRODUCER_NIF', 'VERIFACTU_SOFTWARE_VERSION', 'VERIFACTU_AEAT_ENVIRONMENT', 'VERIFACTU_CERT_KMS_KEY_ID'] : [];
    // The support webhooks reach only the function that calls them.
    const support = domain === 'account' ? ['SUPPORT_FEEDBACK_WEBHOOK_URL', 'SUPPORT_CHAT_WEBHOOK_URL'] : [];
    // Stripe's secret is named only to the function that may read it.
    const stripe = domainAccess[domain].readsStripeSecret ? ['STRIPE_SECRETS_ID'] : [];
    // The payments function's webhook queues Checkout's events (the events stack's queue).
    const paymentEvents = domain === 'payments' ? ['PAYMENT_EVENTS_QUEUE_URL'] : [];
    expect(Object.keys(variables).sort()).toEqual(
      [
        'APP_URL',
        'LOG_LEVEL',
        'MEDIA_BUCKET',
        'MEDIA_SIGNING_KEY_ID',
        'NODE_OPTIONS',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'SES_FROM_ADDRESS',
        'TABLE_NAME',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
        ...signing,
        ...invalidating,
        ...site,
        ...verifactu,
        ...support,
        ...stripe,
        ...paymentEvents,
      ].sort(),
    );
    if (domain === 'site') {
      expect(variables).toMatchObject({ SITE_BETA_PLACES: '30', SITE_BETA_DEADLINE: '2027-01-31T23:59:59+01:00', SITE_PAYMENTS_START: '2027-06', SITE_OPERATOR_EMAIL: 'hola@example.com' });
    }
    if (domain === 'account') {
      expect(variables).toMatchObject({ SUPPORT_FEEDBACK_WEBHOOK_URL: 'https://hooks.example.com/feedback?token=abc', SUPPORT_CHAT_WEBHOOK_URL: 'https://hooks.example.com/chat?token=abc' });
    }
    // The producer the context names (support/test-app.ts), not the billing function's local defaults.
    if (domain === 'billing') {
      expect(variables).toMatchObject({ VERIFACTU_PRODUCER_NAME: 'Fotostudio Software, S.L.', VERIFACTU_PRODUCER_NIF: 'B12345674', VERIFACTU_SOFTWARE_VERSION: '1.2.3' });
    }
    expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    expect(variables.POWERTOOLS_SERVICE_NAME).toBe(domain);
    expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe(METRICS_NAMESPACE);
  });

  it('keeps function logs for a month', () => {
    for (const logGroup of Object.values(resourcesOfType(template, 'AWS::Logs::LogGroup'))) {
      expect(logGroup.Properties?.RetentionInDays).toBe(30);
    }
  });
});

describe('api stack: routes from the route table', () => {
  it.each(routeTable.map((route) => [`${route.method} ${route.path}`, route] as const))('%s is routed as its contract says', (routeKey, contract) => {
    const route = routes.find((r) => r.RouteKey === routeKey);
    expect(route, `no API Gateway route for ${routeKey}`).toBeDefined();
    expect(route?.AuthorizationType).toBe(contract.auth === 'photographer' ? 'JWT' : 'NONE');
    expect(functionBehind(route ?? {})).toBe(functionLogicalId(contract.domain));
  });

  it('has no route that is not in the route table, apart from the catch-all', () => {
    const expected = [...routeTable.map((route) => `${route.method} ${route.path}`), `ANY ${CATCH_ALL_PATH}`];
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(expected.sort());
  });

  it('sends unknown /api paths to the fallback domain, unauthenticated', () => {
    const catchAll = routes.find((route) => route.RouteKey === `ANY ${CATCH_ALL_PATH}`);
    expect(catchAll?.AuthorizationType).toBe('NONE');
    expect(functionBehind(catchAll ?? {})).toBe(functionLogicalId(fallbackDomain));
  });

  it('checks photographer JWTs against the Cognito pool issuer and the web client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') }]] },
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
      },
    });
  });

  it('lets API Gateway invoke each function once for the whole API', () => {
    template.resourcePropertiesCountIs('AWS::Lambda::Permission', { Principal: 'apigateway.amazonaws.com' }, DOMAINS.length);
  });
});

describe('api stack: $default stage', () => {
  it('deploys automatically, logs every request and throttles', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit },
    });
  });
});

describe('api stack: permissions', () => {
  it('lets the account function read users from the pool and nothing else of Cognito', () => {
    const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
    );
    const cognitoActions = statements.flatMap((s) => [s.Action].flat()).filter((action) => action.startsWith('cognito-idp:'));
    expect(cognitoActions).toEqual(['cognito-idp:AdminGetUser']);
  });
});

describe('api stack: media signing', () => {
  it('lets only the functions that sign media URLs read the signing key secret', () => {
    const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties?.PolicyDocument as { Statement: { Action: unknown }[] }).Statement,
    );
    const readers = statements.filter((s) => s.Action === 'secretsmanager:GetSecretValue');
    expect(readers).toHaveLength(DOMAINS.filter((d) => domainAccess[d].signsMediaUrls).length + DOMAINS.filter((d) => domainAccess[d].readsStripeSecret).length);
  });

  it("lets only the payments, billing and gallery functions read Stripe's secret (billing opens invoices' Checkout, the gallery the extras')", () => {
    const statements = Object.entries(resourcesOfType(template, 'AWS::IAM::Policy')).flatMap(([id, policy]) =>
      (policy.Properties?.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement.map((s) => ({ id, ...s })),
    );
    const stripeReaders = statements.filter((s) => s.Action === 'secretsmanager:GetSecretValue' && JSON.stringify(s.Resource).includes('StripeSecret'));
    expect(stripeReaders.map((s) => s.id.replace(/Function.*/, '')).sort()).toEqual(['Billing', 'Gallery', 'Payments']);
  });
});

describe('api stack: link-preview invalidation', () => {
  const statements = Object.entries(resourcesOfType(template, 'AWS::IAM::Policy')).flatMap(([id, policy]) =>
    (policy.Properties?.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement.map((s) => ({ id, ...s })),
  );

  it('lets only the sessions function invalidate, and only the product distribution', () => {
    const invalidators = statements.filter((s) => s.Action === 'cloudfront:CreateInvalidation');
    expect(invalidators).toHaveLength(1);
    expect(invalidators[0]?.id).toMatch(/^SessionsFunction/);
    const resource = JSON.stringify(invalidators[0]?.Resource);
    expect(resource).toContain(':cloudfront::');
    expect(resource).toMatch(/distribution\/.*ImportValue.*Distribution/);
  });

  it('tells the sessions function which distribution, read from the web stack', () => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionLogicalId('sessions')];
    const variables = (fn?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(variables.CDN_DISTRIBUTION_ID)).toMatch(/ImportValue.*Distribution/);
  });
});
