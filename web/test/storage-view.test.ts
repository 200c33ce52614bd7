import { EXTRA_STORAGE, GIGABYTE } from '@fotostudio/shared/plans';
import { formatStorageSize } from '@fotostudio/shared/format/storage-size';
import { describe, expect, it } from 'vitest';
import { storageView } from '../src/features/account/utils/storage-view';
import en from '../src/i18n/locales/en/account.json';
import es from '../src/i18n/locales/es/account.json';

const quotaBytes = 100 * GIGABYTE;
const of = (usedBytes: number) => storageView({ usedBytes, quotaBytes, extraStorage: { ...EXTRA_STORAGE } });

describe('the Storage tab', () => {
  it('shows the share used and the alert state at 80, 95 and 100 %', () => {
    expect(of(0)).toEqual({ percent: 0, barValue: 0, state: 'ok', freeBytes: quotaBytes, blocksOver: 0 });
    expect(of(79.9 * GIGABYTE).state).toBe('ok');
    expect(of(80 * GIGABYTE)).toMatchObject({ percent: 80, state: 'warning', freeBytes: 20 * GIGABYTE });
    expect(of(95 * GIGABYTE).state).toBe('critical');
    expect(of(100 * GIGABYTE)).toMatchObject({ percent: 100, state: 'full', freeBytes: 0 });
  });

  it('keeps the bar within the quota and counts the 50 GB blocks beyond it', () => {
    expect(of(120 * GIGABYTE)).toMatchObject({ percent: 120, barValue: quotaBytes, state: 'full', blocksOver: 1 });
    expect(of(150 * GIGABYTE + 1).blocksOver).toBe(2);
  });

  it('writes sizes in the plan’s decimal units in both languages', () => {
    expect(formatStorageSize(100 * GIGABYTE, 'en')).toBe('100 GB');
    expect(formatStorageSize(50 * GIGABYTE, 'es')).toBe('50 GB');
    expect(formatStorageSize(2_500_000, 'en')).toBe('2.5 MB');
    expect(formatStorageSize(2_500_000, 'es')).toBe('2,5 MB');
  });

  it('has every text in Spanish and English', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    expect(keys(es.settings.storage)).toEqual(keys(en.settings.storage));
    expect(en.settings.tabs.storage).toBe('Storage');
    expect(es.settings.tabs.storage).toBe('Almacenamiento');
    // Buying is not built, and the tab says so.
    expect(en.settings.storage.extraNotForSale).toMatch(/not built/);
  });
});
