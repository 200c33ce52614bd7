// The summaries and examples of ../storage.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getStorage } from '../storage.js';
import { routeDocs } from './route-doc.js';

export const storageDocs = [
  routeDocs(getStorage, {
    summary: "The photographer's storage: bytes used against the plan's quota, per session (largest first), and the price of extra storage.",
    example: { params: {}, query: {}, body: {} },
  }),
];
