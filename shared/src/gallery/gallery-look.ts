// How a session's client gallery looks (issue 28 point 1): the layout of its grid, a light or
// dark theme and the typeface of its titles, chosen by the photographer in the session's
// Gallery tab (the cover photo is the session's `coverImageId`, beside these). Sessions are
// stored with each choice as an optional string: a session written before these existed, or
// one holding a value no longer offered, reads as the defaults below, which are the gallery's
// look before the choice existed (justified rows, light, the system font). Nothing to migrate.
import * as z from 'zod';

/** `masonry`: justified rows keeping each photo's shape (the look before the choice); `grid`: square tiles. */
export const GALLERY_LAYOUTS = ['masonry', 'grid'] as const;
export const GALLERY_THEMES = ['light', 'dark'] as const;
/**
 * `system`: the device's own sans-serif (the look before the choice); the others are the
 * self-hosted typefaces in web/src/gallery/fonts (one weight, latin and latin-ext subsets).
 */
export const GALLERY_FONTS = ['system', 'cormorant', 'playfair', 'montserrat', 'josefin'] as const;

export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];
export type GalleryTheme = (typeof GALLERY_THEMES)[number];
export type GalleryFont = (typeof GALLERY_FONTS)[number];

export const galleryLook = z.object({
  layout: z.enum(GALLERY_LAYOUTS),
  theme: z.enum(GALLERY_THEMES),
  font: z.enum(GALLERY_FONTS),
});
export type GalleryLook = z.infer<typeof galleryLook>;

export const DEFAULT_GALLERY_LOOK: GalleryLook = { layout: 'masonry', theme: 'light', font: 'system' };

/** The stored fields of a session that hold its look. */
export interface StoredGalleryLook {
  galleryLayout?: string | undefined;
  galleryTheme?: string | undefined;
  galleryFont?: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

/** The look a stored session is shown with: each missing or unknown choice is its default. */
export const galleryLookOf = (stored: StoredGalleryLook): GalleryLook => ({
  layout: oneOf(GALLERY_LAYOUTS, stored.galleryLayout, DEFAULT_GALLERY_LOOK.layout),
  theme: oneOf(GALLERY_THEMES, stored.galleryTheme, DEFAULT_GALLERY_LOOK.theme),
  font: oneOf(GALLERY_FONTS, stored.galleryFont, DEFAULT_GALLERY_LOOK.font),
});

/** The stored fields of a look. */
export const storedGalleryLookOf = (look: GalleryLook): Required<StoredGalleryLook> => ({
  galleryLayout: look.layout,
  galleryTheme: look.theme,
  galleryFont: look.font,
});
