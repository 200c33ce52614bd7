// Every route's docs (summary and example), joined from route-docs/, one module per contract
// file: read by the docs, the generated test suites and the demo studio, never by a function
// (a dependency-cruiser rule, `functions-import-no-route-docs`, keeps them out of the bundles).
import { accountClosureDocs } from './route-docs/account-closure.js';
import { accountDataDocs } from './route-docs/account-data.js';
import { accountDocs } from './route-docs/account.js';
import { agreementActionsDocs } from './route-docs/agreement-actions.js';
import { agreementsDocs } from './route-docs/agreements.js';
import { billingDocumentRoutesDocs } from './route-docs/billing/document-routes.js';
import { billingInvoicePageDocs } from './route-docs/billing/invoice-page.js';
import { billingInvoicePaymentsDocs } from './route-docs/billing/invoice-payments.js';
import { billingQuotePageDocs } from './route-docs/billing/quote-page.js';
import { billingSettingsDocs } from './route-docs/billing/settings.js';
import { billingVerifactuCorrectionDocs } from './route-docs/billing/verifactu-correction.js';
import { billingVerifactuSubmissionDocs } from './route-docs/billing/verifactu-submission.js';
import { billingVerifactuDocs } from './route-docs/billing/verifactu.js';
import { calendarFeedDocs } from './route-docs/calendar-feed.js';
import { catalogDocs } from './route-docs/catalog.js';
import { crmImportDocs } from './route-docs/crm-import.js';
import { crmDocs } from './route-docs/crm.js';
import { dashboardDocs } from './route-docs/dashboard.js';
import { galleryConfirmedDocs } from './route-docs/gallery-confirmed.js';
import { galleryDeliveryDocs } from './route-docs/gallery-delivery.js';
import { galleryExtrasDocs } from './route-docs/gallery-extras.js';
import { galleryViewersDocs } from './route-docs/gallery-viewers.js';
import { galleryDocs } from './route-docs/gallery.js';
import { mediaDocs } from './route-docs/media.js';
import { notificationsDocs } from './route-docs/notifications.js';
import { paymentsDocs } from './route-docs/payments.js';
import { platformDocs } from './route-docs/platform.js';
import { sessionDeliveryDocs } from './route-docs/session-delivery.js';
import { sessionFinalsDocs } from './route-docs/session-finals.js';
import { sessionsDocs } from './route-docs/sessions.js';
import { shareLinksDocs } from './route-docs/share-links.js';
import { siteDocs } from './route-docs/site.js';
import { storageDocs } from './route-docs/storage.js';
import { supportDocs } from './route-docs/support.js';
import type { AnyRoute } from './route.js';
import type { RouteDocs, RouteExample } from './route-docs/route-doc.js';

export type { RouteDocs, RouteExample };

/** Every docs entry, as declared: route-table.test.ts checks each route has exactly one. */
export const routeDocsList: readonly RouteDocs[] = [
  accountClosureDocs,
  accountDataDocs,
  accountDocs,
  agreementActionsDocs,
  agreementsDocs,
  billingDocumentRoutesDocs,
  billingInvoicePageDocs,
  billingInvoicePaymentsDocs,
  billingQuotePageDocs,
  billingSettingsDocs,
  billingVerifactuCorrectionDocs,
  billingVerifactuSubmissionDocs,
  billingVerifactuDocs,
  calendarFeedDocs,
  catalogDocs,
  crmImportDocs,
  crmDocs,
  dashboardDocs,
  galleryConfirmedDocs,
  galleryDeliveryDocs,
  galleryExtrasDocs,
  galleryViewersDocs,
  galleryDocs,
  mediaDocs,
  notificationsDocs,
  paymentsDocs,
  platformDocs,
  sessionDeliveryDocs,
  sessionFinalsDocs,
  sessionsDocs,
  shareLinksDocs,
  siteDocs,
  storageDocs,
  supportDocs,
].flat();

const byId = new Map(routeDocsList.map((docs) => [docs.route.id, docs]));

const docsOf = (route: AnyRoute): RouteDocs => {
  const docs = byId.get(route.id);
  if (!docs) throw new Error(`Route ${route.id} has no docs entry in shared/src/contracts/route-docs/`);
  return docs;
};

/** A valid request of `route`, typed as its schemas take it. */
export const exampleOf = <R extends AnyRoute>(route: R): RouteExample<R> => docsOf(route).example as RouteExample<R>;

/** What `route` does, in a sentence. */
export const summaryOf = (route: AnyRoute): string => docsOf(route).summary;
