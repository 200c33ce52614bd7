// The summaries and examples of ../crm-import.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { importContacts } from '../crm-import.js';
import { routeDocs } from './route-doc.js';

export const crmImportDocs = [
  routeDocs(importContacts, {
    summary: 'Creates every contact of an import file, or none of them.',
    example: {
      params: {},
      query: {},
      body: {
        contacts: [
          { type: 'client', first_name: 'Marta', last_name: 'López', emails: { primary: 'marta.lopez@example.com' }, tags: 'boda, 2026' },
          { first_name: 'Jorge', emails: { primary: 'jorge@example.com' }, phones: { mobile: '+34 622 222 222' }, status: 'potential' },
        ],
      },
    },
  }),
];
