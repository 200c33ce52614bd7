import { httpFunction } from '../../lib/http/http-function.js';
import { createUploadHandler } from './create-upload.js';

export const handler = httpFunction('media', [createUploadHandler]);
