// The summaries and examples of ../account-data.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getAccountExport, startAccountExport } from '../account-data.js';
import { routeDocs } from './route-doc.js';

export const accountDataDocs = [
  routeDocs(getAccountExport, {
    summary: "The photographer's latest data export: its progress, or its short-lived download link once ready.",
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(startAccountExport, {
    summary: 'Starts an export of all the photographer\'s data; one in progress is answered as it is, a failed one continues where it stopped.',
    example: { params: {}, query: {}, body: {} },
  }),
];
