import { EXAMPLE_ACCOUNT_EXPORT, type AccountExport } from '@fotostudio/shared/contracts/account-data';
import { describe, expect, it } from 'vitest';
import { EXPORT_POLL_MS, exportRefreshInterval, exportView } from '../src/features/account/utils/account-export';

const job = (changes: Partial<AccountExport>): AccountExport => ({ ...EXAMPLE_ACCOUNT_EXPORT, ...changes });

describe("the settings' data section", () => {
  it('offers a first export when there is none, and does not poll', () => {
    expect(exportView(null)).toEqual({ phase: 'none', percent: 0, action: 'start', megabytes: null });
    expect(exportRefreshInterval({ export: null })).toBe(0);
    expect(exportRefreshInterval(undefined)).toBe(0);
  });

  it('shows the progress of a preparing export without a start button, and polls it', () => {
    const view = exportView(job({ status: 'preparing', stepsDone: 15, stepsTotal: 30 }));
    expect(view).toEqual({ phase: 'preparing', percent: 50, action: null, megabytes: null });
    expect(exportRefreshInterval({ export: job({ status: 'preparing' }) })).toBe(EXPORT_POLL_MS);
    // Every step but the ZIP done is still not 100 %.
    expect(exportView(job({ status: 'preparing', stepsDone: 30, stepsTotal: 30 })).percent).toBe(99);
  });

  it('offers to continue a failed export from where it stopped, and a new file once one is ready', () => {
    expect(exportView(job({ status: 'failed', stepsDone: 6, stepsTotal: 30 }))).toMatchObject({ phase: 'failed', percent: 20, action: 'resume' });
    const ready = exportView(job({ status: 'ready', stepsDone: 30, stepsTotal: 30, bytes: 5.4 * 1024 * 1024, downloadUrl: 'https://x/media/exports/a.zip' }));
    expect(ready).toEqual({ phase: 'ready', percent: 100, action: 'again', megabytes: 5 });
    expect(exportView(job({ status: 'ready', bytes: 2000 })).megabytes).toBe(1);
    expect(exportRefreshInterval({ export: job({ status: 'ready' }) })).toBe(0);
    expect(exportRefreshInterval({ export: job({ status: 'failed' }) })).toBe(0);
  });
});
