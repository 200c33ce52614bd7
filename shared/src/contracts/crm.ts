// Contacts (leads) and clients, and the family or relationship links between them (spec
// sections 3, 4 and 5). A lead becomes a client one way only; contacts are soft-deleted.
import * as z from 'zod';
import { LANGUAGES, RELATIONSHIP_DIRECTIONS } from '../constants.js';
import { CLIENT_ID_TYPES, type ClientIdType } from '../billing/billing-enums.js';
import { clientIdProblems, COUNTRY_CODE } from '../billing/client-id.js';
import { entityId as id } from './ids.js';
import { codedRule, defineRoute } from './route.js';

import { CONTACT_PRIORITIES, CONTACT_SOURCES, CONTACT_STATUSES, CONTACT_TYPES } from '../crm/contact-vocabulary.js';

export { CONTACT_PRIORITIES, CONTACT_SOURCES, CONTACT_STATUSES, CONTACT_TYPES };
export const CONTACTS_PAGE_SIZE_DEFAULT = 10;
/** The export reads whole lists this many rows a page (the screens page by 10 to 100). */
export const CONTACTS_PAGE_SIZE_MAX = 500;

const text = (max: number) => z.string().trim().max(max).nullable().optional();
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const isoDate = z.iso.date();

/**
 * The language of every email, page and PDF sent to the contact from now on (issue 22 A);
 * none: the photographer's language, as before the field existed. Anything but es or en is
 * `crm.language_invalid`.
 */
export const contactLanguage = z
  .string()
  .refine((value) => (LANGUAGES as readonly string[]).includes(value), { ...codedRule('crm.language_invalid', 'language: es or en'), abort: true })
  .pipe(z.enum(LANGUAGES));

const contactFields = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: text(100),
    emails: z.object({ primary: email, secondary: email.nullable().optional() }).strict(),
    dni: text(40),
    phones: z.object({ primary: text(40), secondary: text(40), mobile: text(40) }).strict().optional(),
    instagram: text(100),
    linkedin: text(200),
    address: z
      .object({ street: text(200), city: text(100), state: text(100), postalCode: text(20), country: text(100) })
      .strict()
      .optional(),
    birthDate: isoDate.nullable().optional(),
    customDates: z.array(z.object({ name: z.string().trim().min(1).max(80), date: isoDate }).strict()).max(50).optional(),
    tags: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
    priority: z.enum(CONTACT_PRIORITIES).nullable().optional(),
    status: z.enum(CONTACT_STATUSES).nullable().optional(),
    source: z.enum(CONTACT_SOURCES).nullable().optional(),
    notes: text(5000),
    language: contactLanguage.nullable().optional(),
    /**
     * How `dni` identifies the contact for invoices (issue 22 point 1): a Spanish NIF when
     * absent (every contact before); its country for a foreign document; the day the
     * photographer checked an EU VAT number on VIES. Checked with the invoice's client rules.
     */
    idType: z.enum(CLIENT_ID_TYPES).nullable().optional(),
    idCountry: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || COUNTRY_CODE.test(value), codedRule('billing.client_country_code_invalid', 'country: an ISO 3166 two-letter code'))
      .nullable()
      .optional(),
    viesCheckedOn: isoDate.nullable().optional(),
  })
  .strict();

/** The client-id fields by the contact's own names (its identifier is `dni`, its document's country `idCountry`). */
const CONTACT_ID_FIELDS: Record<string, string> = { taxId: 'dni', countryCode: 'idCountry' };

/**
 * The identifier checked as an invoice's client's is when saved (an EU VAT number's format, the
 * country of a foreign document), each problem on the contact's own field: a contact the
 * invoice forms would refuse is not saved. A contact saved before keeps what it has until edited.
 */
const contactIdRule = (value: { dni?: string | null | undefined; idType?: ClientIdType | null | undefined; idCountry?: string | null | undefined }, ctx: z.RefinementCtx) => {
  for (const problem of clientIdProblems({ taxId: value.dni ?? '', idType: value.idType ?? null, countryCode: value.idCountry ?? null })) {
    const [field = ''] = problem.path;
    ctx.addIssue({ code: 'custom', path: [CONTACT_ID_FIELDS[String(field)] ?? field], ...codedRule(problem.code, problem.message) });
  }
};

export const contactInput = contactFields.superRefine(contactIdRule);
/** What a PUT replaces: everything but the type, which only the one-way conversion changes. */
export type ContactInput = z.infer<typeof contactInput>;

export const createContactInput = contactFields.extend({ type: z.enum(CONTACT_TYPES).default('lead') }).strict().superRefine(contactIdRule);
export type CreateContactInput = z.infer<typeof createContactInput>;

export const contact = z.object({
  contactId: z.string(),
  type: z.enum(CONTACT_TYPES),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  emails: z.object({ primary: z.string(), secondary: z.string().nullable() }),
  dni: z.string().nullable(),
  phones: z.object({ primary: z.string().nullable(), secondary: z.string().nullable(), mobile: z.string().nullable() }),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  birthDate: z.string().nullable(),
  customDates: z.array(z.object({ name: z.string(), date: z.string() })),
  tags: z.array(z.string()),
  priority: z.enum(CONTACT_PRIORITIES).nullable(),
  status: z.enum(CONTACT_STATUSES).nullable(),
  source: z.enum(CONTACT_SOURCES).nullable(),
  notes: z.string().nullable(),
  /** None: documents and emails go in the photographer's language. */
  language: z.enum(LANGUAGES).nullable(),
  /** None: a Spanish NIF (issue 22 point 1). Always answered (null when not set); optional for answers made before it. */
  idType: z.enum(CLIENT_ID_TYPES).nullable().optional(),
  idCountry: z.string().nullable().optional(),
  viesCheckedOn: z.string().nullable().optional(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contact>;

export const listContactsQuery = z
  .object({
    type: z.enum(CONTACT_TYPES),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CONTACTS_PAGE_SIZE_MAX).default(CONTACTS_PAGE_SIZE_DEFAULT),
    search: z.string().trim().max(100).optional(),
    status: z.enum(CONTACT_STATUSES).optional(),
    priority: z.enum(CONTACT_PRIORITIES).optional(),
    source: z.enum(CONTACT_SOURCES).optional(),
    tag: z.string().trim().min(1).max(50).optional(),
  })
  .strict();
export type ListContactsQuery = z.infer<typeof listContactsQuery>;

export const contactPage = z.object({
  rows: z.array(contact),
  totalCount: z.number(),
  totalPages: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ContactPage = z.infer<typeof contactPage>;

export const relationshipInput = z
  .object({
    relatedContactId: id,
    relationshipType: z.string().trim().min(1).max(60),
    notes: text(1000),
  })
  .strict();
export type RelationshipInput = z.infer<typeof relationshipInput>;


export const relationship = z.object({
  /** The same on both contacts of the link. */
  relationshipId: z.string(),
  contactId: z.string(),
  relatedContactId: z.string(),
  relatedContactName: z.string(),
  relationshipType: z.string(),
  direction: z.enum(RELATIONSHIP_DIRECTIONS),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Relationship = z.infer<typeof relationship>;

const contactParams = z.object({ contactId: id }).strict();
const relationshipParams = z.object({ contactId: id, relationshipId: id }).strict();
const deleted = z.object({ deleted: z.literal(true) });

export const listContacts = defineRoute({
  id: 'crm.listContacts',
  domain: 'crm',
  method: 'GET',
  path: '/api/contacts',
  auth: 'photographer',
  query: listContactsQuery,
  response: contactPage,
});

export const createContact = defineRoute({
  id: 'crm.createContact',
  domain: 'crm',
  method: 'POST',
  path: '/api/contacts',
  auth: 'photographer',
  body: createContactInput,
  response: z.object({ contact }),
  successStatus: 201,
});

export const getContact = defineRoute({
  id: 'crm.getContact',
  domain: 'crm',
  method: 'GET',
  path: '/api/contacts/{contactId}',
  auth: 'photographer',
  params: contactParams,
  response: z.object({ contact }),
});

export const updateContact = defineRoute({
  id: 'crm.updateContact',
  domain: 'crm',
  method: 'PUT',
  path: '/api/contacts/{contactId}',
  auth: 'photographer',
  params: contactParams,
  body: contactInput,
  response: z.object({ contact }),
});

export const deleteContact = defineRoute({
  id: 'crm.deleteContact',
  domain: 'crm',
  method: 'DELETE',
  path: '/api/contacts/{contactId}',
  auth: 'photographer',
  params: contactParams,
  response: deleted,
});

export const convertContact = defineRoute({
  id: 'crm.convertContact',
  domain: 'crm',
  method: 'POST',
  path: '/api/contacts/{contactId}/convert',
  auth: 'photographer',
  params: contactParams,
  response: z.object({ contact }),
});

export const listRelationships = defineRoute({
  id: 'crm.listRelationships',
  domain: 'crm',
  method: 'GET',
  path: '/api/contacts/{contactId}/relationships',
  auth: 'photographer',
  params: contactParams,
  response: z.object({ relationships: z.array(relationship) }),
});

export const createRelationship = defineRoute({
  id: 'crm.createRelationship',
  domain: 'crm',
  method: 'POST',
  path: '/api/contacts/{contactId}/relationships',
  auth: 'photographer',
  params: contactParams,
  body: relationshipInput,
  response: z.object({ relationship }),
  successStatus: 201,
});

export const deleteRelationship = defineRoute({
  id: 'crm.deleteRelationship',
  domain: 'crm',
  method: 'DELETE',
  path: '/api/contacts/{contactId}/relationships/{relationshipId}',
  auth: 'photographer',
  params: relationshipParams,
  response: deleted,
});
