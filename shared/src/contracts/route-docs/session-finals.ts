// The summaries and examples of ../session-finals.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { EXAMPLE_ID } from '../ids.js';
import { completeFinalUpload, createFinalUploads, listSessionFinals, recordFinalPart, removeSessionFinals } from '../session-finals.js';
import { routeDocs } from './route-doc.js';
import { imageSetDocs } from './session-image-uploads.js';

export const sessionFinalsDocs = [
  routeDocs(listSessionFinals, {
    summary: 'The session’s finals (the delivery’s set) in upload order, how they match the confirmed selection, and the published delivery.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  ...imageSetDocs(
    { tickets: createFinalUploads, part: recordFinalPart, complete: completeFinalUpload, remove: removeSessionFinals },
    {
      itemExample: { sessionId: EXAMPLE_ID, finalId: EXAMPLE_ID },
      summaries: {
        tickets: 'Upload tickets for finals, as for the session’s images (never watermarked nor compressed).',
        part: 'Records a part of a final’s multipart upload.',
        complete: 'Completes a final’s multipart upload from its recorded parts.',
        remove: 'Removes the marked finals and their files; names whose files could not be deleted are returned.',
      },
      exampleFile: { fileName: 'IMG_0001-Edit.jpg', contentType: 'image/jpeg', sizeBytes: 2_000_000, sha256: 'b'.repeat(64) },
    },
  ),
];
