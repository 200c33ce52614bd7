// The photographer's storage (spec section 2 "/dashboard/settings" Storage tab, section 9):
// usage against the plan's quota, kept by counters (functions/src/account/storage-usage.ts).
// Served by the account function (account-routes.ts).
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';

const bytes = z.number().int().nonnegative();

export const storageOverview = z.object({
  usedBytes: bytes,
  quotaBytes: bytes,
  /** When usage was last counted from the bucket (the migration or an operator recount); null if never. */
  countedAt: z.string().nullable(),
  /** Profile photo, logo and product images: usage outside the sessions. */
  otherBytes: bytes,
  /** Sessions holding files, largest first. */
  sessions: z.array(
    z.object({ sessionId: id, title: z.string(), clientName: z.string(), imageCount: z.number().int().nonnegative(), archived: z.boolean(), usedBytes: bytes }),
  ),
  /** What more storage costs (not for sale yet). */
  extraStorage: z.object({ blockBytes: bytes, monthlyPriceCents: bytes, currency: z.literal('EUR') }),
});
export type StorageOverview = z.infer<typeof storageOverview>;

export const getStorage = defineRoute({
  id: 'account.getStorage',
  domain: 'account',
  method: 'GET',
  path: '/api/me/storage',
  auth: 'photographer',
  response: storageOverview,
});
