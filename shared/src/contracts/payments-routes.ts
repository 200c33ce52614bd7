// The payments domain's part of the route table (routes.ts joins every domain's part).
import { galleryExtrasReturn, getPaymentsAccount, refreshPaymentsAccount, startOnboarding, stripeWebhook, updatePaymentMethods } from './payments.js';
import { defineDomainRoutes } from './route.js';
import { payQuoteDeposit } from './billing/quote-page.js';

export const paymentsRoutes = defineDomainRoutes('payments', [getPaymentsAccount, startOnboarding, refreshPaymentsAccount, updatePaymentMethods, stripeWebhook, galleryExtrasReturn, payQuoteDeposit]);
