import { contactOfImportRecord, importContacts } from '@fotostudio/shared/contracts/crm-import';
import { importContactItems, importedSummaryOf } from '../../crm/contact-import.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const contactImportHandlers = [
  photographerRoute(importContacts, async ({ caller, body }) =>
    importedSummaryOf(await importContactItems(caller.photographerId, body.contacts.map(contactOfImportRecord))),
  ),
];
