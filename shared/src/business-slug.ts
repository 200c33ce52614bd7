// The business slug: the first segment of a photographer's public gallery URLs
// (/{businessSlug}/{personalSlug}/{sessionSlug}), unique across photographers.

/** First path segments the app itself uses; a slug may never take one. */
export const RESERVED_FIRST_SEGMENTS = [
  'admin', 'api', 'app', 'assets', 'auth', 'beta', 'blog', 'brand', 'cognito', 'config.json', 'contact',
  'cookies', 'dashboard', 'docs', 'en', 'favicon.ico', 'gallery', 'help', 'login', 'logout', 'media', 'photographer',
  'precios', 'pricing', 'privacy', 'robots.txt', 's3', 'settings', 'signup', 'static', 'status', 'support',
  'terms', 'thankyou', 'verifactu', 'www',
] as const;

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export type SlugProblem = 'invalid' | 'reserved';

export const slugProblem = (slug: string): SlugProblem | undefined => {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug) || slug.includes('--')) {
    return 'invalid';
  }
  if ((RESERVED_FIRST_SEGMENTS as readonly string[]).includes(slug)) return 'reserved';
  return undefined;
};

/** A slug suggestion from free text: "Estudio Lucía & Co." -> "estudio-lucia-co". */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
