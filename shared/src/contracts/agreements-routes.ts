// The agreements domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts.
import {
  createAgreement,
  createTemplate,
  getAgreement,
  getSignerAgreement,
  getTemplate,
  listAgreements,
  listProvidedTemplates,
  listTemplates,
  sendAgreement,
  updateAgreement,
  updateTemplate,
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
]);
