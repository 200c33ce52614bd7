import { createAgreement, getAgreement, getSignerAgreement, listAgreements, sendAgreement, updateAgreement, withdrawAgreement } from '@fotostudio/shared/contracts/agreements';
import { countersignAgreement, declineSignerAgreement, extendAgreement, getAgreementPdf, getSignerPdf, remindAgreement, resendAgreement, sendSignCode, signAgreement, verifySignCode } from '@fotostudio/shared/contracts/agreement-actions';
import * as lifecycle from '../../agreements/agreement-lifecycle.js';
import * as agreements from '../../agreements/agreements.js';
import { countersignAgreement as countersign } from '../../agreements/countersign.js';
import { declineAsSigner } from '../../agreements/signer-decline.js';
import { sendSignCode as sendCode, verifySignCode as verifyCode } from '../../agreements/sign-code.js';
import { agreementPdfLink, signedPdfLink } from '../../agreements/signed-pdf.js';
import { openSignerAgreement } from '../../agreements/signer-view.js';
import { signAgreement as sign } from '../../agreements/signing.js';
import { viewerIpOf } from '../../lib/http/viewer-address.js';
import { photographerRoute } from '../../lib/http/http-function.js';
import { agreementLinkRoute } from './agreement-link-route.js';

export const agreementHandlers = [
  photographerRoute(listAgreements, async ({ caller, query }) => ({ agreements: await agreements.listAgreements(caller.photographerId, query) })),
  photographerRoute(createAgreement, async ({ caller, body }) => ({ agreement: await agreements.createAgreement(caller.photographerId, body) })),
  photographerRoute(getAgreement, async ({ caller, params }) => ({ agreement: await agreements.getAgreement(caller.photographerId, params.agreementId) })),
  photographerRoute(updateAgreement, async ({ caller, params, body }) => ({ agreement: await agreements.updateAgreement(caller.photographerId, params.agreementId, body) })),
  photographerRoute(sendAgreement, async ({ caller, params, body }) => ({ agreement: await agreements.sendAgreement(caller.photographerId, params.agreementId, body) })),
  photographerRoute(withdrawAgreement, async ({ caller, params }) => ({ agreement: await agreements.withdrawAgreement(caller.photographerId, params.agreementId) })),
  agreementLinkRoute(getSignerAgreement, async ({ linked }) => ({ agreement: await openSignerAgreement(linked) })),
  // The lifecycle (issue 26): reminders by hand, extension, resending, the signer's decline.
  photographerRoute(remindAgreement, async ({ caller, params }) => ({ agreement: await lifecycle.remindAgreementNow(caller.photographerId, params.agreementId) })),
  photographerRoute(extendAgreement, async ({ caller, params, body }) => ({ agreement: await lifecycle.extendAgreement(caller.photographerId, params.agreementId, body.expiresInDays) })),
  photographerRoute(resendAgreement, async ({ caller, params, body }) => ({ agreement: await lifecycle.resendAgreement(caller.photographerId, params.agreementId, body.expiresInDays) })),
  agreementLinkRoute(declineSignerAgreement, async ({ linked, body }) => ({ agreement: await declineAsSigner(linked, body.reason) })),
  agreementLinkRoute(sendSignCode, async ({ linked }) => sendCode(linked)),
  agreementLinkRoute(verifySignCode, async ({ linked, body }) => verifyCode(linked, body.code)),
  agreementLinkRoute(signAgreement, async ({ linked, body, event }) => ({
    // The IP the edge saw (never a forwarded header); '' when a call bypassed the edge.
    agreement: await sign(linked, body, { ip: viewerIpOf(event) ?? '', userAgent: (event.headers['user-agent'] ?? '').slice(0, 512) }),
  })),
  agreementLinkRoute(getSignerPdf, async ({ linked }) => ({ file: await signedPdfLink(linked.agreement, linked.signer.language) })),
  photographerRoute(getAgreementPdf, async ({ caller, params }) => ({ file: await agreementPdfLink(caller.photographerId, params.agreementId) })),
  // The photographer's countersignature, with the IP and user agent of the request as a signer's.
  photographerRoute(countersignAgreement, async ({ caller, params, body, event }) => ({
    agreement: await countersign(caller.photographerId, params.agreementId, body, { ip: viewerIpOf(event) ?? '', userAgent: (event.headers['user-agent'] ?? '').slice(0, 512) }),
  })),
];
