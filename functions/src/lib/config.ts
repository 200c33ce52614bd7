// The only place that reads environment variables. Parsed once per cold start; a missing
// or malformed value fails loudly rather than mid-request. Two parts: what the logger,
// metrics and tracer need at module load (all optional, with defaults, so init needs no
// configuration), and what the use cases need, read at first use. Only the first part's schema
// is built at module load; the others are built with their first read, which keeps their zod
// construction (a few ms) out of every cold start.
import * as z from 'zod';
import { LEGAL_OBLIGATION_DATES } from '@fotostudio/shared/verifactu/obligation-dates';

/** `true`/`false`/`1`/`0`, as Powertools reads its switches. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const observabilitySchema = z.object({
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** The function's domain or event source; set per function by CDK. */
  POWERTOOLS_SERVICE_NAME: z.string().min(1).default('fotostudio'),
  POWERTOOLS_METRICS_NAMESPACE: z.string().min(1).default('Fotostudio'),
  /** False turns tracing off; tracing is on only inside Lambda anyway (Powertools checks AWS_EXECUTION_ENV). */
  POWERTOOLS_TRACE_ENABLED: flag,
  /**
   * Powertools reads this one itself (Metrics has no option for it): the local stand-in and
   * the tests set it so metrics are not printed to stdout. Listed here so it is validated.
   */
  POWERTOOLS_METRICS_DISABLED: flag,
});

const configSchema = () => z.object({
  TABLE_NAME: z.string().min(1),
  MEDIA_BUCKET: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Token issuer as the JWT says it; derived from the pool id on AWS. */
  USER_POOL_ISSUER: z.string().url().optional(),
  APP_URL: z.string().url(),
  /** The product's sending address (its SES identity); without it no mail can be sent. */
  SES_FROM_ADDRESS: z.string().email().optional(),
  AWS_REGION: z.string().min(1).default('eu-west-1'),
  /** CloudFront key pair (public key id in the key group) that signs /media/ URLs. */
  MEDIA_SIGNING_KEY_ID: z.string().min(1).optional(),
  /** The PEM private key itself (local stand-in)... */
  MEDIA_SIGNING_PRIVATE_KEY: z.string().min(1).optional(),
  /** ...or the Secrets Manager secret holding it (AWS). */
  MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: z.string().min(1).optional(),
  /**
   * The CloudFront KeyValueStore of revoked gallery grants, read by the /media/* function
   * (infra/lib/edge/media-viewer-request.ts); the table stream writes it. Without it no grant
   * can be revoked, so a gallery link's media would outlive the link: required by the writer.
   */
  MEDIA_REVOCATIONS_KVS_ARN: z.string().startsWith('arn:').optional(),
  /** Where the KeyValueStore API is reached, when not at AWS's own address (the local stand-in). */
  AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE: z.string().url().optional(),
  /** The CloudFront distribution whose cached gallery pages a link change invalidates; none, no CDN cache. */
  CDN_DISTRIBUTION_ID: z.string().min(1).optional(),
  /** Years a closed account's invoices and VERI*FACTU records are kept (Código de Comercio art. 30: 6). */
  ACCOUNT_RECORD_RETENTION_YEARS: z.coerce.number().int().min(4).max(30).default(6),
  /** The private beta's places (spec: 30). */
  SITE_BETA_PLACES: z.coerce.number().int().min(0).max(10_000).default(30),
  /** When the beta's countdown ends (ISO date-time with offset); without it the site answers site.configuration_error. */
  SITE_BETA_DEADLINE: z.iso.datetime({ offset: true }).optional(),
  /** The month paid plans are expected to start (YYYY-MM), told on the beta page; absent, no date is announced. */
  SITE_PAYMENTS_START: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(),
  /** Who reads the site's forms; without it the site answers site.configuration_error. */
  SITE_OPERATOR_EMAIL: z.string().email().optional(),
  /**
   * Where the dashboard's support-feedback modal and assistant chat are delivered (an n8n, Zapier
   * or own endpoint; the URL may carry its token, so it never reaches the browser). Without one,
   * the route answers support.feedback_not_configured / support.chat_not_configured.
   */
  SUPPORT_FEEDBACK_WEBHOOK_URL: z.string().url().optional(),
  SUPPORT_CHAT_WEBHOOK_URL: z.string().url().optional(),
  /** How long a webhook may take to answer before support.no_response: under the HTTP functions' 10 s timeout. */
  SUPPORT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(200).max(9_000).default(8_000),
  /** The software producer named in every VERI*FACTU record's SistemaInformatico block (legal name and NIF). */
  VERIFACTU_PRODUCER_NAME: z.string().min(1).max(120).default('Fotostudio (desarrollo local)'),
  VERIFACTU_PRODUCER_NIF: z.string().length(9).default('B00000000'),
  /** The product's version as the records name it. */
  VERIFACTU_SOFTWARE_VERSION: z.string().min(1).max(50).default('0.1.0'),
  /**
   * The rest of the producer's responsible declaration (Orden HAC/1177/2024 art. 15, issue 24
   * point 7; shared/src/verifactu/producer-declaration.ts): its postal address, and the place
   * ("Town, Country") and day (yyyy-mm-dd) it is signed. Without them, or with the placeholder
   * NIF, the declaration is incomplete and the submission worker sends nothing.
   */
  VERIFACTU_PRODUCER_ADDRESS: z.string().min(1).max(200).optional(),
  VERIFACTU_DECLARATION_PLACE: z.string().min(1).max(120).optional(),
  VERIFACTU_DECLARATION_DATE: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /**
   * The operator's own certificate, presented for photographers who declare the operator their
   * representative before the AEAT (issue 24 point 2, second option): on AWS the ARN of a
   * Secrets Manager secret holding `{"p12": "<base64>", "password": "..."}` (only the submitting
   * worker may read it); locally VERIFACTU_CERT_P12 and VERIFACTU_CERT_PASSWORD stand in.
   */
  VERIFACTU_OPERATOR_CERT_SECRET_ARN: z.string().regex(/^arn:aws[a-z-]*:secretsmanager:/).optional(),
  /**
   * The AEAT's VERI*FACTU service (SistemaFacturacion.wsdl): the pre-production endpoint
   * unless the deployment names production; the local stack sets its stand-in.
   */
  VERIFACTU_AEAT_ENDPOINT: z.string().url().optional(),
  /**
   * The AEAT's environment records go to and invoices' QR codes point at (issue 24 point 3):
   * `test` (pre-production: prewww1 for the web service, prewww2 for the QR check) or
   * `production`. The CDK app sets it from the context `verifactuAeatEnvironment` (default
   * `test`); VERIFACTU_AEAT_ENDPOINT, when set (the local AEAT), overrides the web service's address.
   */
  VERIFACTU_AEAT_ENVIRONMENT: z.enum(['test', 'production']).default('production'),
  /** A CA to trust for that endpoint besides Node's own (the local AEAT's test CA). */
  VERIFACTU_AEAT_CA_PEM: z.string().min(1).optional(),
  /** The queue of issuers with records to submit (FIFO, one message group per issuer). */
  VERIFACTU_QUEUE_URL: z.string().url().optional(),
  /** The queue of gallery zip parts to build (FIFO, one message group per zip job: gallery/workers/zip-queue.ts). */
  GALLERY_ZIP_QUEUE_URL: z.string().url().optional(),
  /**
   * The local stand-in of the operator's certificate (VERIFACTU_OPERATOR_CERT_SECRET_ARN on AWS):
   * a PKCS#12 file, base64, and its password. The local stack sets its test one.
   */
  VERIFACTU_CERT_P12: z.string().min(1).optional(),
  VERIFACTU_CERT_PASSWORD: z.string().optional(),
  /**
   * The key photographers' certificates are encrypted under (envelope encryption, a data key per
   * certificate): a KMS key id or ARN on AWS (only the submitting worker may Decrypt with it), or
   * locally a 32-byte key, base64, kept in the data folder. Without either, no certificate can
   * be uploaded.
   */
  VERIFACTU_CERT_KMS_KEY_ID: z.string().min(1).optional(),
  VERIFACTU_CERT_LOCAL_KEY: z.string().regex(/^[A-Za-z0-9+/]{43}=$/).optional(),
  /**
   * The day each kind of issuer must use a verifiable invoicing system (yyyy-mm-dd): RD 1007/2023,
   * disposición final cuarta, as amended by RDL 15/2025: 1 January 2027 for corporate-tax
   * payers, 1 July 2027 for the rest (the self-employed). Configuration, as a later change of
   * the norm cannot be checked from here.
   */
  VERIFACTU_OBLIGATION_CORPORATE: z.iso.date().default(LEGAL_OBLIGATION_DATES.VERIFACTU_OBLIGATION_CORPORATE),
  VERIFACTU_OBLIGATION_SELF_EMPLOYED: z.iso.date().default(LEGAL_OBLIGATION_DATES.VERIFACTU_OBLIGATION_SELF_EMPLOYED),
  /**
   * The folder of the ECB's reference-rate feeds (eurofxref-daily.xml, eurofxref-hist-90d.xml),
   * read by the scheduled rate update; the local stack sets its stand-in (infra/local/ecb).
   */
  ECB_RATES_URL: z.string().url().endsWith('/').default('https://www.ecb.europa.eu/stats/eurofxref/'),
  /**
   * Stripe (docs/payments.md): the platform's secret key and the webhook endpoint's signing
   * secret given directly (the local Stripe's generated ones)...
   */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** ...or the Secrets Manager secret holding both as JSON { secretKey, webhookSecret } (AWS, payments function only). */
  STRIPE_SECRETS_ID: z.string().min(1).optional(),
  /** Where the SDK reaches Stripe when not at api.stripe.com: the local stand-in (infra/local/stripe). */
  STRIPE_API_URL: z.string().url().optional(),
  /** The queue of Stripe's Checkout, payment and refund events (FIFO, one group per connected account; docs/payments.md). */
  PAYMENT_EVENTS_QUEUE_URL: z.string().url().optional(),
});

/**
 * What the signed JSON calls of the gallery function (lib/aws-json.ts) read: the credentials,
 * region and endpoints the SDK itself reads from the environment in a Lambda and against the
 * local stand-ins.
 */
const awsCallSchema = () => {
  const someText = z.string().min(1).optional();
  const someUrl = z.string().url().optional();
  return z.object({
    AWS_ACCESS_KEY_ID: someText,
    AWS_SECRET_ACCESS_KEY: someText,
    AWS_SESSION_TOKEN: someText,
    AWS_REGION: someText,
    AWS_DEFAULT_REGION: someText,
    AWS_ENDPOINT_URL: someUrl,
    AWS_ENDPOINT_URL_DYNAMODB: someUrl,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: someUrl,
    AWS_ENDPOINT_URL_S3: someUrl,
  });
};

export type AwsCallConfig = z.infer<ReturnType<typeof awsCallSchema>>;
export type ObservabilityConfig = z.infer<typeof observabilitySchema>;
export type Config = z.infer<ReturnType<typeof configSchema>>;

let cachedObservability: ObservabilityConfig | undefined;
let cached: Config | undefined;
let cachedAwsCall: AwsCallConfig | undefined;

/** Empty values count as absent, as the SDK treats them. */
const nonEmpty = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

export const awsCallConfig = (): AwsCallConfig => {
  cachedAwsCall ??= awsCallSchema().parse(nonEmpty(process.env));
  return cachedAwsCall;
};

export const observabilityConfig = (): ObservabilityConfig => {
  cachedObservability ??= observabilitySchema.parse(process.env);
  return cachedObservability;
};

export const config = (): Config => {
  cached ??= configSchema().parse(process.env);
  return cached;
};

/** For tests that change the environment between cases. */
export const resetConfig = (): void => {
  cached = undefined;
  cachedObservability = undefined;
  cachedAwsCall = undefined;
};
