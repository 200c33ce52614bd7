import { askAssistant, sendFeedback } from '@fotostudio/shared/contracts/support';
import * as support from '../../support/support-webhooks.js';
import { photographerRoute } from '../../lib/http/http-function.js';

/** The support-feedback modal and the assistant chat, relayed to their webhooks (support/support-webhooks.ts). */
export const supportHandlers = [
  photographerRoute(sendFeedback, ({ caller, body }) => support.sendFeedback(caller.photographerId, body)),
  photographerRoute(askAssistant, ({ caller, body }) => support.askAssistant(caller.photographerId, body)),
];
