import { acceptQuote, getQuotePage, revokeQuoteLink, shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import * as links from '../../billing/quote-link.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';
import { viewerIpOf } from '../../lib/http/viewer-address.js';
import { quoteLinkRoute } from './quote-link-route.js';

export const quotePageHandlers = [
  photographerRoute(shareQuoteLink, async ({ caller, params, body }) => ({ link: await links.shareQuoteLink(caller.photographerId, params.quoteId, body.expiresOn) })),
  photographerRoute(revokeQuoteLink, async ({ caller, params }) => ({ link: await links.revokeQuoteLink(caller.photographerId, params.quoteId) })),
  quoteLinkRoute(getQuotePage, async ({ quote }) => ({ quote: await links.publicQuoteOf(quote) })),
  quoteLinkRoute(acceptQuote, async ({ quote, event }) => {
    // The edge's viewer address (never X-Forwarded-For, which the caller writes).
    const accepted = await links.acceptQuoteOfLink(quote, { ip: viewerIpOf(event) ?? 'unknown', userAgent: event.headers['user-agent'] ?? '' });
    return { quote: await links.publicQuoteOf(accepted) };
  }),
];
