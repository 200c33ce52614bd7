// The HTTP API built from the route table: one Lambda function per domain, one API Gateway route
// per contract (method + path), the Cognito JWT authorizer on photographer routes, and a
// catch-all that answers unknown /api paths with the catalogue's 404.
import { fallbackDomain, httpFunctionEntries, IMAGE_FONTS } from '@fotostudio/functions/function-entries';
import { type AnyRoute, DOMAINS, type Domain } from '@fotostudio/shared/contracts/route';
import {
  AGREEMENTS_PREFIX,
  BILLING_PREFIX,
  CATALOG_FOLDER,
  CLEAN_FOLDER,
  DERIVED_PREFIX,
  DOWNLOADS_PREFIX,
  ISSUED_FOLDER,
  MANIFESTS_PREFIX,
  ORIGINALS_PREFIX,
  PROFILE_FOLDER,
  SIGNED_FOLDER,
  SESSIONS_FOLDER,
} from '@fotostudio/shared/media/bucket-layout';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  type IHttpApi,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { AppFunction, appEnvironmentOf, type FunctionStackResources } from './constructs/app-function.js';
import { type FunctionAccess, grantFunctionAccess } from './constructs/function-access.js';
import { verifactuProducerEnvironment, type DeploymentConfig } from './deployment-config.js';
import { acknowledge } from './nag.js';
import { CALENDAR_MODULES, CERTIFICATE_MODULES, installedModulesFor, PAYMENT_MODULES, PDF_MODULES, SPREADSHEET_MODULES } from './lambda-bundling.js';
import { bucketName } from './resource-names.js';

/**
 * What each domain's function may touch. A new domain in DOMAINS fails to compile until it is
 * given an entry here, so its permissions are always a decision, never a default.
 */
export const domainAccess: Record<Domain, FunctionAccess> = {
  // Health check (database reachability) and the catalogue 404 for unknown routes.
  platform: { table: 'read' },
  // Profile and settings; reads the signed-in user's e-mail from the pool (access tokens carry none);
  // checks the profile images it is given and signs their /media/ URLs; mails the account
  // closure's confirmation link (only its hash is stored, so no other function can).
  account: {
    table: 'readWrite',
    userPoolActions: ['cognito-idp:AdminGetUser'],
    media: { objects: 'read', prefixes: [`${ORIGINALS_PREFIX}*/${PROFILE_FOLDER}/`] },
    signsMediaUrls: true,
    sendsMail: true,
  },
  // Presigned POSTs for uploads: PutObject under originals/ is what the browser's POST is signed for.
  media: { table: 'read', media: { objects: 'readWrite', prefixes: [`${ORIGINALS_PREFIX}*/${PROFILE_FOLDER}/`, `${ORIGINALS_PREFIX}*/${CATALOG_FOLDER}/`] } },
  // Packages, products and default comments; checks product images and signs their URLs.
  catalog: { table: 'readWrite', media: { objects: 'read', prefixes: [`${ORIGINALS_PREFIX}*/${CATALOG_FOLDER}/`] }, signsMediaUrls: true },
  // Contacts, clients and their relationships.
  crm: { table: 'readWrite' },
  // Sessions: presigned POSTs and multipart uploads (create, part URLs, complete: all
  // s3:PutObject) for session images, their removal (and of whole sessions:
  // listing a session's prefix), signed URLs of their derivatives (and of the clean renditions
  // of watermarked ones, which only the photographer sees), email to the client; a share
  // link's change invalidates its cached preview pages on the distribution.
  sessions: {
    table: 'readWrite',
    media: {
      objects: 'readWrite',
      prefixes: [
        `${ORIGINALS_PREFIX}*/${SESSIONS_FOLDER}/`,
        `${DERIVED_PREFIX}*/${SESSIONS_FOLDER}/`,
        `${DERIVED_PREFIX}*/${CLEAN_FOLDER}/${SESSIONS_FOLDER}/`,
        // A deleted session's manifest of ready images goes with it.
        `${MANIFESTS_PREFIX}*/${SESSIONS_FOLDER}/`,
      ],
      list: true,
    },
    signsMediaUrls: true,
    sendsMail: true,
    invalidatesCdn: true,
  },
  // The client gallery (share-link holders): drafts, prices, the one finalize, password tries
  // and download jobs in the table; signed URLs of the session's files; reads originals for
  // single downloads, the zips under downloads/ and the sessions' manifests of ready images. No mail: the photographer's confirmation
  // email goes out from the table stream, which keeps the mail client out of this bundle.
  gallery: {
    table: 'readWrite',
    media: {
      objects: 'read',
      prefixes: [`${ORIGINALS_PREFIX}*/${SESSIONS_FOLDER}/`, `${DERIVED_PREFIX}*/${SESSIONS_FOLDER}/`, DOWNLOADS_PREFIX, `${MANIFESTS_PREFIX}*/${SESSIONS_FOLDER}/`],
    },
    signsMediaUrls: true,
    // Opens the Checkout of the gallery extras on the photographer's account (issue 25 point 4).
    readsStripeSecret: true,
  },
  // The marketing site: stores applications, messages and page-view counters, mails the
  // operator and the sender. It reads the media signing key only to derive its own HMAC keys
  // (form tickets, the daily visitor hash): it signs no media URL.
  site: { table: 'readWrite', sendsMail: true, signsMediaUrls: true },
  // Billing settings, quotes and invoices (numbering counters in the same table); the PDFs and
  // accountant exports it writes under billing/ and hands out as signed links (an issued
  // invoice's PDF and ANULADA copy written once under billing/*/issued/); email of a
  // document to its client with the PDF attached.
  billing: {
    table: 'readWrite',
    media: {
      objects: 'readWrite',
      prefixes: [`${BILLING_PREFIX}*/`, `${ORIGINALS_PREFIX}*/${PROFILE_FOLDER}/`],
      writeOnce: [`${BILLING_PREFIX}*/${ISSUED_FOLDER}/`],
    },
    sendsMail: true,
    signsMediaUrls: true,
    // Stores uploaded VERI*FACTU certificates encrypted; never decrypts them.
    certificateKey: 'generateDataKey',
    // "Pagar ahora" on the public invoice page opens a Stripe Checkout Session (issue 25 point 2).
    readsStripeSecret: true,
  },
  // The photographer's Stripe connection and Stripe's signed webhook: its own items (payments
  // account, owner lookup, processed events). It, billing (Checkout for invoices) and the gallery (the extras' Checkout) read Stripe's secret.
  payments: { table: 'readWrite', readsStripeSecret: true },
  // Agreement templates, agreements and their signers' link lookups; mails each signer their link
  // and one-time code; writes each signed agreement's PDF once, under Object Lock (docs/deploy.md),
  // and hands out signed links to it. The code's HMAC key is derived from the media signing key.
  agreements: {
    table: 'readWrite',
    media: { objects: 'readWrite', prefixes: [`${AGREEMENTS_PREFIX}*/`], writeOnce: [`${AGREEMENTS_PREFIX}*/${SIGNED_FOLDER}/`], objectLock: true },
    sendsMail: true,
    signsMediaUrls: true,
  },
};

/** Lazily loaded packages a domain's code imports, installed beside its bundle (lambda-bundling.ts). */
const domainLazyModules: Partial<Record<Domain, readonly string[]>> = {
  billing: [...PDF_MODULES, ...SPREADSHEET_MODULES, ...CERTIFICATE_MODULES, ...PAYMENT_MODULES],
  sessions: CALENDAR_MODULES,
  agreements: PDF_MODULES,
  // Stripe's SDK: only a client paying for extras loads it.
  gallery: PAYMENT_MODULES,
  payments: PAYMENT_MODULES,
};

/** Packages installed beside a domain's bundle instead of bundled. */
export const domainInstalledModules = (domain: Domain): string[] =>
  installedModulesFor(domainLazyModules[domain] ?? [], domainAccess[domain].sendsMail === true);

/** Files copied beside a domain's bundle: the PDFs of quotes and invoices embed the bundled font. */
const domainBundledFiles: Partial<Record<Domain, { from: string; to: string }[]>> = {
  billing: [{ from: IMAGE_FONTS.source, to: IMAGE_FONTS.bundled }],
  // The signed agreements' PDFs are set in the same font.
  agreements: [{ from: IMAGE_FONTS.source, to: IMAGE_FONTS.bundled }],
};

/** Stage-wide limits for every route (requests per second, burst). */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

export const CATCH_ALL_PATH = '/api/{proxy+}';

export interface ApiStackProps extends StackProps, FunctionStackResources {
  /** The bare API created by WebStack (see there for why). */
  httpApi: IHttpApi;
  mailIdentityName: string;
  mediaSigningKeyId: string;
  mediaSigningKeySecretArn: string;
  /** The KMS key of photographers' VERI*FACTU certificates (stateful stack). */
  certificateKeyArn: string;
  /** Stripe's secret key and webhook signing secret (stateful stack); read by the payments function only. */
  stripeSecretArn: string;
  /** The distribution whose cached gallery pages a share-link change invalidates (WebStack). */
  distributionId: string;
}

/** The site function's settings (functions/src/lib/config.ts validates them again at run time). */
const siteEnvironment = ({ site }: DeploymentConfig): Record<string, string> => ({
  SITE_BETA_PLACES: String(site.betaPlaces),
  ...(site.betaDeadline ? { SITE_BETA_DEADLINE: site.betaDeadline } : {}),
  ...(site.paymentsStart ? { SITE_PAYMENTS_START: site.paymentsStart } : {}),
  ...(site.operatorEmail ? { SITE_OPERATOR_EMAIL: site.operatorEmail } : {}),
});


/** The account function's support webhooks (functions/src/lib/config.ts validates them again at run time). */
const supportEnvironment = ({ support }: DeploymentConfig): Record<string, string> => ({
  ...(support.feedbackWebhookUrl ? { SUPPORT_FEEDBACK_WEBHOOK_URL: support.feedbackWebhookUrl } : {}),
  ...(support.chatWebhookUrl ? { SUPPORT_CHAT_WEBHOOK_URL: support.chatWebhookUrl } : {}),
});

const pascalCase = (value: string): string => value.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

export class ApiStack extends Stack {
  readonly domainFunctions: Record<Domain, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const mediaBucketName = bucketName(this, config.stage, 'media');

    // Re-imported so that the constructs the routes create (integrations, the authorizer) are
    // scoped to this stack rather than to the stack that owns the API resource.
    const httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.httpApi.apiId,
      apiEndpoint: props.httpApi.apiEndpoint,
    });

    const functions = {} as Record<Domain, AppFunction>;
    for (const domain of DOMAINS) {
      const fn = new AppFunction(this, `${pascalCase(domain)}Function`, {
        entry: httpFunctionEntries[domain],
        service: domain,
        description: `HTTP API, ${domain} routes`,
        environment: appEnvironmentOf(props, mediaBucketName),
        extraEnvironment: {
          MEDIA_SIGNING_KEY_ID: props.mediaSigningKeyId,
          ...(domainAccess[domain].signsMediaUrls ? { MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: props.mediaSigningKeySecretArn } : {}),
          ...(domainAccess[domain].invalidatesCdn ? { CDN_DISTRIBUTION_ID: props.distributionId } : {}),
          ...(domain === 'site' ? { ...siteEnvironment(config), ...verifactuProducerEnvironment(config) } : {}),
          ...(domain === 'billing' ? { ...verifactuProducerEnvironment(config), VERIFACTU_CERT_KMS_KEY_ID: props.certificateKeyArn } : {}),
          // Whether the operator is offered as representative: its secret's ARN only, which this function may not read.
          ...(domain === 'billing' && config.verifactu.operatorCertificateSecretArn ? { VERIFACTU_OPERATOR_CERT_SECRET_ARN: config.verifactu.operatorCertificateSecretArn } : {}),
          ...(domain === 'account' ? supportEnvironment(config) : {}),
          ...(domainAccess[domain].readsStripeSecret ? { STRIPE_SECRETS_ID: props.stripeSecretArn } : {}),
        },
        bundledFiles: domainBundledFiles[domain],
        nativeModules: domainInstalledModules(domain),
      });
      grantFunctionAccess(fn, domainAccess[domain], {
        table: props.table,
        mediaBucketName,
        mailIdentityName: props.mailIdentityName,
        userPoolArn: props.userPool.userPoolArn,
        mediaSigningKeySecretArn: props.mediaSigningKeySecretArn,
        certificateKeyArn: props.certificateKeyArn,
        stripeSecretArn: props.stripeSecretArn,
        distributionId: props.distributionId,
      });
      functions[domain] = fn;
    }
    this.domainFunctions = functions;

    // One integration per domain; one API-wide invoke permission per function instead of one
    // per route keeps the functions' resource policies small as the route table grows.
    const integrations = Object.fromEntries(
      DOMAINS.map((domain) => [
        domain,
        new HttpLambdaIntegration(`${pascalCase(domain)}Integration`, functions[domain], {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
          scopePermissionToRoute: false,
        }),
      ]),
    ) as Record<Domain, HttpLambdaIntegration>;

    const photographerJwt = new HttpJwtAuthorizer(
      'PhotographerJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    const authorizerFor = (route: AnyRoute): IHttpRouteAuthorizer | undefined => {
      switch (route.auth) {
        case 'photographer':
          return photographerJwt;
        // Public routes are open by contract; share-link routes are checked by the function
        // itself (API Gateway has no notion of share-link tokens and their passes), and so is a
        // signed webhook (its signature, with the endpoint's secret: Stripe-Signature).
        case 'public':
        case 'shareLink':
        case 'signedWebhook':
        case 'invoiceLink':
        case 'agreementLink':
        case 'quoteLink':
          return undefined;
      }
    };

    for (const route of routeTable as readonly AnyRoute[]) {
      const httpRoute = new HttpRoute(this, `Route-${route.id}`, {
        httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.domain],
        authorizer: authorizerFor(route),
      });
      if (route.auth !== 'photographer') {
        const reason =
          route.auth === 'public'
            ? `Route ${route.id} (${route.method} ${route.path}) is public in the route contract: anonymous visitors use it.`
            : route.auth === 'agreementLink'
              ? `Route ${route.id} (${route.method} ${route.path}) is for the signer holding an agreement's private link: its function resolves the token in the path to one signer of one open agreement.`
              : route.auth === 'invoiceLink'
              ? `Route ${route.id} (${route.method} ${route.path}) is for the holder of an invoice's public link: its function resolves the token in the path to one open invoice link.`
              : route.auth === 'quoteLink'
              ? `Route ${route.id} (${route.method} ${route.path}) is for the holder of a quote's public link: its function resolves the token in the path to one pending quote whose link is open.`
              : `Route ${route.id} (${route.method} ${route.path}) is for the holder of a share link: its function resolves the link key in the path (and its pass) to one session.`;
        acknowledge(httpRoute, 'AwsSolutions-APIG4', reason);
      }
    }

    const catchAll = new HttpRoute(this, 'Route-catch-all', {
      httpApi,
      routeKey: HttpRouteKey.with(CATCH_ALL_PATH, HttpMethod.ANY),
      integration: integrations[fallbackDomain],
    });
    acknowledge(
      catchAll,
      'AwsSolutions-APIG4',
      'The catch-all only reaches the fallback handler, which answers every request with the catalogue 404 and reads no data.',
    );

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sourceIp: '$context.identity.sourceIp',
          }),
        ),
      },
    });

    new CfnOutput(this, 'ApiEndpoint', { value: props.httpApi.apiEndpoint });
  }
}
