// The finals of sessions saved with the delivery's watermark on before their watermarked
// renditions existed, and the data migration that makes them. Apart from
// delivery-gallery.test.ts because the migration runs over the whole table: it must run alone
// (functions-serial), the rest of the delivery gallery beside other files.
import { publishDelivery } from '@fotostudio/shared/contracts/session-delivery';
import { describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { ensureAllFinalWatermarks } from '../src/sessions/final-watermarks.js';
import { errorCodeOf, responseOf } from './support/api.js';
import { deliveryStudio } from './support/delivery-gallery.js';
import { eventually } from './support/eventually.js';

describe('the finals of a delivery saved before its watermarked renditions', () => {
  const studio = deliveryStudio('delivery-gallery-migration');
  const { api, deliveredSession, filesOf, pixelDistance } = studio;

  it('gives the finals of a session saved with the watermark on their renditions in the data migration, so it can be published', async () => {
    const { sessionId, finals } = await deliveredSession();
    expect((await api('PUT', `/api/sessions/${sessionId}/delivery`, { watermark: true })).status).toBe(200);
    await eventually(async () => {
      const { data } = await db().entities.sessionFinal.query.bySession({ photographerId: studio.user.sub, sessionId }).go({ consistent: true });
      return data.every((final) => final.watermarkedFullKey) ? true : undefined;
    }, 90_000);
    // As before this change: the setting on, the finals without watermarked renditions (publishing refused).
    for (const final of finals) {
      await db().entities.sessionFinal.patch({ photographerId: studio.user.sub, sessionId, imageId: final.imageId }).remove(['watermarkedKey', 'watermarkedGridKey', 'watermarkedFullKey']).go();
    }
    const refused = await api('POST', `/api/sessions/${sessionId}/delivery/publish`, {});
    expect([refused.status, errorCodeOf(refused)]).toEqual([409, 'sessions.delivery_watermark_pending']);
    expect(await ensureAllFinalWatermarks()).toBeGreaterThanOrEqual(2);
    for (const final of finals) {
      const files = await filesOf(sessionId, final.imageId);
      expect(await pixelDistance(files.watermarked, files.preview)).toBeGreaterThan(2);
    }
    expect(responseOf(publishDelivery, await api('POST', `/api/sessions/${sessionId}/delivery/publish`, {})).outcome).toBe('published');
  }, 240_000);
});
