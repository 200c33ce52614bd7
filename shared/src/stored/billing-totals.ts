// Only the totals of a quote's or invoice's stored content (billing-content.ts holds the whole
// shape): the dashboard sums the bases and VAT of thousands of invoices and reads nothing else
// of them, so it validates nothing else. The same field names as the document contract's
// `totals` (contracts/billing/document.ts), declared here so the dashboard's bundle carries no
// billing route contract; zod drops the breakdown and everything else.
import * as z from 'zod';
import { storedJson } from './json-codec.js';

const documentTotalsSums = z.object({
  baseCents: z.number(),
  vatCents: z.number(),
  irpf: z.object({ ratePercent: z.number(), baseCents: z.number(), amountCents: z.number() }).nullable(),
  totalCents: z.number(),
});

export const storedDocumentTotals = storedJson(z.object({ totals: documentTotalsSums }));
export type StoredDocumentTotals = z.output<typeof documentTotalsSums>;
