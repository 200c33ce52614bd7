import * as contracts from '@fotostudio/shared/contracts/site';
import { config } from '../../lib/config.js';
import { publicRoute, type RouteHandler } from '../../lib/http/http-function.js';
import type { HttpEvent } from '../../lib/http/types.js';
import { betaStatus } from '../../site/beta-programme.js';
import { issueFormTicket } from '../../site/form-ticket.js';
import { recordPageView } from '../../site/page-views.js';
import { applyToBeta, sendContactMessage, sendFeedback } from '../../site/site-forms.js';

/**
 * The visitor's IP: CloudFront puts the viewer's address first in X-Forwarded-For (API
 * Gateway's own sourceIp is then CloudFront's). Used only through anonymiseIp.
 */
const visitorIp = (event: HttpEvent): string => event.headers['x-forwarded-for']?.split(',')[0]?.trim() || event.requestContext.http.sourceIp;

export const siteHandlers: RouteHandler[] = [
  publicRoute(contracts.getBetaStatus, () => betaStatus()),
  publicRoute(contracts.getFormTicket, ({ query }) => issueFormTicket(query.form)),
  publicRoute(contracts.applyToBeta, ({ body }) => applyToBeta(body)),
  publicRoute(contracts.sendFeedback, ({ body }) => sendFeedback(body)),
  publicRoute(contracts.sendContactMessage, ({ body }) => sendContactMessage(body)),
  publicRoute(contracts.recordPageView, async ({ body, event }) => {
    await recordPageView({
      view: body,
      sourceIp: visitorIp(event),
      userAgent: event.headers['user-agent'] ?? '',
      ownHost: new URL(config().APP_URL).hostname,
    });
    return { counted: true as const };
  }),
];
