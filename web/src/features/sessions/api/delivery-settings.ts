import { getDeliverySettings, updateDeliverySettings } from '@fotostudio/shared/contracts/session-delivery';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';

/** GET /api/sessions/{id}/delivery: how the client's downloads are made (location data kept or removed). */
export const useDeliverySettings = (sessionId: string) => useRoute(getDeliverySettings, { params: { sessionId } });

/** PUT /api/sessions/{id}/delivery; the answer replaces the cached settings without another read. */
export const useUpdateDeliverySettings = () =>
  useRouteMutation(updateDeliverySettings, {
    writes: ({ delivery }, { params }) => [cacheWrite(getDeliverySettings, { params }, { delivery })],
  });
