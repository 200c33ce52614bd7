// The site domain's Lambda function: the marketing site's forms, the beta status and page views.
import { siteRoutes } from '@fotostudio/shared/contracts/site-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { siteHandlers } from './site-routes.js';

export const handler = httpFunction(siteRoutes, siteHandlers);
