// The summaries and examples of ../platform.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getHealth } from '../platform.js';
import { routeDocs } from './route-doc.js';

export const platformDocs = [
  routeDocs(getHealth, {
    summary: 'Liveness and database reachability, used by the signup connectivity check.',
    example: { params: {}, query: {}, body: {} },
  }),
];
