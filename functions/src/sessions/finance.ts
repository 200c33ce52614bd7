// A session's finance: reads limited to 10 a minute per session (beyond it, an empty
// placeholder), and updates of the allowed fields under `financeChangeRefusal` (what the
// photographer types never takes paid above the total; recorded payments may).
import type { FinanceUpdate, SessionFinance } from '@fotostudio/shared/contracts/sessions';
import { FINANCE_READS_PER_MINUTE } from '@fotostudio/shared/sessions/session-limits';
import { financeChangeRefusal } from '@fotostudio/shared/sessions/finance-change-refusal';
import { db, isConditionalFailure } from '../data/database.js';
import { updateFinanceAsRead } from '../data/stores/sessions.js';
import { DomainError } from '../lib/errors.js';
import { requireActiveSession, requireFinance, requireSession } from './session-store.js';
import { financePlaceholder, toSessionFinance } from './views.js';

const MINUTE_MS = 60_000;

/** Counts this read in the current minute's counter; true while within the limit. */
const withinReadLimit = async (photographerId: string, sessionId: string, now: Date): Promise<boolean> => {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const { data } = await db()
    .entities.sessionReadCounter.update({ photographerId, sessionId, window: `finance#${minute}` })
    .add({ reads: 1 })
    .set({ expiresAt: Math.floor(((minute + 2) * MINUTE_MS) / 1000) })
    .go({ response: 'all_new' });
  return (data.reads ?? 0) <= FINANCE_READS_PER_MINUTE;
};

export const readFinance = async (photographerId: string, sessionId: string, now = new Date()): Promise<SessionFinance> => {
  await requireSession(photographerId, sessionId);
  if (!(await withinReadLimit(photographerId, sessionId, now))) return financePlaceholder();
  return toSessionFinance(await requireFinance(photographerId, sessionId));
};

export const updateFinance = async (photographerId: string, sessionId: string, input: FinanceUpdate): Promise<SessionFinance> => {
  await requireActiveSession(photographerId, sessionId);
  const current = await requireFinance(photographerId, sessionId);
  const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
  const refusal = financeChangeRefusal(current, next);
  if (refusal) throw new DomainError(refusal);
  try {
    await updateFinanceAsRead({ photographerId, sessionId }, current.updatedAt, {
      totalPriceCents: next.totalPriceCents,
      paidCents: next.paidCents,
      extraPhotos: next.extraPhotos,
      additionalProductsCents: next.additionalProductsCents,
      completeGalleryPriceCents: next.completeGalleryPriceCents,
    });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    throw new DomainError('sessions.changed_meanwhile', { cause: error });
  }
  return toSessionFinance(await requireFinance(photographerId, sessionId));
};
