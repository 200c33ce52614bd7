// The gallery domain's Lambda function: the client gallery behind share links. Kept small:
// it is the cold start a photographer's clients see.
import { galleryRoutes } from '@fotostudio/shared/contracts/gallery-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { downloadRoutes } from './download-routes.js';
import { holderRoutes } from './holder-routes.js';
import { pageRoutes } from './page-routes.js';

export const handler = httpFunction(galleryRoutes, [...holderRoutes, ...downloadRoutes, ...pageRoutes]);
