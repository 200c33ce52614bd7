// The addresses of a share link (spec sections 2 "Public routes" and 3 "Share token"):
//   /{businessSlug}/{personalSlug}/{sessionSlug}   (the session slug ends with the link token)
//   /{customUrl} and /gallery/{customUrl}          (a custom part the photographer chose)
//   /gallery/{token}
// The token is the secret: 26 characters of lower-case base32 (130 random bits). A custom URL
// is a guessable name the photographer opts into, so it can also be given a password.
import { RESERVED_FIRST_SEGMENTS, slugify } from '../business-slug.js';

/** The header that carries a password-protected link's pass (see `gallery.unlock`). */
export const GALLERY_PASS_HEADER = 'x-gallery-pass';

export const LINK_TOKEN_LENGTH = 26;
export const LINK_TOKEN_PATTERN = /^[a-z2-7]{26}$/;
/** A session slug ends with the link token (exported for the CloudFront function built from these rules). */
export const LINK_TOKEN_SUFFIX_PATTERN = /(?:^|-)([a-z2-7]{26})$/;

export const CUSTOM_URL_MIN_LENGTH = 3;
export const CUSTOM_URL_MAX_LENGTH = 60;
export const CUSTOM_URL_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What the gallery API accepts as `{linkKey}`: a token or a custom URL. */
export const LINK_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

export type CustomUrlProblem = 'invalid' | 'reserved';

/** Why a custom URL cannot be used, if it cannot (uniqueness is the server's to check). */
export const customUrlProblem = (value: string): CustomUrlProblem | undefined => {
  if (
    value.length < CUSTOM_URL_MIN_LENGTH ||
    value.length > CUSTOM_URL_MAX_LENGTH ||
    !CUSTOM_URL_PATTERN.test(value) ||
    value.includes('--') ||
    // A custom URL shaped like a token could shadow one.
    LINK_TOKEN_PATTERN.test(value)
  ) {
    return 'invalid';
  }
  if ((RESERVED_FIRST_SEGMENTS as readonly string[]).includes(value)) return 'reserved';
  return undefined;
};

const segmentsOf = (pathname: string): string[] =>
  pathname
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => {
      try {
        return decodeURIComponent(part).toLowerCase();
      } catch {
        return '';
      }
    });

/**
 * The link key a gallery page path names, or undefined when the path is not a gallery
 * address (an app route, an asset, or a malformed path).
 */
export const linkKeyOfPath = (pathname: string): string | undefined => {
  const segments = segmentsOf(pathname);
  if (segments.some((s) => s === '' || s.includes('.'))) return undefined;
  if (segments.length === 2 && segments[0] === 'gallery') {
    const key = segments[1] ?? '';
    return LINK_KEY_PATTERN.test(key) ? key : undefined;
  }
  const first = segments[0] ?? '';
  if ((RESERVED_FIRST_SEGMENTS as readonly string[]).includes(first)) return undefined;
  if (segments.length === 1) return customUrlProblem(first) === undefined ? first : undefined;
  if (segments.length === 3) return LINK_TOKEN_SUFFIX_PATTERN.exec(segments[2] ?? '')?.[1];
  return undefined;
};

/** The path of a link's main address; `businessSlug` may be unset (then /gallery/{token}). */
export const linkPath = (input: {
  token: string;
  businessSlug: string | null | undefined;
  clientName: string;
  sessionTitle: string;
}): string => {
  if (!input.businessSlug) return `/gallery/${input.token}`;
  const personal = slugify(input.clientName) || 'cliente';
  const session = slugify(input.sessionTitle);
  return `/${input.businessSlug}/${personal}/${session ? `${session}-` : ''}${input.token}`;
};

/** The path of a custom URL (both /{customUrl} and /gallery/{customUrl} resolve; this is the short one). */
export const customUrlPath = (customUrl: string): string => `/${customUrl}`;
