// The site domain's part of the route table (routes.ts joins every domain's part): the
// marketing site's forms, the beta status and page views. Its Lambda function imports only this.
import { defineDomainRoutes } from './route.js';
import { applyToBeta, getBetaStatus, getFormTicket, getSoftwareDeclaration, recordPageView, sendContactMessage, sendFeedback } from './site.js';

export const siteRoutes = defineDomainRoutes('site', [getBetaStatus, getFormTicket, applyToBeta, sendFeedback, sendContactMessage, recordPageView, getSoftwareDeclaration]);
