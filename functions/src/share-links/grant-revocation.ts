// A share link whose media grant changed (link-grant.ts: generated again, new password,
// closed by a confirmation, deactivated) or that was deleted: its old grant goes to the edge's
// revocation store, so every media, download and zip URL handed out under it stops working
// there within seconds. The revocation is also kept as an item that expires (TTL) once no URL
// signed under the grant can be valid; its removal takes the grant out of the store again,
// which keeps the store (5 MB at most) to the revocations that still matter.
import { GALLERY_DOWNLOAD_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { db, isConditionalFailure } from '../data/database.js';
import type { MediaRevocationItem, ShareLinkItem } from '../data/entities/share-link.js';
import type { SessionItem } from '../data/entities/session.js';
import { grantOf } from './link-grant.js';
import { deleteRevokedGrant, putRevokedGrant } from '../media/revocation-store.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The longest a URL signed under a grant can live: a zip's link mailed to the client (its
 * days), beyond the two hours of the others; a day more for clocks and retries.
 */
export const REVOCATION_KEEP_SECONDS = (GALLERY_DOWNLOAD_LIMITS.keepDays + 1) * DAY_SECONDS;

/** A link changed or went: its old grant is revoked unless the change kept it. */
export const revokeChangedGrant = async (before: ShareLinkItem | undefined, after: ShareLinkItem | undefined): Promise<void> => {
  if (!before?.token) return;
  const grant = grantOf(before);
  if (after && grantOf(after) === grant) return;
  const now = Math.floor(Date.now() / 1000);
  const until = now + REVOCATION_KEEP_SECONDS;
  await putRevokedGrant(grant, until);
  await db()
    .entities.mediaRevocation.put({
      photographerId: before.photographerId,
      sessionId: before.sessionId,
      grant,
      revokedAt: new Date(now * 1000).toISOString(),
      expiresAt: until,
    })
    .go();
};

export const forgetExpiredRevocation = async (revocation: MediaRevocationItem | undefined): Promise<void> => {
  if (revocation?.grant) await deleteRevokedGrant(revocation.grant);
};

/**
 * A session just archived: its gallery no longer opens, and the media URLs its link handed out
 * stop too. The link's access version moves (as a deactivation moves it), so its grant changes
 * and the link's own change above revokes the old one; a restored session's link hands out
 * URLs under the new grant.
 */
export const revokeArchivedSessionLink = async (before: SessionItem | undefined, after: SessionItem | undefined): Promise<void> => {
  if (!after?.archivedAt || before?.archivedAt) return;
  await moveLinkAccess(after);
};

/**
 * A session whose published delivery was withdrawn (or taken off): the finals' URLs its link
 * handed out stop as an archived session's do (issue 28 point 4). Its expiry needs nothing: no
 * URL of a final is signed past the delivery's end.
 */
export const revokeWithdrawnDelivery = async (before: SessionItem | undefined, after: SessionItem | undefined): Promise<void> => {
  const was = before?.publishedDelivery;
  const now = after?.publishedDelivery;
  if (!after || !was?.publishedAt || was.withdrawnAt) return;
  if (now?.publishedAt && !now.withdrawnAt) return;
  await moveLinkAccess(after);
};

/** The link's access version moves, so its grant changes and the link's own change revokes the old one. */
const moveLinkAccess = async ({ photographerId, sessionId }: Pick<SessionItem, 'photographerId' | 'sessionId'>): Promise<void> => {
  try {
    await db()
      .entities.shareLink.patch({ photographerId, sessionId })
      .add({ accessVersion: 1 })
      .go();
  } catch (error) {
    // The session has no link: nothing was handed out.
    if (!isConditionalFailure(error)) throw error;
  }
};
