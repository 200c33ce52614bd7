import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { db } from '../../data/database.js';
import type { SessionSelectionItem } from '../../data/entities/share-link.js';
import { notifySelection } from './selection-mail.js';
import { logger } from '../../lib/logger.js';

/**
 * A client confirmed a selection (a new version was appended): tell the photographer, if their
 * settings ask for it. Sent from the stream rather than by the gallery function, so the mail
 * client stays out of the function the client waits on. A failed send is logged and dropped:
 * the confirmation stands and the dashboard shows it; retrying the shard for a mail would hold
 * up the changes behind it.
 */
export const notifyConfirmedSelection = async ({
  photographerId,
  sessionId,
  version,
  choices,
  price,
}: Pick<SessionSelectionItem, 'photographerId' | 'sessionId' | 'version' | 'choices' | 'price'>): Promise<void> => {
  try {
    const { data: session } = await db().entities.session.get({ photographerId, sessionId }).go();
    if (!session) return;
    const confirmed = decodeStored(storedGalleryChoices, choices, 'selection choices');
    await notifySelection(photographerId, session, {
      version: Number(version),
      imageCount: confirmed.images.length,
      fullGallery: confirmed.fullGallerySelected,
      price: decodeStored(storedSelectionPrice, price, 'selection price'),
    });
  } catch (error) {
    logger.error('the selection is confirmed but the photographer could not be emailed', { photographerId, sessionId, error });
  }
};
