// The agreements domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import { createAgreement, createTemplate, getAgreement, getSignerAgreement, getTemplate, listAgreements, listProvidedTemplates, listTemplates, sendAgreement, updateAgreement, updateTemplate, withdrawAgreement } from './agreements.js';
import { countersignAgreement, declineSignerAgreement, extendAgreement, getAgreementPdf, getSignerPdf, remindAgreement, resendAgreement, sendSignCode, signAgreement, verifySignCode } from './agreement-actions.js';
import { defineDomainRoutes } from './route.js';

export const agreementsRoutes = defineDomainRoutes('agreements', [
  listTemplates,
  listProvidedTemplates,
  createTemplate,
  getTemplate,
  updateTemplate,
  listAgreements,
  createAgreement,
  getAgreement,
  updateAgreement,
  sendAgreement,
  withdrawAgreement,
  // The signer's link (issue 26 point 5): the agreement link holder caller kind.
  getSignerAgreement,
  // The lifecycle (issue 26 points 2 and 4): reminders, extension, resending, and the signer's decline.
  remindAgreement,
  extendAgreement,
  resendAgreement,
  declineSignerAgreement,
  // Signing (issue 26 point 3): the one-time code, the signature, the signed PDF.
  sendSignCode,
  verifySignCode,
  signAgreement,
  getSignerPdf,
  getAgreementPdf,
  // The photographer's countersignature (issue 26's leftovers).
  countersignAgreement,
]);
