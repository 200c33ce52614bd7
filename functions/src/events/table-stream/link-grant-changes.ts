import type { MediaRevocationItem, ShareLinkItem } from '../../data/entities/share-link.js';
import type { SessionItem } from '../../data/entities/session.js';
import * as revocation from '../../share-links/grant-revocation.js';
import type { ItemChange } from './stream-record.js';

/** A link changed or went: its old media grant is revoked (share-links/grant-revocation.ts). */
export const revokeChangedGrant = (change: ItemChange): Promise<void> =>
  revocation.revokeChangedGrant(change.oldItem as ShareLinkItem | undefined, change.newItem as ShareLinkItem | undefined);

/** A revocation item expired: the grant leaves the edge's store. */
export const forgetExpiredRevocation = (change: ItemChange): Promise<void> =>
  revocation.forgetExpiredRevocation(change.oldItem as MediaRevocationItem | undefined);

/** A session was archived: its link's grant moves, so the URLs it handed out stop. */
export const revokeArchivedSessionLink = (change: ItemChange): Promise<void> =>
  revocation.revokeArchivedSessionLink(change.oldItem as SessionItem | undefined, change.newItem as SessionItem | undefined);

/** A session's delivery was withdrawn: its link's grant moves, so the finals' URLs it handed out stop. */
export const revokeWithdrawnDelivery = (change: ItemChange): Promise<void> =>
  revocation.revokeWithdrawnDelivery(change.oldItem as SessionItem | undefined, change.newItem as SessionItem | undefined);
