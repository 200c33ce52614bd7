import {
  createAgreement,
  declineSignerAgreement,
  extendAgreement,
  getAgreement,
  getSignerAgreement,
  listAgreements,
  remindAgreement,
  resendAgreement,
  sendAgreement,
  updateAgreement,
  withdrawAgreement,
} from '@fotostudio/shared/contracts/agreements';
import * as lifecycle from '../../agreements/agreement-lifecycle.js';
import * as agreements from '../../agreements/agreements.js';
import { declineAsSigner } from '../../agreements/signer-decline.js';
import { openSignerAgreement } from '../../agreements/signer-view.js';
import { photographerRoute } from '../../lib/http/http-function.js';
import { agreementLinkRoute } from './agreement-link-route.js';

export const agreementHandlers = [
  photographerRoute(listAgreements, async ({ caller, query }) => ({ agreements: await agreements.listAgreements(caller.photographerId, query) })),
  photographerRoute(createAgreement, async ({ caller, body }) => ({ agreement: await agreements.createAgreement(caller.photographerId, body) })),
  photographerRoute(getAgreement, async ({ caller, params }) => ({ agreement: await agreements.getAgreement(caller.photographerId, params.agreementId) })),
  photographerRoute(updateAgreement, async ({ caller, params, body }) => ({ agreement: await agreements.updateAgreement(caller.photographerId, params.agreementId, body) })),
  photographerRoute(sendAgreement, async ({ caller, params }) => ({ agreement: await agreements.sendAgreement(caller.photographerId, params.agreementId) })),
  photographerRoute(withdrawAgreement, async ({ caller, params }) => ({ agreement: await agreements.withdrawAgreement(caller.photographerId, params.agreementId) })),
  agreementLinkRoute(getSignerAgreement, async ({ linked }) => ({ agreement: await openSignerAgreement(linked) })),
  // The lifecycle (issue 26): reminders by hand, extension, resending, the signer's decline.
  photographerRoute(remindAgreement, async ({ caller, params }) => ({ agreement: await lifecycle.remindAgreementNow(caller.photographerId, params.agreementId) })),
  photographerRoute(extendAgreement, async ({ caller, params, body }) => ({ agreement: await lifecycle.extendAgreement(caller.photographerId, params.agreementId, body.expiresInDays) })),
  photographerRoute(resendAgreement, async ({ caller, params, body }) => ({ agreement: await lifecycle.resendAgreement(caller.photographerId, params.agreementId, body.expiresInDays) })),
  agreementLinkRoute(declineSignerAgreement, async ({ linked, body }) => ({ agreement: await declineAsSigner(linked, body.reason) })),
];
