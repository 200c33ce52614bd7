// The summaries and examples of ../media.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { createUpload } from '../media.js';
import { routeDocs } from './route-doc.js';

export const mediaDocs = [
  routeDocs(createUpload, {
    summary: 'A presigned POST for a profile photo, business logo or product image; the browser uploads straight to S3.',
    example: { params: {}, query: {}, body: { purpose: 'profilePhoto', contentType: 'image/jpeg', sizeBytes: 120_000 } },
  }),
];
