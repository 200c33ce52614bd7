import { buildGalleryDownload } from '../../gallery/workers/download-builder.js';
import type { ItemChange } from './stream-record.js';

/** A gallery zip job was created: build it (streamed S3 to S3). */
export const buildCreatedDownload = async (change: ItemChange): Promise<void> => {
  const { photographerId, sessionId, downloadId } = change.newItem ?? {};
  if (typeof photographerId !== 'string' || typeof sessionId !== 'string' || typeof downloadId !== 'string') return;
  await buildGalleryDownload({ photographerId, sessionId, downloadId });
};
