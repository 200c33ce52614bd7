// The summaries and examples of the four routes ../session-image-uploads.ts's imageSetRoutes
// declares for a set of a session's images: read by the docs and the tests, never by a function.
import type * as z from 'zod';
import { EXAMPLE_ID } from '../ids.js';
import type { imageSetRoutes, imageUploadFile } from '../session-image-uploads.js';
import { routeDocs } from './route-doc.js';

type ImageSetRoutes<P extends z.ZodType> = ReturnType<typeof imageSetRoutes<P>>;

interface ImageSetDocs<P extends z.ZodType> {
  summaries: { tickets: string; part: string; complete: string; remove: string };
  /** A valid example of one image's parameters. */
  itemExample: z.input<P>;
  /** The file of the tickets' example. */
  exampleFile: z.input<typeof imageUploadFile>;
}

export const imageSetDocs = <P extends z.ZodType>(routes: ImageSetRoutes<P>, { summaries, itemExample, exampleFile }: ImageSetDocs<P>) => [
  routeDocs(routes.tickets, {
    summary: summaries.tickets,
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { files: [exampleFile] } },
  }),
  routeDocs(routes.part, {
    summary: summaries.part,
    example: { params: itemExample, query: {}, body: { partNumber: 1, etag: '"0123456789abcdef0123456789abcdef"' } },
  }),
  routeDocs(routes.complete, { summary: summaries.complete, example: { params: itemExample, query: {}, body: {} } }),
  routeDocs(routes.remove, {
    summary: summaries.remove,
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { imageIds: [EXAMPLE_ID] } },
  }),
];
