// The payments account as the API answers it: what was never set reads as the defaults.
import { DEFAULT_PAYMENT_METHODS, type ConnectState, type PaymentsAccount } from '@fotostudio/shared/contracts/payments';
import { CHECKOUT_MIN_CENTS } from '@fotostudio/shared/payments/checkout-request';
import type { PaymentsAccountItem } from '../data/entities/payments.js';
import { termsOfAccount } from './checkout-session.js';

const stateOf = (item: PaymentsAccountItem | undefined): ConnectState => {
  if (!item?.stripeAccountId) return 'not_connected';
  if (!item.chargesEnabled) return 'details_missing';
  return item.payoutsEnabled ? 'payouts_enabled' : 'charges_enabled';
};

export const toPaymentsAccount = (item: PaymentsAccountItem | undefined): PaymentsAccount => ({
  state: stateOf(item),
  stripeAccountId: item?.stripeAccountId ?? null,
  accountType: item?.accountType ?? null,
  detailsSubmitted: item?.detailsSubmitted ?? false,
  chargesEnabled: item?.chargesEnabled ?? false,
  payoutsEnabled: item?.payoutsEnabled ?? false,
  bizumActive: item?.bizumActive ?? false,
  requirementsDue: item?.requirementsDue ?? [],
  methods: {
    card: item?.card ?? DEFAULT_PAYMENT_METHODS.card,
    bizum: item?.bizum ?? DEFAULT_PAYMENT_METHODS.bizum,
    bizumMaxCents: item?.bizumMaxCents ?? DEFAULT_PAYMENT_METHODS.bizumMaxCents,
    sepaDebit: item?.sepaDebit ?? DEFAULT_PAYMENT_METHODS.sepaDebit,
  },
  stateAsOf: item?.stateAsOf ? new Date(item.stateAsOf * 1000).toISOString() : null,
  // Checkout's own rule (checkoutTerms) for a payment confirmed at once: the package form offers the gallery extras' setting on it.
  takesGalleryExtras: !termsOfAccount(item, CHECKOUT_MIN_CENTS, 'galleryExtras').refusal,
});
