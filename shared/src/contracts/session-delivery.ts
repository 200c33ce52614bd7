// How a session's finished photos reach its client (issue 28 point 4; docs/gallery.md,
// "Delivery"). Today: whether the originals the client downloads (proofing and delivery) keep
// their GPS position; removed by default (docs/media.md, "Location data").
import * as z from 'zod';
import { EXAMPLE_ID, entityId as id } from './ids.js';
import { defineRoute } from './route.js';

export const deliverySettings = z
  .object({
    /** The client's originals keep their location data; false (the default) removes it. */
    keepLocation: z.boolean(),
  })
  .strict();
export type DeliverySettings = z.infer<typeof deliverySettings>;

const sessionParams = z.object({ sessionId: id }).strict();

export const getDeliverySettings = defineRoute({
  id: 'sessions.getDeliverySettings',
  domain: 'sessions',
  method: 'GET',
  path: '/api/sessions/{sessionId}/delivery',
  auth: 'photographer',
  summary: 'The session’s delivery settings (location data kept or removed in what the client downloads).',
  params: sessionParams,
  response: z.object({ delivery: deliverySettings }),
  example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
});

export const updateDeliverySettings = defineRoute({
  id: 'sessions.updateDeliverySettings',
  domain: 'sessions',
  method: 'PUT',
  path: '/api/sessions/{sessionId}/delivery',
  auth: 'photographer',
  summary: 'Sets the session’s delivery settings; the client’s next download follows them.',
  params: sessionParams,
  body: deliverySettings,
  response: z.object({ delivery: deliverySettings }),
  example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { keepLocation: true } },
});
