// The gallery domain's Lambda function: the client gallery behind share links. Kept small:
// it is the cold start a photographer's clients see, so it leaves the X-Ray SDK and ElectroDB out
// (docs/architecture.md, "Observability"), and it carries the error statuses of only the codes
// it can answer with (decision 0005; web/test/error-catalogue.test.ts checks none is missing).
import { galleryRoutes } from '@fotostudio/shared/contracts/gallery-routes';
import { galleryFunctionStatus } from '@fotostudio/shared/errors/gallery-function-status';
import { untracedHttpFunction } from '../../lib/http/untraced-http-function.js';
import { deliveryRoutes } from './delivery-routes.js';
import { downloadRoutes } from './download-routes.js';
import { holderRoutes } from './holder-routes.js';
import { pageRoutes } from './page-routes.js';

export const handler = untracedHttpFunction(galleryRoutes, [...holderRoutes, ...downloadRoutes, ...deliveryRoutes, ...pageRoutes], galleryFunctionStatus);
