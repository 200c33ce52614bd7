// Share links as both sides judge them: the photographer's share-link routes, the gallery
// holder's middleware and the link-preview page. No data access here: each side reads the
// items its own way (the photographer's functions through ElectroDB, share-links.ts; the
// gallery function through the plain path, gallery/holder/gallery-items.ts).
import type { ShareLinkStatus } from '@fotostudio/shared/contracts/share-links';
import { randomBytes } from 'node:crypto';
import type { ShareLinkItem, ShareLinkKeyItem } from '../data/entities/share-link.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 26 characters of lower-case base32 from fresh random bytes: 130 bits. */
export const newLinkToken = (): string => {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
};

/** What a link is now; `closed` (confirmed) wins over the others, then `inactive`, then `expired`. */
export const linkStatus = (link: Pick<ShareLinkItem, 'active' | 'validUntil' | 'closedAt'>, now = new Date()): ShareLinkStatus => {
  if (link.closedAt) return 'closed';
  if (!link.active) return 'inactive';
  if (Date.parse(link.validUntil) <= now.getTime()) return 'expired';
  return 'active';
};

/**
 * Whether the link's selection deadline (issue 28 point 2) has passed, or the hourly run closed
 * the link at it: the client can no longer open it to choose.
 */
export const deadlinePassed = (link: Pick<ShareLinkItem, 'selectionDeadline' | 'deadlineHandledFor'>, now = new Date()): boolean =>
  link.selectionDeadline !== undefined && (Date.parse(link.selectionDeadline) <= now.getTime() || link.deadlineHandledFor === link.selectionDeadline);

/** Whether the link still names the key (a replaced token or a changed custom URL does not). */
export const keyOpens = (key: ShareLinkKeyItem, link: ShareLinkItem): boolean =>
  key.kind === 'token' ? link.token === key.linkKey : link.customUrl === key.linkKey;
