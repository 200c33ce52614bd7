import { followCurrentSession } from '../../dashboard/dashboard-sessions.js';
import * as selection from '../../gallery/workers/notify-selection.js';
import type { ItemChange } from './stream-record.js';

/** A confirmed selection was appended: the dashboard's row of its session (with its link) is brought up to date, then the photographer hears of it (gallery/workers/notify-selection.ts). */
export const notifyConfirmedSelection = async (change: ItemChange): Promise<void> => {
  const { photographerId, sessionId, version, confirmedAt, choices, price, fileNames } = change.newItem ?? {};
  if (typeof photographerId !== 'string' || typeof sessionId !== 'string' || typeof choices !== 'string' || typeof price !== 'string') return;
  if (typeof fileNames !== 'string') return;
  if (typeof confirmedAt !== 'string') return;
  await followCurrentSession(photographerId, sessionId);
  await selection.notifyConfirmedSelection({ photographerId, sessionId, version: Number(version), confirmedAt, choices, price, fileNames });
};
