// The query of the links in our mails (CustomMessage trigger) and of /auth/callback. The
// code may arrive as `code`, `token` or `token_hash` (names of the previous product's links).

export const linkCode = (params: URLSearchParams): string | null =>
  params.get('code') ?? params.get('token') ?? params.get('token_hash');

/** Only paths inside the app: `next=//evil.example` must not leave it. */
export const safeNextPath = (value: string | null, fallback: string): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;

/**
 * A query value exactly as written, for secrets Cognito puts into a link unencoded (the
 * invitation's temporary password may contain `+` or `%`, which URLSearchParams would
 * turn into a space or reject). `&` and `#` inside such a value cannot be recovered.
 */
export const rawQueryParam = (search: string, name: string): string | null => {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const separator = part.indexOf('=');
    const key = separator === -1 ? part : part.slice(0, separator);
    if (key !== name) continue;
    const value = separator === -1 ? '' : part.slice(separator + 1);
    // Decoded only when every % starts an escape: "50%off" is a password, not an escape.
    if (!value.includes('%') || /%(?![0-9a-f]{2})/i.test(value)) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
};
