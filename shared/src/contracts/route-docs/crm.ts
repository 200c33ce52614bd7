// The summaries and examples of ../crm.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { convertContact, createContact, createRelationship, deleteContact, deleteRelationship, getContact, listContacts, listRelationships, updateContact } from '../crm.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const exampleContact = {
  firstName: 'Lucía',
  lastName: 'García',
  emails: { primary: 'lucia.garcia@example.com', secondary: 'lucia@example.org' },
  dni: '12345678Z',
  phones: { primary: '+34 600 000 000', mobile: '+34 611 111 111' },
  instagram: '@lucia',
  linkedin: 'https://www.linkedin.com/in/lucia',
  address: { street: 'Calle Mayor 1', city: 'Madrid', state: 'Madrid', postalCode: '28013', country: 'España' },
  birthDate: '1990-05-17',
  customDates: [{ name: 'Aniversario', date: '2015-06-20' }],
  tags: ['boda', 'vip'],
  priority: 'high' as const,
  status: 'active' as const,
  source: 'referral' as const,
  notes: 'Boda en septiembre',
  language: 'es' as const,
};

export const crmDocs = [
  routeDocs(listContacts, {
    summary: 'A page of contacts or clients, newest first, with search and filters.',
    example: { params: {}, query: { type: 'lead' }, body: {} },
  }),
  routeDocs(createContact, {
    summary: 'Creates a contact (a lead unless told otherwise) or a client.',
    example: { params: {}, query: {}, body: { type: 'lead' as const, ...exampleContact } },
  }),
  routeDocs(getContact, {
    summary: 'One contact or client.',
    example: { params: { contactId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(updateContact, {
    summary: 'Replaces the fields of a contact or client (not its type).',
    example: { params: { contactId: EXAMPLE_ID }, query: {}, body: exampleContact },
  }),
  routeDocs(deleteContact, {
    summary: 'Soft-deletes a contact or client.',
    example: { params: { contactId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(convertContact, {
    summary: 'Turns a lead into a client, for good.',
    example: { params: { contactId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(listRelationships, {
    summary: "A contact's family or relationship links, made from it or to it.",
    example: { params: { contactId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(createRelationship, {
    summary: 'Links two contacts of the same photographer; the link shows on both, and the same pair twice (either way) is refused.',
    example: {
      params: { contactId: EXAMPLE_ID },
      query: {},
      body: { relatedContactId: EXAMPLE_ID, relationshipType: 'madre', notes: 'Madre de la novia' },
    },
  }),
  routeDocs(deleteRelationship, {
    summary: 'Removes a family or relationship link from both contacts.',
    example: { params: { contactId: EXAMPLE_ID, relationshipId: EXAMPLE_ID }, query: {}, body: {} },
  }),
];
