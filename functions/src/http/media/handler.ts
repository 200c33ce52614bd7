import { mediaRoutes } from '@fotostudio/shared/contracts/media-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { createUploadHandler } from './create-upload.js';

export const handler = httpFunction(mediaRoutes, [createUploadHandler]);
