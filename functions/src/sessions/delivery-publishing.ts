// Publishing the delivery of a session's finals (issue 28 point 4; docs/gallery.md "Delivery"):
// the photographer opens the finals on the client's link until now + the delivery's days (again
// while open: the delivery is extended from now), the client is mailed the link and the expiry,
// and the photographer may withdraw it. The link is the session's own: none yet, one is made;
// disabled or ending before the delivery, it is enabled and extended, through the share links'
// own use cases. The delivery's write is conditioned on the delivery read, so of two publishes at
// once one is written and the other answers 409; a link step that fails puts the delivery back.
import { deliveryIsOpen, deliveryStateOf, type DeliveryPublication, type PublishedDelivery, type PublishedDeliveryView } from '@fotostudio/shared/contracts/session-delivery';
import type { ShareLink } from '@fotostudio/shared/contracts/share-links';
import { deliveryExpiresAt } from '@fotostudio/shared/sessions/delivery-schedule';
import { requireAccount } from '../account/photographer-account.js';
import type { SessionItem } from '../data/entities/session.js';
import { publishDeliveryAsRead, restoreDeliveryAsWritten, withdrawDeliveryAsRead } from '../data/stores/published-delivery.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { createShareLink, readShareLink, requireLink, setShareLinkStatus, toShareLink } from '../share-links/share-links.js';
import { deliverySettingsOf, hasFinalWatermarks, publishedDeliveryOf } from './delivery-settings-of.js';
import { mailClientDelivery } from './delivery-mail.js';
import { listImageItems } from './image-uploads.js';
import { requireActiveSession, requireSession } from './session-store.js';
import { deliveryView } from './views.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK_TITLE_MAX = 120;

/**
 * The client's link, open at least until `expiresAt`: made when the session has none (without a
 * selection deadline: it would close the delivery's link), else enabled and extended as the
 * photographer's "activate" with days does (share-links.ts), or left as it is.
 */
const openLinkUntil = async (session: SessionItem, expiresAt: string): Promise<ShareLink> => {
  const { photographerId, sessionId } = session;
  const daysFrom = (from: number) => Math.max(1, Math.ceil((Date.parse(expiresAt) - from) / DAY_MS));
  let link = await readShareLink(photographerId, sessionId);
  if (!link) {
    const input = { title: session.title.slice(0, LINK_TITLE_MAX), durationDays: daysFrom(Date.now()), selectionDeadline: null };
    await createShareLink(photographerId, sessionId, input, { forDelivery: true });
    link = await requireLink(photographerId, sessionId);
  }
  const validUntil = Date.parse(link.validUntil);
  const endsBefore = validUntil < Date.parse(expiresAt);
  if (link.active && !endsBefore) return toShareLink(link, session);
  return setShareLinkStatus(photographerId, sessionId, { active: true, extendDays: endsBefore ? daysFrom(Math.max(validUntil, Date.now())) : undefined });
};

/**
 * Publishes the session's ready finals until now + its delivery's days; an open delivery is
 * extended. Needs an active session and at least one ready final. The client's mail failing
 * leaves the delivery published (`clientEmail` null, logged).
 */
export const publishSessionDelivery = async (photographerId: string, sessionId: string, now = new Date()): Promise<DeliveryPublication> => {
  const session = await requireActiveSession(photographerId, sessionId);
  const finals = (await listImageItems(photographerId, sessionId, 'finals')).filter((final) => final.status === 'ready');
  if (finals.length === 0) throw new DomainError('sessions.delivery_no_finals');
  // Under the delivery's watermark the client is shown only finals with their watermarked renditions
  // (final-watermarks.ts makes them within moments of the setting or the upload): publish once all have them.
  if (deliverySettingsOf(session).watermark && !finals.every(hasFinalWatermarks)) throw new DomainError('sessions.delivery_watermark_pending');
  const read = publishedDeliveryOf(session);
  const outcome = read && deliveryIsOpen(read, now) ? 'extended' : 'published';
  const next: PublishedDelivery = { publishedAt: now.toISOString(), expiresAt: deliveryExpiresAt(now, deliverySettingsOf(session).expiryDays) };
  const key = { photographerId, sessionId };
  if (!(await publishDeliveryAsRead(key, read, next))) {
    // Archived meanwhile (409 sessions.archived), else another publish or a withdrawal came first.
    await requireActiveSession(photographerId, sessionId);
    throw new DomainError('sessions.changed_meanwhile');
  }
  let link: ShareLink;
  try {
    link = await openLinkUntil(session, next.expiresAt);
  } catch (error) {
    await restoreDeliveryAsWritten(key, next, read);
    throw error;
  }
  let clientEmail: string | null = null;
  try {
    clientEmail = await mailClientDelivery(outcome, await requireAccount(photographerId), session, link.url, next.expiresAt);
  } catch (error) {
    logger.error('delivery mail not sent', { sessionId, error });
  }
  return { delivery: deliveryView(next, now), outcome, linkUrl: link.url, clientEmail };
};

/** Why an open delivery cannot be withdrawn, from where it stands. */
function refuseWithdrawal(delivery: PublishedDelivery | undefined, now: Date): asserts delivery is PublishedDelivery {
  if (!delivery) throw new DomainError('sessions.delivery_not_published');
  const state = deliveryStateOf(delivery, now);
  if (state === 'withdrawn') throw new DomainError('sessions.delivery_already_withdrawn');
  if (state === 'expired') throw new DomainError('sessions.delivery_expired');
}

/** Withdraws the open delivery: the client's link stops showing the finals; the photographer keeps them. */
export const withdrawSessionDelivery = async (photographerId: string, sessionId: string, now = new Date()): Promise<{ delivery: PublishedDeliveryView }> => {
  const read = publishedDeliveryOf(await requireSession(photographerId, sessionId));
  refuseWithdrawal(read, now);
  const withdrawn: PublishedDelivery = { ...read, withdrawnAt: now.toISOString() };
  if (!(await withdrawDeliveryAsRead({ photographerId, sessionId }, read, now.toISOString()))) {
    // Withdrawn by another call meanwhile (that one's answer), or published again.
    refuseWithdrawal(publishedDeliveryOf(await requireSession(photographerId, sessionId)), now);
    throw new DomainError('sessions.changed_meanwhile');
  }
  return { delivery: deliveryView(withdrawn, now) };
};
