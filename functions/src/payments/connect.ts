// Connect (issue 25 point 1, docs/payments.md): one connected account per photographer, created
// on the first "Conectar con Stripe" and reused after; Stripe's hosted onboarding opened through
// an Account Link; the account's state read back on return and told by `account.updated`.
import type { PaymentMethods, PaymentsAccount, StripeAccountType } from '@fotostudio/shared/contracts/payments';
import type Stripe from 'stripe';
import { readPaymentsAccount, recordConnectedAccount, storeConnectStateIfNewer, storePaymentMethods, type ConnectState } from '../data/stores/payments.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { stripeClient, stripeUnavailable } from './stripe-client.js';
import { toPaymentsAccount } from './views.js';

/** Where Stripe sends the browser back: Settings → Billing, told whether to refresh or restart. */
const settingsUrl = (outcome: 'return' | 'refresh') => `${appConfig().APP_URL}/dashboard/settings?tab=billing&stripe=${outcome}`;

/** What the app keeps of a Stripe account. */
export const connectStateOf = (account: Pick<Stripe.Account, 'details_submitted' | 'charges_enabled' | 'payouts_enabled' | 'requirements' | 'capabilities'>): ConnectState => ({
  detailsSubmitted: account.details_submitted ?? false,
  chargesEnabled: account.charges_enabled ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
  bizumActive: account.capabilities?.bizum_payments === 'active',
  requirementsDue: account.requirements?.currently_due ?? [],
});

const callStripe = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw stripeUnavailable(error);
  }
};

export const getPaymentsAccount = async (photographerId: string): Promise<PaymentsAccount> => toPaymentsAccount(await readPaymentsAccount(photographerId));

/**
 * The photographer's connected account, created once: the idempotency key makes a retried or
 * concurrent creation answer the same Stripe account, and the conditional write keeps the first
 * one recorded.
 */
const connectedAccountOf = async (photographerId: string, accountType: StripeAccountType): Promise<string> => {
  const stored = await readPaymentsAccount(photographerId);
  if (stored?.stripeAccountId) return stored.stripeAccountId;
  const stripe = await stripeClient();
  const account = await callStripe(() =>
    stripe.accounts.create(
      {
        type: accountType,
        country: 'ES',
        default_currency: 'eur',
        // Bizum and SEPA Direct Debit are capabilities of their own: without them Checkout never offers them.
        capabilities: { card_payments: { requested: true }, transfers: { requested: true }, bizum_payments: { requested: true }, sepa_debit_payments: { requested: true } },
        metadata: { photographerId },
      },
      { idempotencyKey: `connect-account-${photographerId}` },
    ),
  );
  if (await recordConnectedAccount(photographerId, account.id, accountType)) return account.id;
  const winner = await readPaymentsAccount(photographerId);
  if (!winner?.stripeAccountId) throw new Error('the connected account was neither recorded nor found');
  return winner.stripeAccountId;
};

export const startOnboarding = async (photographerId: string, accountType: StripeAccountType): Promise<{ url: string; expiresAt: string }> => {
  const accountId = await connectedAccountOf(photographerId, accountType);
  const stripe = await stripeClient();
  const link = await callStripe(() =>
    stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', refresh_url: settingsUrl('refresh'), return_url: settingsUrl('return') }),
  );
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
};

/**
 * Reads the account from Stripe (on return from onboarding) and stores it, unless an event as new
 * was stored. Events are dated in whole seconds: a read during second T is stored as of T - 1, so
 * an event created during T (it may tell a change made after the read) still applies.
 */
export const refreshPaymentsAccount = async (photographerId: string, now: Date = new Date()): Promise<PaymentsAccount> => {
  const stored = await readPaymentsAccount(photographerId);
  const accountId = stored?.stripeAccountId;
  if (!accountId) throw new DomainError('payments.not_connected');
  const stripe = await stripeClient();
  const account = await callStripe(() => stripe.accounts.retrieve(accountId));
  await storeConnectStateIfNewer(photographerId, accountId, connectStateOf(account), Math.floor(now.getTime() / 1000) - 1);
  return toPaymentsAccount(await readPaymentsAccount(photographerId));
};

export const updatePaymentMethods = async (photographerId: string, methods: PaymentMethods): Promise<PaymentsAccount> =>
  toPaymentsAccount(await storePaymentMethods(photographerId, methods));
