// The photographer's own data (spec section 1, pricing: "60 days to export data (CSV, JSON, PDF)
// before deletion"): one export job at a time, a ZIP built in the background (CSV and JSON of
// every entity kind, the issued invoice PDFs, the VERI*FACTU records, a manifest of the photos
// with links valid for 7 days). The web app polls the job for its progress. Served by the
// account function (its part of the route table: account-routes.ts).
import * as z from 'zod';
import { ACCOUNT_EXPORT_STATUSES } from '../account-data.js';
import { defineRoute } from './route.js';

export const accountExport = z.object({
  exportId: z.string(),
  status: z.enum(ACCOUNT_EXPORT_STATUSES),
  /** Steps done (one per entity kind, the photo manifest, the ZIP) out of `stepsTotal`. */
  stepsDone: z.number().int().nonnegative(),
  stepsTotal: z.number().int().positive(),
  createdAt: z.string(),
  /** When the ZIP was written; null until then. */
  readyAt: z.string().nullable(),
  /** The ZIP's size in bytes; 0 until ready. */
  bytes: z.number().int().nonnegative(),
  /** A short-lived signed link to the ZIP while it is ready; null otherwise. */
  downloadUrl: z.string().nullable(),
  /** When the ZIP is deleted (7 days after it was asked for). */
  expiresAt: z.string(),
});
export type AccountExport = z.infer<typeof accountExport>;

export const accountExportAnswer = z.object({ export: accountExport.nullable() });
export type AccountExportAnswer = z.infer<typeof accountExportAnswer>;

const exampleExport: AccountExport = {
  exportId: '0192f0c4-0000-7000-8000-000000000000',
  status: 'preparing',
  stepsDone: 3,
  stepsTotal: 30,
  createdAt: '2026-11-28T10:00:00.000Z',
  readyAt: null,
  bytes: 0,
  downloadUrl: null,
  expiresAt: '2026-12-05T10:00:00.000Z',
};

export const getAccountExport = defineRoute({
  id: 'account.getAccountExport',
  domain: 'account',
  method: 'GET',
  path: '/api/me/export',
  auth: 'photographer',
  response: accountExportAnswer,
});

export const startAccountExport = defineRoute({
  id: 'account.startAccountExport',
  domain: 'account',
  method: 'POST',
  path: '/api/me/export',
  auth: 'photographer',
  response: accountExportAnswer,
});

export { exampleExport as EXAMPLE_ACCOUNT_EXPORT };
