// The only place that reads environment variables. Parsed once per cold start; a missing or
// malformed value fails loudly (a ZodError naming it) at its part's first read, never read
// wrong. One part per concern, each a schema built and parsed with its first read and kept: what
// the logger, metrics and tracer need at module load (all optional, with defaults, so init needs
// no configuration), the AWS calls of the gallery's signed JSON path, and one part per thing a
// use case talks to. A function validates only the parts it reads, so its bundle carries only
// their schemas (the gallery's: issue 21, docs/decisions/0006-bundle-trims.md) and a variable it
// never reads cannot fail it.
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

/** The deployment's table, media bucket and address: read by nearly every function. */
const appSchema = () =>
  z.object({
    TABLE_NAME: z.string().min(1),
    MEDIA_BUCKET: z.string().min(1),
    APP_URL: z.string().url(),
  });

/** The Cognito user pool the photographers sign in to. */
const authSchema = () =>
  z.object({
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
    /** Token issuer as the JWT says it; derived from the pool id on AWS. */
    USER_POOL_ISSUER: z.string().url().optional(),
  });

/** Sending mail (SES). */
const mailSchema = () =>
  z.object({
    /** The product's sending address (its SES identity); without it no mail can be sent. */
    SES_FROM_ADDRESS: z.string().email().optional(),
  });

/** Signing /media/ URLs (CloudFront signed URLs and cookies). */
const mediaSigningSchema = () =>
  z.object({
    /** CloudFront key pair (public key id in the key group) that signs /media/ URLs. */
    MEDIA_SIGNING_KEY_ID: z.string().min(1).optional(),
    /** The PEM private key itself (local stand-in)... */
    MEDIA_SIGNING_PRIVATE_KEY: z.string().min(1).optional(),
    /** ...or the Secrets Manager secret holding it (AWS). */
    MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: z.string().min(1).optional(),
  });

/** The CDN in front of the gallery: revoked media grants and cached pages. */
const cdnSchema = () =>
  z.object({
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
  });

/** A closed account's records. */
const accountDataSchema = () =>
  z.object({
    /** Years a closed account's invoices and VERI*FACTU records are kept (Código de Comercio art. 30: 6). */
    ACCOUNT_RECORD_RETENTION_YEARS: z.coerce.number().int().min(4).max(30).default(6),
  });

/** The public site's private beta and its forms (site/site-config.ts turns it into the site's settings). */
const siteBetaSchema = () =>
  z.object({
    /** The private beta's places (spec: 30). */
    SITE_BETA_PLACES: z.coerce.number().int().min(0).max(10_000).default(30),
    /** When the beta's countdown ends (ISO date-time with offset); without it the site answers site.configuration_error. */
    SITE_BETA_DEADLINE: z.iso.datetime({ offset: true }).optional(),
    /** The month paid plans are expected to start (YYYY-MM), told on the beta page; absent, no date is announced. */
    SITE_PAYMENTS_START: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(),
    /** Who reads the site's forms; without it the site answers site.configuration_error. */
    SITE_OPERATOR_EMAIL: z.string().email().optional(),
  });

/** The dashboard's support feedback and chat. */
const supportSchema = () =>
  z.object({
    /**
     * Where the dashboard's support-feedback modal and assistant chat are delivered (an n8n, Zapier
     * or own endpoint; the URL may carry its token, so it never reaches the browser). Without one,
     * the route answers support.feedback_not_configured / support.chat_not_configured.
     */
    SUPPORT_FEEDBACK_WEBHOOK_URL: z.string().url().optional(),
    SUPPORT_CHAT_WEBHOOK_URL: z.string().url().optional(),
    /** How long a webhook may take to answer before support.no_response: under the HTTP functions' 10 s timeout. */
    SUPPORT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(200).max(9_000).default(8_000),
  });

/** VERI*FACTU: the producer, the AEAT, the certificates, the submission queue and the obligation dates. */
const verifactuSchema = () =>
  z.object({
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
  });

/** The gallery's zip builder. */
const galleryZipSchema = () =>
  z.object({
    /** The queue of gallery zip parts to build (FIFO, one message group per zip job: gallery/workers/zip-queue.ts). */
    GALLERY_ZIP_QUEUE_URL: z.string().url().optional(),
  });

/** The scheduled exchange-rate update. */
const exchangeRatesSchema = () =>
  z.object({
    /**
     * The folder of the ECB's reference-rate feeds (eurofxref-daily.xml, eurofxref-hist-90d.xml),
     * read by the scheduled rate update; the local stack sets its stand-in (infra/local/ecb).
     */
    ECB_RATES_URL: z.string().url().endsWith('/').default('https://www.ecb.europa.eu/stats/eurofxref/'),
  });

/** Stripe, as the payments, billing and gallery functions call it. */
const stripeSchema = () =>
  z.object({
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
  });

/** The payment events' queue. */
const paymentEventsSchema = () =>
  z.object({
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
export type AppConfig = z.infer<ReturnType<typeof appSchema>>;
export type AuthConfig = z.infer<ReturnType<typeof authSchema>>;
export type MailConfig = z.infer<ReturnType<typeof mailSchema>>;
export type MediaSigningConfig = z.infer<ReturnType<typeof mediaSigningSchema>>;
export type CdnConfig = z.infer<ReturnType<typeof cdnSchema>>;
export type AccountDataConfig = z.infer<ReturnType<typeof accountDataSchema>>;
export type SiteBetaConfig = z.infer<ReturnType<typeof siteBetaSchema>>;
export type SupportConfig = z.infer<ReturnType<typeof supportSchema>>;
export type VerifactuConfig = z.infer<ReturnType<typeof verifactuSchema>>;
export type GalleryZipConfig = z.infer<ReturnType<typeof galleryZipSchema>>;
export type ExchangeRatesConfig = z.infer<ReturnType<typeof exchangeRatesSchema>>;
export type StripeConfig = z.infer<ReturnType<typeof stripeSchema>>;
export type PaymentEventsConfig = z.infer<ReturnType<typeof paymentEventsSchema>>;

/** Each part as parsed, by name, until resetConfig. */
const parsed = new Map<string, unknown>();

/** Empty values count as absent, as the SDK treats them. */
const nonEmpty = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

const partOf = <S extends z.ZodType>(name: string, schema: () => S, env: () => Record<string, unknown> = () => process.env): z.output<S> => {
  if (!parsed.has(name)) parsed.set(name, schema().parse(env()));
  return parsed.get(name) as z.output<S>;
};

export const awsCallConfig = (): AwsCallConfig => partOf('awsCall', awsCallSchema, () => nonEmpty(process.env));

export const observabilityConfig = (): ObservabilityConfig => partOf('observability', () => observabilitySchema);

export const appConfig = (): AppConfig => partOf('app', appSchema);
export const authConfig = (): AuthConfig => partOf('auth', authSchema);
export const mailConfig = (): MailConfig => partOf('mail', mailSchema);
export const mediaSigningConfig = (): MediaSigningConfig => partOf('mediaSigning', mediaSigningSchema);
export const cdnConfig = (): CdnConfig => partOf('cdn', cdnSchema);
export const accountDataConfig = (): AccountDataConfig => partOf('accountData', accountDataSchema);
export const siteBetaConfig = (): SiteBetaConfig => partOf('siteBeta', siteBetaSchema);
export const supportConfig = (): SupportConfig => partOf('support', supportSchema);
export const verifactuConfig = (): VerifactuConfig => partOf('verifactu', verifactuSchema);
export const galleryZipConfig = (): GalleryZipConfig => partOf('galleryZip', galleryZipSchema);
export const exchangeRatesConfig = (): ExchangeRatesConfig => partOf('exchangeRates', exchangeRatesSchema);
export const stripeConfig = (): StripeConfig => partOf('stripe', stripeSchema);
export const paymentEventsConfig = (): PaymentEventsConfig => partOf('paymentEvents', paymentEventsSchema);

/** For tests that change the environment between cases. */
export const resetConfig = (): void => {
  parsed.clear();
};
