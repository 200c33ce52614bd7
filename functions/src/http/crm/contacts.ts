import {
  convertContact,
  createContact,
  deleteContact,
  getContact,
  listContacts,
  updateContact,
} from '@fotostudio/shared/contracts/crm';
import {
  convertContactItem,
  createContactItem,
  deleteContactItem,
  getContactItem,
  listContactItems,
  updateContactItem,
} from '../../crm/contacts.js';
import { toContact } from '../../crm/views.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const contactHandlers = [
  photographerRoute(listContacts, async ({ caller, query }) => {
    const { items, totalCount, totalPages } = await listContactItems(caller.photographerId, query);
    return { rows: items.map(toContact), totalCount, totalPages, page: query.page, pageSize: query.pageSize };
  }),
  photographerRoute(createContact, async ({ caller, body }) => ({
    contact: toContact(await createContactItem(caller.photographerId, body)),
  })),
  photographerRoute(getContact, async ({ caller, params }) => ({
    contact: toContact(await getContactItem(caller.photographerId, params.contactId)),
  })),
  photographerRoute(updateContact, async ({ caller, params, body }) => ({
    contact: toContact(await updateContactItem(caller.photographerId, params.contactId, body)),
  })),
  photographerRoute(deleteContact, async ({ caller, params }) => {
    await deleteContactItem(caller.photographerId, params.contactId);
    return { deleted: true as const };
  }),
  photographerRoute(convertContact, async ({ caller, params }) => ({
    contact: toContact(await convertContactItem(caller.photographerId, params.contactId)),
  })),
];
