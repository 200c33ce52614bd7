// The summaries and examples of ../session-delivery.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { EXAMPLE_ID } from '../ids.js';
import { getDeliverySettings, publishDelivery, updateDeliverySettings, withdrawDelivery } from '../session-delivery.js';
import { routeDocs } from './route-doc.js';

export const sessionDeliveryDocs = [
  routeDocs(getDeliverySettings, {
    summary: 'The session’s delivery settings: location data, watermark of the finals, sizes offered, days open.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(updateDeliverySettings, {
    summary: 'Changes some of the session’s delivery settings; the client’s next download follows them.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { keepLocation: true, watermark: false, sizes: ['web', 'full'], expiryDays: 45 } },
  }),
  routeDocs(publishDelivery, {
    summary: 'Publishes the finals to the client’s link until now + the delivery’s days (again while open: extends it) and emails the client.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(withdrawDelivery, {
    summary: 'Withdraws the open delivery: the client’s link no longer shows the finals (the photographer keeps them).',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} },
  }),
];
