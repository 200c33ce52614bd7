// What a shared link shows in WhatsApp and similar apps before anyone opens it (spec section 2
// "Public routes"): the business name, the link's title and message, the session cover.
// Only a link that would open says anything: a disabled, expired, closed or password-protected
// link, or one of an archived session, gets the same neutral preview, which never shows the
// cover or title of a gallery the reader could not open nor the studio behind it (a custom URL
// is a guessable name: naming the studio behind a disabled one would already say too much).
// An address that names no link is not a gallery at all: gallery.page answers it with the
// not-found page (the gallery API already tells "no such link" apart, 404 against 403/410).
import { ACCENT_COLOR_PATTERN } from '@fotostudio/shared/accent-color';
import type { Language } from '@fotostudio/shared/constants';
import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import type { ShareLinkItem, ShareLinkKeyItem } from '../../data/entities/share-link.js';
import type { SessionItem } from '../../data/entities/session.js';
import { appConfig } from '../../lib/config.js';
import { galleryItemUrl } from '../../media/gallery-media.js';
import { mediaUrlExpiry } from '../../media/media-urls.js';
import { sessionImageFolder } from '../../media/object-keys.js';
import { readContact, readPhotographer, readSession, readSessionImage, readSessionPackage, readShareLinkItem, readShareLinkKey } from './gallery-items.js';
import { keyOpens, linkStatus } from '../../share-links/link-store.js';

export interface LinkPreview {
  /** The link's title (the session's when the link has none). */
  title: string;
  /** The photographer's business name; null in a neutral preview. */
  siteName: string | null;
  /** The business name and the link's message. */
  description: string;
  /** Absolute, signed `/media/` URL of the cover; null when there is none to show. */
  imageUrl: string | null;
  /** Absolute address of the page. */
  url: string;
  /** `#rrggbb`, or null for the browser's default. */
  themeColor: string | null;
  /**
   * The session client's preferred language, which the page opens in unless the browser has a
   * choice of its own; null (a client without one) keeps the template's, Spanish.
   */
  language: Language | null;
}

/** Spanish, the product's default language: a preview is fetched before any language is known. */
export const NEUTRAL_PREVIEW = { title: 'Galería', description: 'Este enlace de galería no está disponible.' } as const;

interface ResolvedLink {
  key: ShareLinkKeyItem;
  link: ShareLinkItem;
}

/**
 * The link a key (token or custom URL) opens, or undefined. A key item whose link no longer
 * names it (a replaced token, a changed custom URL, a deleted session) opens nothing.
 */
const resolveLinkKey = async (linkKey: string): Promise<ResolvedLink | undefined> => {
  const key = await readShareLinkKey(linkKey);
  if (!key) return undefined;
  const link = await readShareLinkItem(key.photographerId, key.sessionId);
  return link && keyOpens(key, link) ? { key, link } : undefined;
};

const addressOf = (path: string): string => `${appConfig().APP_URL.replace(/\/$/, '')}${path}`;

/**
 * The cover's gallery address: the grid rendition of the session's cover image (watermarked
 * when the package has a watermark), under the link's grant like every gallery image.
 */
const coverUrlOf = async (resolved: ResolvedLink, session: { coverImageId?: string | undefined }, watermark: boolean, now: Date) => {
  const { photographerId, sessionId } = resolved.link;
  if (!session.coverImageId) return null;
  const image = await readSessionImage(photographerId, sessionId, session.coverImageId);
  const folder = image?.status === 'ready' ? sessionImageFolder(photographerId, sessionId, image.originalKey) : undefined;
  if (!image || !folder) return null;
  // An image made before its package had a watermark has no watermarked tile: no cover rather than a clean one.
  if (watermark && !image.watermarkedGridKey) return null;
  // At least an hour: apps fetch the image some time after the page.
  const until = new Date(Math.max(mediaUrlExpiry(now).getTime(), now.getTime() + 60 * 60 * 1000));
  return galleryItemUrl({ photographerId, sessionId, link: resolved.link }, watermark ? 'watermarkedGrid' : 'grid', folder, now, until);
};

const openPreview = async (resolved: ResolvedLink, session: SessionItem, url: string, now: Date): Promise<Omit<LinkPreview, 'language'> | undefined> => {
  const { link } = resolved;
  if (linkStatus(link, now) !== 'active' || link.passwordHash || session.archivedAt) return undefined;
  const { photographerId } = link;
  const [photographer, pkg] = await Promise.all([readPhotographer(photographerId), readSessionPackage(photographerId, session.packageId)]);
  const businessName = photographer?.businessName?.trim() || photographer?.name?.trim() || '';
  const title = link.title.trim() || session.title;
  const message = link.message?.trim();
  const accent = photographer?.accentColor;
  return {
    title,
    siteName: businessName || null,
    description: [businessName, message].filter(Boolean).join(' — ') || title,
    imageUrl: await coverUrlOf(resolved, session, pkg?.watermark ?? true, now),
    url,
    themeColor: accent && ACCENT_COLOR_PATTERN.test(accent) ? accent : null,
  };
};

/**
 * The preview of a public gallery address: neutral for a link that does not open, undefined
 * when the address names no link at all (not a gallery address, an unknown or replaced key, a
 * session gone: what the gallery API answers `gallery.link_invalid` for), which is the
 * not-found page.
 */
export const linkPreviewOf = async (path: string, now = new Date()): Promise<LinkPreview | undefined> => {
  const linkKey = linkKeyOfPath(path);
  const resolved = linkKey ? await resolveLinkKey(linkKey) : undefined;
  if (!resolved) return undefined;
  const session = await readSession(resolved.link.photographerId, resolved.link.sessionId);
  if (!session) return undefined;
  const url = addressOf(path);
  // Any link that exists, open or not: its closed and password pages speak to the same client.
  const [preview, client] = await Promise.all([openPreview(resolved, session, url, now), readContact(session.photographerId, session.clientId)]);
  const language = client?.language ?? null;
  return { ...(preview ?? { ...NEUTRAL_PREVIEW, siteName: null, imageUrl: null, url, themeColor: null }), language };
};
