// A quote's or invoice's content (functions/src/billing/document-content.ts): the issuer and
// client as they were, the session, the priced lines and the totals, written once as JSON.
// Its shape is the document answer's own part, unchanged since billing was built but for the
// optional `pricesIncludeVat` (issue 22 A), `operationDate` (issue 22 point 5) and a quote's
// `deposit` (issue 25 point 3), absent on every document made before them.
import type * as z from 'zod';
import { billingDocument } from '../contracts/billing/document.js';
import { storedJson } from './json-codec.js';

const content = billingDocument.pick({
  paymentConditions: true,
  notes: true,
  description: true,
  issuer: true,
  client: true,
  session: true,
  pricing: true,
  products: true,
  pricesIncludeVat: true,
  operationDate: true,
  deposit: true,
  lines: true,
  totals: true,
});

export const storedDocumentContent = storedJson(content);
export type DocumentContent = z.output<typeof content>;
