// Share links as both sides read them: the photographer's share-link routes, the gallery
// holder's middleware and the link-preview page all resolve and judge a link here.
import type { ShareLinkStatus } from '@fotostudio/shared/contracts/share-links';
import { randomBytes } from 'node:crypto';
import { readShareLinkItem, readShareLinkKey } from '../gallery/holder/gallery-items.js';
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

export const readShareLink = async (photographerId: string, sessionId: string): Promise<ShareLinkItem | undefined> =>
  readShareLinkItem(photographerId, sessionId);

export interface ResolvedLink {
  key: ShareLinkKeyItem;
  link: ShareLinkItem;
}

/**
 * The link a key (token or custom URL) opens, or undefined. A key item whose link no longer
 * names it (a replaced token, a changed custom URL, a deleted session) opens nothing.
 */
export const resolveLinkKey = async (linkKey: string): Promise<ResolvedLink | undefined> => {
  const key = await readLinkKey(linkKey);
  if (!key) return undefined;
  const link = await readShareLink(key.photographerId, key.sessionId);
  return link && keyOpens(key, link) ? { key, link } : undefined;
};

export const readLinkKey = async (linkKey: string): Promise<ShareLinkKeyItem | undefined> =>
  readShareLinkKey(linkKey);

/** Whether the link still names the key (a replaced token or a changed custom URL does not). */
export const keyOpens = (key: ShareLinkKeyItem, link: ShareLinkItem): boolean =>
  key.kind === 'token' ? link.token === key.linkKey : link.customUrl === key.linkKey;
