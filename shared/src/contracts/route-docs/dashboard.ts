// The summaries and examples of ../dashboard.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getDashboard } from '../dashboard.js';
import { routeDocs } from './route-doc.js';

export const dashboardDocs = [
  routeDocs(getDashboard, {
    summary: "The dashboard's stats for a period, revenue series, recent orders, upcoming and calendar sessions, what needs the photographer and the onboarding flag.",
    example: { params: {}, query: { period: 'this_year', granularity: 'month', month: '2026-11' }, body: {} },
  }),
];
