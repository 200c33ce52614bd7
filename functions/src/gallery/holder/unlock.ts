// `gallery.unlock`: a protected link's password traded for a pass. Every try counts, a right
// password too (so guessing cannot hide among successes), against two 15-minute windows of
// the link (the token and the custom URL share them), each a conditional counter expiring by
// TTL (docs/gallery.md, "Password tries"):
// - per client (an IPv4 address, an IPv6 /64): 10 tries, then 429 until the window ends;
// - per link, from every client: past 30 tries, one try per 5 seconds (429 with a short
//   Retry-After), so a flood from many addresses is slowed without locking the real client
//   out: it gets in after a short wait from its own address.
import { createHash } from 'node:crypto';
import { isConditionalFailure } from '../../data/condition-failure.js';
import { countClientPasswordTry, countLinkPasswordTry } from '../../data/stores/gallery-holder.js';
import { DomainError } from '../../lib/errors.js';
import { clientGroupOf } from '../../lib/http/viewer-address.js';
import { issuePass } from './gallery-pass.js';
import type { Holder } from './holder-access.js';
import { linkPasswordMatches } from '../../share-links/link-password.js';

export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
/** Tries one client has on one link per window. */
export const CLIENT_TRIES_PER_WINDOW = 10;
/** Tries a link takes per window from all clients before they are spaced out. */
export const LINK_TRIES_BEFORE_SPACING = 30;
/** Past that ceiling, at most one try per link in this time. */
export const LINK_TRY_SPACING_MS = 5_000;

/** The one group of the calls that came without the edge's viewer address (they bypassed CloudFront). */
const NO_VIEWER_ADDRESS = 'no-viewer-address';

interface Window {
  /** ISO start of the window, part of the counters' keys. */
  id: string;
  endsAt: number;
  /** The counters stay one window past their own (TTL, in seconds). */
  expiresAt: number;
}

const windowOf = (now: Date): Window => {
  const start = Math.floor(now.getTime() / PASSWORD_WINDOW_MS) * PASSWORD_WINDOW_MS;
  return {
    id: new Date(start).toISOString(),
    endsAt: start + PASSWORD_WINDOW_MS,
    expiresAt: Math.floor((start + 2 * PASSWORD_WINDOW_MS) / 1000),
  };
};

const refused = (retryAfterMs: number) =>
  new DomainError('gallery.password_rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/**
 * The client as its counter names it: a hash of its address group with the link, so the table
 * never holds a visitor's IP address (the counter only has to tell clients apart).
 */
const clientKeyOf = (linkId: string, group: string): string => createHash('sha256').update(`password-tries|${linkId}|${group}`).digest('hex').slice(0, 32);

/** Counts one try of the client in the window; refused once its tries are used up, until the window ends. */
const countClientTry = async (linkId: string, client: string, window: Window, now: Date): Promise<void> => {
  try {
    await countClientPasswordTry({ linkId, windowId: window.id, expiresAt: window.expiresAt }, client, CLIENT_TRIES_PER_WINDOW);
  } catch (error) {
    if (isConditionalFailure(error)) throw refused(window.endsAt - now.getTime());
    throw error;
  }
};

/** Counts one try on the link in the window; past the ceiling, refused unless the last one let through is LINK_TRY_SPACING_MS old. */
const countLinkTry = async (linkId: string, window: Window, now: Date): Promise<void> => {
  try {
    await countLinkPasswordTry({ linkId, windowId: window.id, expiresAt: window.expiresAt }, now.getTime(), LINK_TRIES_BEFORE_SPACING, LINK_TRY_SPACING_MS);
  } catch (error) {
    // The last try let through is at most LINK_TRY_SPACING_MS old: waiting that long always suffices.
    if (isConditionalFailure(error)) throw refused(LINK_TRY_SPACING_MS);
    throw error;
  }
};

/**
 * `viewerIp` is the edge's viewer address (lib/http/viewer-address.ts). The client's window
 * is counted first, so a client already refused takes none of the link's spaced tries.
 */
export const unlockLink = async ({ photographerId, sessionId, link }: Holder, password: string, viewerIp: string | undefined, now = new Date()) => {
  if (!link.passwordHash) return issuePass(link, now);
  // Keyed by the link (not the address used), so the token and the custom URL share the tries.
  const linkId = `${photographerId}/${sessionId}`;
  const window = windowOf(now);
  await countClientTry(linkId, clientKeyOf(linkId, viewerIp === undefined ? NO_VIEWER_ADDRESS : clientGroupOf(viewerIp)), window, now);
  await countLinkTry(linkId, window, now);
  if (!(await linkPasswordMatches(password, link.passwordHash))) throw new DomainError('gallery.password_wrong');
  return issuePass(link, now);
};
