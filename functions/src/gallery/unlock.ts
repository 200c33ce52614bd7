// `gallery.unlock`: a protected link's password traded for a pass. Every try counts against
// the link's window (10 per 15 minutes, the window item expiring by TTL), whichever of the
// link's addresses it came through, so a custom URL cannot be guessed at speed.
import { itemKeys } from '../data/item-keys.js';
import { isConditionFailure, updateItem } from '../data/plain-table.js';
import { DomainError } from '../lib/errors.js';
import { issuePass } from './gallery-pass.js';
import type { Holder } from './holder-access.js';
import { linkPasswordMatches } from './link-password.js';

export const PASSWORD_TRIES_PER_WINDOW = 10;
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** Counts one try in the current window; refused once the window's tries are used up. */
const countTry = async (linkId: string, now: Date): Promise<void> => {
  const start = Math.floor(now.getTime() / PASSWORD_WINDOW_MS) * PASSWORD_WINDOW_MS;
  try {
    const window = new Date(start).toISOString();
    await updateItem(
      'galleryPasswordTries',
      itemKeys.galleryPasswordTries(linkId, window),
      { linkKey: linkId, window },
      {
        mode: 'upsert',
        set: { expiresAt: Math.floor((start + 2 * PASSWORD_WINDOW_MS) / 1000) },
        add: { tries: 1 },
        condition: { expression: 'attribute_not_exists(#tries) OR #tries < :c0', values: { ':c0': PASSWORD_TRIES_PER_WINDOW } },
      },
      false,
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('gallery.password_rate_limited');
    throw error;
  }
};

export const unlockLink = async ({ photographerId, sessionId, link }: Holder, password: string, now = new Date()) => {
  if (!link.passwordHash) return issuePass(link, now);
  // Keyed by the link (not the address used), so the token and the custom URL share the tries.
  await countTry(`${photographerId}/${sessionId}`, now);
  if (!(await linkPasswordMatches(password, link.passwordHash))) throw new DomainError('gallery.password_wrong');
  return issuePass(link, now);
};
