// Who a gallery request speaks for: the holder of one share link. The link key in the path is
// the only input that decides the session; the link's state and the session's archive decide
// whether it opens, and a protected link also needs a pass.
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { deliveryIsOpen } from '@fotostudio/shared/gallery/delivery-terms';
import type { ShareLinkItem } from '../../data/entities/share-link.js';
import type { SessionItem } from '../../data/entities/session.js';
import { readSession, readShareLinkItem, readShareLinkKey } from './gallery-items.js';
import { DomainError } from '../../lib/errors.js';
import { passOpens } from './gallery-pass.js';
import { publishedDeliveryOf } from '../../sessions/delivery-settings-of.js';
import { deadlinePassed, keyOpens, linkStatus } from '../../share-links/link-store.js';

export interface Holder {
  photographerId: string;
  sessionId: string;
  link: ShareLinkItem;
  session: SessionItem;
}

const STATUS_ERRORS = {
  inactive: 'gallery.link_disabled',
  expired: 'gallery.link_expired',
  closed: 'gallery.link_closed',
} as const;

/**
 * The holder of `linkKey`, or the catalogue refusal: 404 for a key that opens nothing (unknown,
 * replaced, or its session gone), 403/410 for a disabled, archived, expired or closed link,
 * 401 `gallery.password_required` for a protected link without a valid pass (unless the route
 * is the one that trades the password for a pass).
 */
export interface HolderRules {
  /** False only for the route that trades the password for a pass. */
  needsPass: boolean;
  /** What a closed link answers instead of `gallery.link_closed` (a late confirmation: already confirmed). */
  whenClosed?: ErrorCode | undefined;
  /**
   * The brand route only: the holder of a link that exists, whatever its state (disabled,
   * expired, closed, archived session, protected without a pass), so the page shown instead of
   * the gallery can carry the studio's brand. Nothing of the session is answered there.
   */
  anyState?: boolean | undefined;
  /**
   * The read-only selection only (issue 28 point 4): a link closed by a confirmation also opens,
   * under every other rule (disabled, expired, archived, password; the deadline no longer
   * matters once confirmed). An open link opens as always: the use case says it has nothing
   * confirmed, after the request was checked. An open delivery comes first (below).
   */
  confirmed?: boolean | undefined;
  /**
   * The delivery gallery's routes (issue 28 point 4): the holder while the session's delivery is
   * open, whatever the link's selection state (confirmed, closed at its deadline, past its
   * proofing expiry); a link disabled, an archived session and a password still refuse. Without
   * an open delivery: `gallery.delivery_closed` when one was published (expired or withdrawn),
   * else what the link answers to the proofing routes.
   */
  delivery?: boolean | undefined;
}

export const holderOf = async (linkKey: string, pass: string | undefined, { needsPass, whenClosed, anyState, confirmed, delivery }: HolderRules, now = new Date()): Promise<Holder> => {
  // resolveLinkKey's steps (link-preview.ts), with the session read beside the link rather than after it.
  const key = await readShareLinkKey(linkKey);
  if (!key) throw new DomainError('gallery.link_invalid');
  const { photographerId, sessionId } = key;
  const [link, session] = await Promise.all([readShareLinkItem(photographerId, sessionId), readSession(photographerId, sessionId, { consistent: true })]);
  if (!link || !keyOpens(key, link) || !session) throw new DomainError('gallery.link_invalid');
  if (anyState) return { photographerId, sessionId, link, session };
  const published = publishedDeliveryOf(session);
  const deliveryOpen = deliveryIsOpen(published, now);
  if (deliveryOpen || (delivery && published)) {
    if (!link.active || session.archivedAt) throw new DomainError('gallery.link_disabled');
    if (needsPass && link.passwordHash && !(await passOpens(pass, link))) throw new DomainError('gallery.password_required');
    if (!deliveryOpen) throw new DomainError('gallery.delivery_closed');
    // The proofing routes and the read-only selection (all but the unlock, which serves both): the link now opens the finals.
    if (!delivery && needsPass) throw new DomainError('gallery.delivery_open');
    return { photographerId, sessionId, link, session };
  }
  if (confirmed && link.closedAt) {
    // The link's other states, as if it were not closed: disabled, then expired.
    const status = linkStatus({ ...link, closedAt: undefined });
    if (status !== 'active') throw new DomainError(STATUS_ERRORS[status]);
    if (session.archivedAt) throw new DomainError('gallery.link_disabled');
    if (needsPass && link.passwordHash && !(await passOpens(pass, link))) throw new DomainError('gallery.password_required');
    return { photographerId, sessionId, link, session };
  }
  const status = linkStatus(link);
  if (status === 'closed' && whenClosed) throw new DomainError(whenClosed);
  if (status !== 'active') throw new DomainError(STATUS_ERRORS[status]);
  if (deadlinePassed(link)) throw new DomainError('gallery.selection_deadline_passed');
  if (session.archivedAt) throw new DomainError('gallery.link_disabled');
  if (needsPass && link.passwordHash && !(await passOpens(pass, link))) throw new DomainError('gallery.password_required');
  // A link that opens for choosing but never had a delivery: the delivery routes have nothing to show.
  if (delivery) throw new DomainError('gallery.delivery_closed');
  return { photographerId, sessionId, link, session };
};
