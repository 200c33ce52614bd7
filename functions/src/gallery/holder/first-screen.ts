// The gallery's first screen in the page's HTML (issue 27 point 1): on a slow phone the largest
// paint cannot wait for the page's JavaScript, so gallery.page renders the cover, the studio,
// the title, the welcome text and the first photos as plain HTML, and embeds the gallery's data
// (what `gallery.get` answers) for the app to take over with, without asking for it again
// (web/src/gallery/main.tsx). Only a link that opens without a pass gets it: the holder rules
// are `gallery.get`'s own (holderOf), so a password-protected, disabled, expired or closed
// link, or an archived session, renders no photo and embeds nothing.
// Every value is escaped: text and attributes by escapeHtml, the embedded JSON for a <script>.
import type { GalleryData, GalleryImage } from '@fotostudio/shared/contracts/gallery';
import { GALLERY_DATA_ID, galleryImageUrl, LATER_PHOTOS_ATTRIBUTE, lookClasses, welcomeTextOf } from '@fotostudio/shared/gallery/first-screen';
import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import { escapeHtml } from '../../mail/html.js';
import { DomainError } from '../../lib/errors.js';
import { galleryDataOf } from './gallery-data.js';
import { holderOf } from './holder-access.js';

/** The app's mount point in the built gallery entry (web/gallery.html). */
export const GALLERY_ROOT = '<div id="gallery-root"></div>';
/** Photos drawn in the first screen: the first rows on a phone, two on a laptop. */
export const FIRST_SCREEN_PHOTOS = 8;

/** The gallery a path opens without a pass, or undefined (no link, or a link that does not open so). */
export const openGalleryOf = async (path: string): Promise<GalleryData | undefined> => {
  const linkKey = linkKeyOfPath(path);
  if (!linkKey) return undefined;
  try {
    return await galleryDataOf(await holderOf(linkKey, undefined, { needsPass: true }));
  } catch (error) {
    // The app asks again and shows why (the password page, the branded closed card).
    if (error instanceof DomainError) return undefined;
    throw error;
  }
};

const attribute = (name: string, value: string | number): string => ` ${name}="${escapeHtml(String(value))}"`;

/**
 * The JSON for a `<script type="application/json">`: nothing in it can end the element or open
 * a comment (`<` `>` `&` as \u escapes, which JSON.parse reads back), nor break a line in old
 * parsers (U+2028, U+2029).
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const brandMark = ({ branding }: GalleryData, className: string): string =>
  branding.logoUrl
    ? `<div class="${className}"><img${attribute('src', branding.logoUrl)}${attribute('alt', branding.businessName)} class="g-brand-logo"></div>`
    : `<div class="${className}"><span class="g-display g-brand-name">${escapeHtml(branding.businessName)}</span></div>`;

/**
 * The cover as the app draws it (web/src/gallery/components/brand.tsx), with the 800 px grid
 * rendition only (watermarked under a watermark), fetched first. No srcset: on a Pixel 5 (393 px
 * at pixel ratio 2.75) the cover's box is 393 x 451 and `object-fit: cover` draws a 3:2 photo
 * 677 px wide, 1,862 device pixels, so a srcset would pick the 1,920 px preview (about 310 KB,
 * twice the first screen's byte budget), and the 320 px thumbnail is too small for any cover
 * (at least 280 px high, so 420 px wide). The app swaps the sharper one in once it runs, over
 * this one.
 */
const coverUrlOf = ({ media }: GalleryData, cover: NonNullable<GalleryData['cover']>): string => galleryImageUrl(media, cover, media.renditions.grid);

const coverHtml = (gallery: GalleryData): string => {
  const { cover } = gallery;
  const subtitle = gallery.session.title !== gallery.title ? `<p class="g-cover-subtitle">${escapeHtml(gallery.session.title)}</p>` : '';
  const image = cover
    ? `<img class="g-cover-image"${attribute('src', coverUrlOf(gallery, cover))}${attribute('width', cover.width)}${attribute('height', cover.height)} alt="" fetchpriority="high" elementtiming="gallery-cover" data-first-screen="cover">`
    : '';
  return (
    `<section class="${cover ? 'g-cover' : 'g-cover g-cover-plain'}" aria-labelledby="g-gallery-title">${image}` +
    `<div class="g-cover-text">${brandMark(gallery, 'g-cover-brand')}<h1 id="g-gallery-title" class="g-title g-display">${escapeHtml(gallery.title)}</h1>${subtitle}</div></section>`
  );
};

/**
 * A phone's first row of the first screen's photos, as web/src/gallery/gallery.css lays them out
 * below 600 px (`.g-first-photo` 150 px high, 4 px apart, `.g-main`'s 4 px padding), on the
 * widest phone in common use (430 px): the row any phone shows whole, or one more photo on a
 * narrower one.
 */
const PHONE_ROW = { width: 430 - 2 * 4, height: 150, gap: 4 } as const;

/** How many of the photos, in order, fill the first row on a phone: at least one. */
export const phoneFirstRowCount = (images: readonly Pick<GalleryImage, 'width' | 'height'>[]): number => {
  let used = -PHONE_ROW.gap;
  let count = 0;
  for (const image of images) {
    used += PHONE_ROW.gap + (PHONE_ROW.height * (image.width || 3)) / (image.height || 2);
    if (count > 0 && used > PHONE_ROW.width) break;
    count += 1;
  }
  return count;
};

const photoHtml = ({ media }: GalleryData, image: GalleryImage): string =>
  `<img class="g-first-photo"${attribute('src', galleryImageUrl(media, image, media.renditions.thumb))}` +
  `${attribute('width', image.width || 3)}${attribute('height', image.height || 2)} alt="" fetchpriority="low" elementtiming="gallery-tile"${attribute('data-first-screen', image.imageId)}>`;

/**
 * The first photos as thumbnails in rows that fill the width: each <img> at the row's height and
 * its own width by its size attributes (web/src/gallery/gallery.css `.g-first-photo`). No style
 * attribute: the page's Content Security Policy (style-src 'self') refuses inline styles.
 * Only a phone's first row is asked for with the page (`fetchpriority="low"`: below the cover,
 * the largest paint). The others wait in a <noscript>: over HTTP/1.1 every image gets its own
 * connection and `fetchpriority` orders the requests without holding them back, so they would
 * share a slow link with the cover; the page's entry puts them in once the cover has loaded
 * (web/src/gallery/later-photos.ts), and a browser without JavaScript shows them at once.
 */
const photosHtml = (gallery: GalleryData): string => {
  const photos = gallery.images.slice(0, FIRST_SCREEN_PHOTOS);
  const firstRow = phoneFirstRowCount(photos);
  const later = photos.slice(firstRow).map((image) => photoHtml(gallery, image));
  return (
    photos
      .slice(0, firstRow)
      .map((image) => photoHtml(gallery, image))
      .join('') + (later.length > 0 ? `<noscript ${LATER_PHOTOS_ATTRIBUTE}>${later.join('')}</noscript>` : '')
  );
};

/** The first screen's markup for the app's mount point. */
export const firstScreenHtml = (gallery: GalleryData): string => {
  const welcome = welcomeTextOf(gallery);
  return (
    `<div class="g-app g-first-screen">` +
    `<header class="g-header"><div class="g-brand">${gallery.branding.logoUrl ? `<img${attribute('src', gallery.branding.logoUrl)} alt="" class="g-logo">` : ''}` +
    `<span class="g-business g-display">${escapeHtml(gallery.branding.businessName)}</span></div></header>` +
    coverHtml(gallery) +
    `<main class="g-main"><div class="g-intro">${welcome ? `<p class="g-message">${escapeHtml(welcome)}</p>` : ''}</div>` +
    // Where the app writes the package's facts and the filter (words in the client's language).
    `<div class="g-first-facts"></div>` +
    `<div class="g-first-photos">${photosHtml(gallery)}</div></main></div>`
  );
};

/**
 * The cover asked for from the head, before the page's styles and script, at the highest
 * priority: the largest paint's bytes start first.
 */
const coverPreload = (gallery: GalleryData): string =>
  gallery.cover ? `<link rel="preload" as="image"${attribute('href', coverUrlOf(gallery, gallery.cover))} fetchpriority="high">` : '';

/** `tags` before the head's first script or stylesheet (or at its end). */
const atHeadStart = (page: string, tags: string): string => {
  const headEnd = page.search(/<\/head>/i);
  if (headEnd < 0 || !tags) return page;
  const first = page.slice(0, headEnd).search(/<(script|link)\b/i);
  const at = first < 0 ? headEnd : first;
  return page.slice(0, at) + tags + page.slice(at);
};

/**
 * The template with the cover's preload in its head, the first screen in its mount point, the
 * data after it and the look's classes on <html>; the template unchanged when it has no empty
 * mount point.
 */
export const withFirstScreen = (template: string, gallery: GalleryData): string => {
  if (!template.includes(GALLERY_ROOT)) return template;
  const classes = lookClasses(gallery.look).join(' ');
  return atHeadStart(template, coverPreload(gallery))
    .replace(/<html\b[^>]*>/i, (tag) => (/\sclass="/i.test(tag) ? tag.replace(/\sclass="([^"]*)"/i, (_, own: string) => ` class="${own} ${classes}"`) : tag.replace(/^<html/i, `<html class="${classes}"`)))
    .replace(
      GALLERY_ROOT,
      () => `<div id="gallery-root">${firstScreenHtml(gallery)}</div><script type="application/json" id="${GALLERY_DATA_ID}">${scriptJson(gallery)}</script>`,
    );
};
