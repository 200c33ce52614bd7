// The agreements domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import {
  createAgreement,
  createTemplate,
  getAgreement,
  getAgreementPdf,
  getSignerAgreement,
  getSignerPdf,
  getTemplate,
  listAgreements,
  listProvidedTemplates,
  listTemplates,
  sendAgreement,
  sendSignCode,
  signAgreement,
  updateAgreement,
  updateTemplate,
  verifySignCode,
  withdrawAgreement,
} from './agreements.js';
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
  // Signing (issue 26 point 3): the one-time code, the signature, the signed PDF.
  sendSignCode,
  verifySignCode,
  signAgreement,
  getSignerPdf,
  getAgreementPdf,
]);
