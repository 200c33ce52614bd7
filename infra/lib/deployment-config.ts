// The deployment's configuration, read once from CDK context (cdk.json or `-c key=value`) and
// validated, so a typo fails `cdk synth` with a readable message instead of deploying nonsense.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import * as z from 'zod';
import { PLACEHOLDER_PRODUCER_NIF, producerProblems } from '@fotostudio/shared/verifactu/producer-declaration';
import { defaultWebDistPath, fromRepoRoot } from './repo-paths.js';

/** Development placeholder; operators pass their own key with `-c mediaSigningPublicKey=...`. */
export const devMediaSigningPublicKeyFile = fileURLToPath(new URL('./dev-media-signing-public-key.pem', import.meta.url));

/** Empty strings in cdk.json mean "not set". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const hostname = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The producer NIF cdk.json gives the dev stage (shared/src/verifactu/producer-declaration.ts: a placeholder). */
export const DEV_PRODUCER_NIF = PLACEHOLDER_PRODUCER_NIF;

const contextSchema = z
  .object({
    // Stage names end up in stack names and S3 bucket names (63 characters, lower case).
    stage: z.string().regex(/^[a-z][a-z0-9-]{0,11}$/, 'stage: lower-case letters, digits and "-", at most 12 characters'),
    region: optionalText.pipe(z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region: an AWS region such as eu-west-1').optional()),
    account: optionalText.pipe(z.string().regex(/^\d{12}$/, 'account: a 12-digit AWS account id').optional()),
    domainName: optionalText.pipe(z.string().toLowerCase().regex(hostname, 'domainName: a host name such as app.example.com').optional()),
    /** ACM certificate for domainName; CloudFront only accepts certificates from us-east-1. */
    certificateArn: optionalText.pipe(
      z.string().regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'certificateArn: an ACM certificate ARN in us-east-1').optional(),
    ),
    sesFromAddress: z.string().trim().toLowerCase().pipe(z.email('sesFromAddress: an e-mail address')),
    logLevel: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    mediaSigningPublicKey: optionalText.pipe(
      z
        .string()
        .regex(/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*$/, 'mediaSigningPublicKey: a PEM-encoded public key')
        .optional(),
    ),
    webDistPath: optionalText,
    /** The private beta's places (spec: 30). */
    betaPlaces: z.coerce.number().int().min(0).max(10_000).default(30),
    /** When the beta page's countdown ends; without it (or operatorEmail) the site's forms answer site.configuration_error. */
    betaDeadline: optionalText.pipe(z.iso.datetime({ offset: true, message: 'betaDeadline: an ISO date-time with offset, e.g. 2027-01-31T23:59:59+01:00' }).optional()),
    /** The month paid plans are expected to start (YYYY-MM), shown on the beta page; without it the page names no date. */
    paymentsStart: optionalText.pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'paymentsStart: a month as YYYY-MM, e.g. 2027-06').optional()),
    /** Who receives the site's beta applications, feedback and contact messages. */
    operatorEmail: optionalText.pipe(z.string().toLowerCase().pipe(z.email('operatorEmail: an e-mail address')).optional()),
    /**
     * Where the dashboard's support-feedback modal and assistant chat are posted (HTTPS; the URL
     * may carry the receiver's token: it stays in the account function's environment). Without
     * one, that feature answers its not-configured error. The chat's must answer `{ "reply": "..." }`.
     */
    supportFeedbackWebhookUrl: optionalText.pipe(z.url({ protocol: /^https$/, error: 'supportFeedbackWebhookUrl: an https:// URL' }).optional()),
    supportChatWebhookUrl: optionalText.pipe(z.url({ protocol: /^https$/, error: 'supportChatWebhookUrl: an https:// URL' }).optional()),
    /**
     * The software producer every VERI*FACTU record names (SistemaInformatico): its legal name,
     * its NIF and the product's version. No default: a deployment names the real producer
     * (the billing function's own defaults are for the local stand-in only).
     */
    verifactuProducerName: z.string({ error: 'verifactuProducerName: the legal name of the software producer' }).trim().min(1, 'verifactuProducerName: the legal name of the software producer').max(120, 'verifactuProducerName: at most 120 characters'),
    verifactuProducerNif: z
      .string({ error: "verifactuProducerNif: the software producer's NIF (9 characters)" })
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{9}$/, "verifactuProducerNif: the software producer's NIF (9 characters)"),
    verifactuSoftwareVersion: z.string({ error: 'verifactuSoftwareVersion: the version the records name' }).trim().min(1, 'verifactuSoftwareVersion: the version the records name').max(50, 'verifactuSoftwareVersion: at most 50 characters'),
    /**
     * The rest of the producer's responsible declaration (Orden HAC/1177/2024 art. 15, issue 24
     * point 7): its postal address, and the place ("Town, Country") and day (yyyy-mm-dd) it was
     * signed. A production deployment needs them; without them the worker submits nothing.
     */
    verifactuProducerAddress: optionalText.pipe(z.string().max(200, 'verifactuProducerAddress: at most 200 characters').optional()),
    verifactuDeclarationPlace: optionalText.pipe(z.string().max(120, 'verifactuDeclarationPlace: at most 120 characters').optional()),
    verifactuDeclarationDate: optionalText.pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'verifactuDeclarationDate: the day the declaration was signed, yyyy-mm-dd').optional()),
    /**
     * The operator's certificate, for photographers who declare the operator their representative
     * before the AEAT (issue 24 point 2, second option): the ARN of a Secrets Manager secret the
     * operator created holding `{"p12": "<base64>", "password": "..."}`. Only the ARN is
     * configuration, never the certificate; only the submitting worker may read it.
     */
    /** The AEAT's environment records go to and QR codes point at (issue 24 point 3): pre-production until the operator's first contact is done (docs/deploy.md). */
    verifactuAeatEnvironment: z.enum(['test', 'production'], { error: "verifactuAeatEnvironment: 'test' (the AEAT's pre-production) or 'production'" }).default('test'),
    verifactuOperatorCertificateSecretArn: optionalText.pipe(
      z.string().regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+$/, 'verifactuOperatorCertificateSecretArn: a Secrets Manager secret ARN').optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.domainName && !value.certificateArn) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'certificateArn is required when domainName is set (CloudFront needs it to serve the domain)' });
    }
    if (value.certificateArn && !value.domainName) {
      ctx.addIssue({ code: 'custom', path: ['domainName'], message: 'domainName is required when certificateArn is set' });
    }
    // cdk.json's dev stage names a placeholder producer; records issued on a real domain (or the
    // prod stage) are fiscal: the producer's declaration must be complete (issue 24 point 7).
    if (value.domainName || value.stage === 'prod') {
      if (value.verifactuProducerNif === DEV_PRODUCER_NIF) {
        ctx.addIssue({ code: 'custom', path: ['verifactuProducerNif'], message: `verifactuProducerNif: ${DEV_PRODUCER_NIF} is the dev stage's placeholder; a production deployment names the real producer` });
      }
      const problems = producerProblems({
        name: value.verifactuProducerName,
        nif: value.verifactuProducerNif,
        address: value.verifactuProducerAddress,
        version: value.verifactuSoftwareVersion,
        place: value.verifactuDeclarationPlace,
        date: value.verifactuDeclarationDate,
      }).filter((problem) => !problem.includes(DEV_PRODUCER_NIF));
      for (const problem of problems) ctx.addIssue({ code: 'custom', path: ['verifactuProducer'], message: `producer declaration: ${problem} (a production deployment's declaration must be complete)` });
    }
    if (value.domainName && !value.sesFromAddress.endsWith(`@${value.domainName}`)) {
      ctx.addIssue({ code: 'custom', path: ['sesFromAddress'], message: `sesFromAddress must be an address of ${value.domainName}, the SES identity` });
    }
  });

export type LogLevel = z.infer<typeof contextSchema>['logLevel'];

export interface DeploymentConfig {
  stage: string;
  /** Undefined parts make the stacks environment-agnostic (offline synth, tests). */
  env: { account?: string; region?: string };
  domainName?: string;
  certificateArn?: string;
  sesFromAddress: string;
  logLevel: LogLevel;
  mediaSigningPublicKeyPem: string;
  /** True when the PEM is the committed development placeholder. */
  usesDevMediaSigningKey: boolean;
  webDistPath: string;
  site: { betaPlaces: number; betaDeadline?: string; paymentsStart?: string; operatorEmail?: string };
  verifactu: {
    producerName: string;
    producerNif: string;
    softwareVersion: string;
    producerAddress?: string;
    declarationPlace?: string;
    declarationDate?: string;
    operatorCertificateSecretArn?: string;
    aeatEnvironment: 'test' | 'production';
  };
  support: { feedbackWebhookUrl?: string; chatWebhookUrl?: string };
}

const contextKeys = ['stage', 'region', 'account', 'domainName', 'certificateArn', 'sesFromAddress', 'logLevel', 'mediaSigningPublicKey', 'webDistPath', 'betaPlaces', 'betaDeadline', 'paymentsStart', 'operatorEmail', 'verifactuProducerName', 'verifactuProducerNif', 'verifactuSoftwareVersion', 'verifactuProducerAddress', 'verifactuDeclarationPlace', 'verifactuDeclarationDate', 'verifactuOperatorCertificateSecretArn', 'verifactuAeatEnvironment', 'supportFeedbackWebhookUrl', 'supportChatWebhookUrl'] as const;

/**
 * Reads and validates the context of `node` (normally the App). Region and account fall back
 * to CDK_DEFAULT_REGION / CDK_DEFAULT_ACCOUNT, which the CLI sets from the caller's profile.
 */
export const readDeploymentConfig = (node: Node, processEnv: NodeJS.ProcessEnv = process.env): DeploymentConfig => {
  const raw: Record<string, unknown> = Object.fromEntries(contextKeys.map((key) => [key, node.tryGetContext(key)]));
  raw.region ??= processEnv.CDK_DEFAULT_REGION;
  raw.account ??= processEnv.CDK_DEFAULT_ACCOUNT;

  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'context'}: ${issue.message}`);
    throw new Error(`Invalid CDK context:\n${problems.join('\n')}`);
  }
  const context = parsed.data;

  return {
    stage: context.stage,
    env: { account: context.account, region: context.region },
    domainName: context.domainName,
    certificateArn: context.certificateArn,
    sesFromAddress: context.sesFromAddress,
    logLevel: context.logLevel,
    mediaSigningPublicKeyPem: (context.mediaSigningPublicKey ?? readFileSync(devMediaSigningPublicKeyFile, 'utf8')).trim(),
    usesDevMediaSigningKey: context.mediaSigningPublicKey === undefined,
    webDistPath: context.webDistPath ? path.resolve(fromRepoRoot('.'), context.webDistPath) : defaultWebDistPath,
    site: { betaPlaces: context.betaPlaces, betaDeadline: context.betaDeadline, paymentsStart: context.paymentsStart, operatorEmail: context.operatorEmail },
    verifactu: {
      producerName: context.verifactuProducerName,
      producerNif: context.verifactuProducerNif,
      softwareVersion: context.verifactuSoftwareVersion,
      producerAddress: context.verifactuProducerAddress,
      declarationPlace: context.verifactuDeclarationPlace,
      declarationDate: context.verifactuDeclarationDate,
      operatorCertificateSecretArn: context.verifactuOperatorCertificateSecretArn,
      aeatEnvironment: context.verifactuAeatEnvironment,
    },
    support: { feedbackWebhookUrl: context.supportFeedbackWebhookUrl, chatWebhookUrl: context.supportChatWebhookUrl },
  };
};

/**
 * The VERI*FACTU producer's environment (functions/src/lib/config.ts validates it again at run
 * time): the billing function names it in every record, the site function publishes the
 * declaration, the submitting worker refuses to send while it is incomplete.
 */
export const verifactuProducerEnvironment = ({ verifactu }: DeploymentConfig): Record<string, string> => ({
  VERIFACTU_PRODUCER_NAME: verifactu.producerName,
  VERIFACTU_PRODUCER_NIF: verifactu.producerNif,
  VERIFACTU_SOFTWARE_VERSION: verifactu.softwareVersion,
  VERIFACTU_AEAT_ENVIRONMENT: verifactu.aeatEnvironment,
  ...(verifactu.producerAddress ? { VERIFACTU_PRODUCER_ADDRESS: verifactu.producerAddress } : {}),
  ...(verifactu.declarationPlace ? { VERIFACTU_DECLARATION_PLACE: verifactu.declarationPlace } : {}),
  ...(verifactu.declarationDate ? { VERIFACTU_DECLARATION_DATE: verifactu.declarationDate } : {}),
});
