// What the settings' data section shows of the photographer's export, and how often it asks
// again: while the ZIP is being prepared it polls the job; otherwise it waits for a click.
import type { AccountExport } from '@fotostudio/shared/contracts/account-data';

/** How often a preparing export is read again. */
export const EXPORT_POLL_MS = 3000;

export type ExportPhase = 'none' | 'preparing' | 'ready' | 'failed';

export interface ExportView {
  phase: ExportPhase;
  /** Whole percent of the steps done (100 only when ready). */
  percent: number;
  /** What the start button says: a first export, continuing a failed one, or a fresh one. */
  action: 'start' | 'resume' | 'again' | null;
  /** The ZIP's size in MB (at least 1) once ready. */
  megabytes: number | null;
}

export const exportView = (job: AccountExport | null | undefined): ExportView => {
  if (!job) return { phase: 'none', percent: 0, action: 'start', megabytes: null };
  const percent = job.status === 'ready' ? 100 : Math.min(99, Math.floor((job.stepsDone / job.stepsTotal) * 100));
  return {
    phase: job.status,
    percent,
    action: job.status === 'preparing' ? null : job.status === 'failed' ? 'resume' : 'again',
    megabytes: job.status === 'ready' ? Math.max(1, Math.round(job.bytes / (1024 * 1024))) : null,
  };
};

/** SWR's refresh interval for the export's answer: poll only while it is preparing. */
export const exportRefreshInterval = (answer: { export: AccountExport | null } | undefined): number =>
  answer?.export?.status === 'preparing' ? EXPORT_POLL_MS : 0;
