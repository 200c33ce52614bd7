import * as contracts from '@fotostudio/shared/contracts/site';
import { appConfig } from '../../lib/config.js';
import { publicRoute, type RouteHandler } from '../../lib/http/http-function.js';
import { viewerIpOf } from '../../lib/http/viewer-address.js';
import { configuredDeclaration } from '../../billing/verifactu/producer.js';
import { betaStatus } from '../../site/beta-programme.js';
import { issueFormTicket } from '../../site/form-ticket.js';
import { recordPageView } from '../../site/page-views.js';
import { applyToBeta, sendContactMessage, sendFeedback } from '../../site/site-forms.js';

export const siteHandlers: RouteHandler[] = [
  publicRoute(contracts.getBetaStatus, () => betaStatus()),
  publicRoute(contracts.getSoftwareDeclaration, async () => {
    const { declaration, problems } = configuredDeclaration();
    const { name: producerName, nif: producerNif, ...rest } = declaration;
    return { ...rest, producerName, producerNif, complete: problems.length === 0 };
  }),
  publicRoute(contracts.getFormTicket, ({ query }) => issueFormTicket(query.form)),
  publicRoute(contracts.applyToBeta, ({ body }) => applyToBeta(body)),
  publicRoute(contracts.sendFeedback, ({ body }) => sendFeedback(body)),
  publicRoute(contracts.sendContactMessage, ({ body }) => sendContactMessage(body)),
  publicRoute(contracts.recordPageView, async ({ body, event }) => {
    await recordPageView({
      view: body,
      // The edge's viewer address (never X-Forwarded-For, which the caller writes); used only through anonymiseIp.
      sourceIp: viewerIpOf(event) ?? 'unknown',
      userAgent: event.headers['user-agent'] ?? '',
      ownHost: new URL(appConfig().APP_URL).hostname,
    });
    return { counted: true as const };
  }),
];
