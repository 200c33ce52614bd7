import { notifyRefusedAnswer } from '../../billing/verifactu/answer-notices.js';
import type { ItemChange } from './stream-record.js';

/** The AEAT answered a VERI*FACTU record: a refusal or an acceptance with errors is told (billing/verifactu/answer-notices.ts). */
export const tellRefusedAnswer = (change: ItemChange): Promise<void> => notifyRefusedAnswer(change.oldItem, change.newItem);
