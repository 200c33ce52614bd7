// A quote's deposit paid by its client from the quote page (issue 25 point 3): in the payments
// function, the one that talks to Stripe; the caller is the quote link's holder (billing's preset).
import { payQuoteDeposit } from '@fotostudio/shared/contracts/billing/quote-page';
import { payDepositOfLink } from '../../billing/quote-deposit-checkout.js';
import { quoteLinkRoute } from '../billing/quote-link-route.js';

export const depositHandlers = [quoteLinkRoute(payQuoteDeposit, ({ quote, quoteToken }) => payDepositOfLink(quote, quoteToken))];
