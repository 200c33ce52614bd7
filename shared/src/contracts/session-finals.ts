// A session's finals, the delivery's set ("Entrega", issue 28 point 4; docs/gallery.md,
// "Delivery"): uploaded and removed as the proofs are (session-image-uploads.ts: the same
// tickets, multipart parts and removal, to their own items and keys), listed with the report of how they match the
// client's confirmed selection.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';
import { publishedDeliveryView } from './session-delivery.js';
import { imageSetRoutes } from './session-image-uploads.js';
import { sessionImage } from './sessions.js';

const sessionParams = z.object({ sessionId: id }).strict();
const finalParams = z.object({ sessionId: id, finalId: id }).strict();

const namedFile = z.object({ imageId: z.string(), fileName: z.string() });

/** `matchFinals` (shared/src/gallery/final-matching.ts) over the ready finals and the last confirmed selection. */
export const finalMatchReport = z.object({
  matched: z.array(z.object({ final: namedFile, selected: namedFile })),
  missing: z.array(namedFile),
  extra: z.array(namedFile),
  /** The confirmed selection the report is against; null when the client confirmed none (every final is extra). */
  selectionVersion: z.number().int().nullable(),
});
export type FinalMatchReportView = z.infer<typeof finalMatchReport>;

export const listSessionFinals = defineRoute({
  id: 'sessions.listFinals',
  domain: 'sessions',
  method: 'GET',
  path: '/api/sessions/{sessionId}/finals',
  auth: 'photographer',
  params: sessionParams,
  /** `delivery`: the published delivery where it stands (null: never published). */
  response: z.object({ finals: z.array(sessionImage), limit: z.number(), report: finalMatchReport, delivery: publishedDeliveryView.nullable() }),
});

export const {
  tickets: createFinalUploads,
  part: recordFinalPart,
  complete: completeFinalUpload,
  remove: removeSessionFinals,
} = imageSetRoutes({
  name: 'Final',
  folder: 'finals',
  item: { param: 'finalId', params: finalParams },
});
