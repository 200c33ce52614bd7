// The one way to Stripe: the official SDK (stripe 23.1.0) pinned to its API version, built with
// the platform's secret key read through config (given directly by the local stack, or once per
// cold start from Secrets Manager on AWS). The local stack's STRIPE_API_URL points the SDK's
// host, port and protocol at the local stand-in (infra/local/stripe); nothing else differs.
// The SDK (256 KiB) is loaded by the first request that needs it, from the node_modules the CDK
// app installs beside the bundle (docs/decisions/0003-lazy-packages.md): the gallery function's
// cold start, which its clients wait on, never parses it.
import type Stripe from 'stripe';
import { awsJsonCall, SECRETS_MANAGER } from '../lib/aws-json.js';
import { stripeConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';

/**
 * The API version every request and every webhook event is rendered in: the SDK's own
 * (stripe-node 23.1.0 pins 2026-10-28.endive). The webhook endpoint is created with the same
 * version (docs/payments.md), so events parse as the SDK's types say.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

let cachedKeys: Promise<StripeKeys | undefined> | undefined;

const loadKeys = async (): Promise<StripeKeys | undefined> => {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_SECRETS_ID } = stripeConfig();
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (!STRIPE_SECRETS_ID) return undefined;
  const secret = await awsJsonCall<{ SecretString?: string }>(SECRETS_MANAGER, 'GetSecretValue', { SecretId: STRIPE_SECRETS_ID });
  let parsed: unknown;
  try {
    parsed = JSON.parse(secret.SecretString ?? '');
  } catch {
    return undefined;
  }
  const { secretKey, webhookSecret } = (parsed ?? {}) as Partial<Record<keyof StripeKeys, unknown>>;
  return typeof secretKey === 'string' && secretKey.startsWith('sk_') && typeof webhookSecret === 'string' && webhookSecret.startsWith('whsec_')
    ? { secretKey, webhookSecret }
    : undefined;
};

/** Stripe's keys, or payments.not_configured while the operator has stored none. */
const stripeKeys = async (): Promise<StripeKeys> => {
  cachedKeys ??= loadKeys().catch((error: unknown) => {
    cachedKeys = undefined;
    throw error;
  });
  const keys = await cachedKeys;
  if (!keys) {
    cachedKeys = undefined;
    throw new DomainError('payments.not_configured');
  }
  return keys;
};

let cachedClient: { key: string; client: Stripe } | undefined;

/** Where the SDK sends requests: api.stripe.com, or the stand-in's host, port and protocol. */
const hostOptions = (): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> => {
  const { STRIPE_API_URL } = stripeConfig();
  if (!STRIPE_API_URL) return {};
  const url = new URL(STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
};

export const stripeClient = async (): Promise<Stripe> => {
  const { secretKey } = await stripeKeys();
  if (cachedClient?.key !== secretKey) {
    const { default: Stripe } = await import('stripe');
    cachedClient = {
      key: secretKey,
      client: new Stripe(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        ...hostOptions(),
        // Under the HTTP functions' 10 s timeout; a network error or 5xx is tried once more
        // (POSTs carry an idempotency key, so a retry never creates twice).
        timeout: 8_000,
        maxNetworkRetries: 1,
        telemetry: false,
        appInfo: { name: 'Fotostudio' },
      }),
    };
  }
  return cachedClient.client;
};

/** The webhook endpoint's signing secret (`whsec_…`). */
export const stripeWebhookSecret = async (): Promise<string> => (await stripeKeys()).webhookSecret;

/** A Stripe API failure the caller did not cause, as its catalogue code; the cause kept for the log. */
export const stripeUnavailable = (cause: unknown): DomainError => new DomainError('payments.stripe_unavailable', { cause });

/** For tests that change the environment between cases. */
export const resetStripeClient = (): void => {
  cachedKeys = undefined;
  cachedClient = undefined;
};
