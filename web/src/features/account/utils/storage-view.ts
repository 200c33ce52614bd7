// What the Storage tab shows of the photographer's usage (spec sections 2 and 9): the share of
// the quota used, how close to full it is (the alert thresholds, shared/src/plans.ts), and how
// many 50 GB blocks of extra storage would bring it back under the quota.
import type { StorageOverview } from '@fotostudio/shared/contracts/storage';
import { storageAlertLevel } from '@fotostudio/shared/plans';

export type StorageState = 'ok' | 'warning' | 'critical' | 'full';

export interface StorageView {
  /** Whole percent used, for the text (may pass 100). */
  percent: number;
  /** The bar's value: at most the quota. */
  barValue: number;
  state: StorageState;
  freeBytes: number;
  /** Blocks of extra storage that would cover what is used beyond the quota (0 within it). */
  blocksOver: number;
}

const STATES: Record<number, StorageState> = { 0: 'ok', 80: 'warning', 95: 'critical', 100: 'full' };

export const storageView = ({ usedBytes, quotaBytes, extraStorage }: Pick<StorageOverview, 'usedBytes' | 'quotaBytes' | 'extraStorage'>): StorageView => ({
  percent: quotaBytes > 0 ? Math.floor((usedBytes * 100) / quotaBytes) : 100,
  barValue: Math.min(usedBytes, quotaBytes),
  state: STATES[storageAlertLevel(usedBytes, quotaBytes)] ?? 'ok',
  freeBytes: Math.max(0, quotaBytes - usedBytes),
  blocksOver: usedBytes > quotaBytes ? Math.ceil((usedBytes - quotaBytes) / extraStorage.blockBytes) : 0,
});
