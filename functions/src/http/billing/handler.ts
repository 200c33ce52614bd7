// Untraced like the gallery (docs/architecture.md, "Observability"): a photographer bills a
// few times a month, so most billing requests meet a cold start, and the X-Ray SDK was a
// tenth of its init. Lambda's active tracing still records every invocation and its init.
import { billingRoutes } from '@fotostudio/shared/contracts/billing-routes';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { untracedHttpFunction } from '../../lib/http/untraced-http-function.js';
import { documentFileHandlers } from './document-files.js';
import { documentHandlers } from './documents.js';
import { settingsHandlers } from './settings.js';
import { verifactuSubmissionHandlers } from './verifactu-submission.js';
import { invoicePaymentHandlers } from './invoice-payments.js';
import { invoicePageHandlers } from './invoice-page.js';
import { quotePageHandlers } from './quote-page.js';

export const handler = untracedHttpFunction(billingRoutes, [...settingsHandlers, ...documentHandlers, ...documentFileHandlers, ...verifactuSubmissionHandlers, ...invoicePaymentHandlers, ...invoicePageHandlers, ...quotePageHandlers], errorStatus);
