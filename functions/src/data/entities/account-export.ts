import { Entity, type EntityItem } from 'electrodb';
import { ACCOUNT_EXPORT_STATUSES } from '@fotostudio/shared/account-data';
import { timestamps } from './timestamps.js';

/**
 * A photographer's data export (functions/src/account-data/): one item per photographer, the
 * latest job. Its INSERT (or a new `exportId`, or `failed` → `preparing`) makes the table stream
 * build the ZIP; `kindsDone` is the checkpoint, so a failed or interrupted run goes on from the
 * first step not done. TTL removes it with its files' lifecycle (7 days).
 */
export const accountExportEntity = () => new Entity({
  model: { entity: 'accountExport', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    exportId: { type: 'string', required: true },
    status: { type: ACCOUNT_EXPORT_STATUSES, required: true },
    /** The steps written to S3 so far (entity kinds, `photos`), in order. */
    kindsDone: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** Every step of the job, the ZIP included. */
    stepsTotal: { type: 'number', required: true },
    /** The ZIP's key (exports/<photographerId>/<exportId>/…zip). */
    zipKey: { type: 'string', required: true },
    bytes: { type: 'number', required: true, default: 0 },
    readyAt: { type: 'string' },
    failureReason: { type: 'string' },
    /** Runs started (the first and every resume). */
    attempts: { type: 'number', required: true, default: 0 },
    emailedTo: { type: 'string' },
    /** Epoch seconds: TTL, when the bucket's lifecycle also removes the files. */
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type AccountExportItem = EntityItem<ReturnType<typeof accountExportEntity>>;
