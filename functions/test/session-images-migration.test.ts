// Images made before the watermarked grid existed, and the data migration that gives them their
// watermarked renditions. Apart from session-images.test.ts because the migration runs over the
// whole table: it must run alone (functions-serial), the rest of the image function beside other files.
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { ensureAllGalleryRenditions, ensureGalleryRenditions } from '../src/gallery/workers/gallery-renditions.js';
import { s3Client } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { photo, sessionImagesStudio } from './support/session-images.js';

describe('session images made before the watermarked grid', () => {
  const studio = sessionImagesStudio('session-images-migration');
  const { newSession, upload, settled, objectBytes } = studio;

  it('gives images made before the watermarked grid existed (or before their package had a watermark) their watermarked renditions', async () => {
    const session = await newSession(studio.protectedPackageId);
    const { ref } = await upload(session, await photo(12).jpeg().toBuffer(), 'image/jpeg');
    const made = await settled(ref);
    // As today's main left it: no watermarked grid.
    await db().entities.sessionImage.patch(ref).remove(['watermarkedGridKey']).go();
    await s3Client().send(new DeleteObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: made.watermarkedGridKey ?? '' }));
    expect(await ensureAllGalleryRenditions()).toBeGreaterThanOrEqual(1);
    const { data: migrated } = await db().entities.sessionImage.get(ref).go({ consistent: true });
    expect(migrated?.watermarkedGridKey).toBe(made.watermarkedGridKey);
    const stored = await objectBytes(migrated?.watermarkedGridKey ?? '');
    expect(Math.max((await sharp(stored.bytes).metadata()).width, (await sharp(stored.bytes).metadata()).height)).toBe(800);
    // Run again: nothing left to do for it.
    const again = await ensureGalleryRenditions({ photographerId: studio.user.sub, sessionId: session.sessionId, packageId: studio.protectedPackageId });
    expect(again).toBe(0);
  });
});
