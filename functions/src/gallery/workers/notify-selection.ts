import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionFileNames, storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { db } from '../../data/database.js';
import type { SessionSelectionItem } from '../../data/entities/share-link.js';
import { notify } from '../../notifications/notify.js';
import { selectionConfirmedNotice } from './selection-mail.js';
import { sendSelectionReceipt } from './selection-receipt.js';
import { logger } from '../../lib/logger.js';

/**
 * A client confirmed a selection (a new version was appended): tell the photographer in the app
 * and by email, as their settings ask (notifications/notify.ts), and mail the client their copy
 * (selection-receipt.ts). Sent from the stream rather than
 * by the gallery function, so the mail client stays out of the function the client waits on. A
 * failure is logged and dropped: the confirmation stands and the session shows it; retrying the
 * shard for a notice would hold up the changes behind it. A repeated delivery of the same
 * version notifies once (the notification's id comes from the session and version).
 */
export const notifyConfirmedSelection = async ({
  photographerId,
  sessionId,
  version,
  confirmedAt,
  choices,
  price,
  fileNames,
}: Pick<SessionSelectionItem, 'photographerId' | 'sessionId' | 'version' | 'confirmedAt' | 'choices' | 'price' | 'fileNames'>): Promise<void> => {
  try {
    const { data: session } = await db().entities.session.get({ photographerId, sessionId }).go();
    if (!session) return;
    const confirmed = decodeStored(storedGalleryChoices, choices, 'selection choices');
    const names = decodeStored(storedSelectionFileNames, fileNames, 'selection file names');
    const notice = selectionConfirmedNotice(session, {
      version: Number(version),
      confirmedAt,
      imageCount: confirmed.images.length,
      fullGallery: confirmed.fullGallerySelected,
      price: decodeStored(storedSelectionPrice, price, 'selection price'),
      files: confirmed.images.map((image) => ({ fileName: names[image.imageId] ?? image.imageId, comment: image.comment })),
      generalComment: confirmed.generalComment,
    });
    await notify(photographerId, notice);
  } catch (error) {
    logger.error('the selection is confirmed but the photographer could not be notified', { photographerId, sessionId, error });
  }
  try {
    await sendSelectionReceipt(photographerId, sessionId, Number(version));
  } catch (error) {
    logger.error("the selection is confirmed but the client's copy could not be mailed", { photographerId, sessionId, error });
  }
};
