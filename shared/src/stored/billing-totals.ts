// Only the totals of a quote's or invoice's stored content (billing-content.ts holds the whole
// shape): the dashboard sums the bases and VAT of thousands of invoices and reads nothing else
// of them, so it validates nothing else.
import type * as z from 'zod';
import { billingDocument } from '../contracts/billing/document.js';
import { storedJson } from './json-codec.js';

export const storedDocumentTotals = storedJson(billingDocument.pick({ totals: true }));
export type StoredDocumentTotals = z.output<typeof storedDocumentTotals>['totals'];
