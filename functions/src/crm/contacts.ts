// Contacts and clients. Every write of a contact goes with its search-index entry in one
// transaction (see data/crm-index/contact-index.ts), so the list never shows what the item does not say.
// The contact item records the index page of its entry, so a change knows where it is.
import { randomUUID } from 'node:crypto';
import type { ContactInput, CreateContactInput, ListContactsQuery } from '@fotostudio/shared/contracts/crm';
import { db } from '../data/database.js';
import type { ContactItem } from '../data/entities/contact.js';
import { convertLeadAsRead, markContactDeletedAsRead, replaceContactAsRead } from '../data/stores/crm.js';
import { DomainError } from '../lib/errors.js';
import { TransactionCanceled, writeWithIndex, type IndexChange, type TransactItem } from '../data/crm-index/contact-index.js';
import { tagFormOf, type IndexRow } from '../data/crm-index/index-entry.js';
import { loadIndex } from '../data/crm-index/index-reader.js';

type ContactKey = { photographerId: string; contactId: string };

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A map with nothing in it is left out rather than stored empty. */
const unlessEmpty = <T extends Record<string, string | undefined>>(map: T): T | undefined =>
  Object.values(map).some((v) => v !== undefined) ? map : undefined;

/** The stored attributes a contact input sets (nulls and blanks are left out). */
export const contactFieldsOf = (input: ContactInput) => ({
  firstName: input.firstName,
  lastName: orUndefined(input.lastName) || undefined,
  emails: { primary: input.emails.primary, secondary: orUndefined(input.emails.secondary) },
  dni: orUndefined(input.dni) || undefined,
  phones: unlessEmpty({
    primary: orUndefined(input.phones?.primary) || undefined,
    secondary: orUndefined(input.phones?.secondary) || undefined,
    mobile: orUndefined(input.phones?.mobile) || undefined,
  }),
  instagram: orUndefined(input.instagram) || undefined,
  linkedin: orUndefined(input.linkedin) || undefined,
  address: unlessEmpty({
    street: orUndefined(input.address?.street) || undefined,
    city: orUndefined(input.address?.city) || undefined,
    state: orUndefined(input.address?.state) || undefined,
    postalCode: orUndefined(input.address?.postalCode) || undefined,
    country: orUndefined(input.address?.country) || undefined,
  }),
  birthDate: orUndefined(input.birthDate),
  customDates: (input.customDates ?? []).map((d) => ({ name: d.name, date: d.date })),
  tags: [...new Set(input.tags ?? [])],
  priority: orUndefined(input.priority),
  status: orUndefined(input.status),
  source: orUndefined(input.source),
  notes: orUndefined(input.notes) || undefined,
  language: orUndefined(input.language),
  idType: input.idType && input.idType !== 'nif' ? input.idType : undefined,
  idCountry: orUndefined(input.idCountry) || undefined,
  viesCheckedOn: orUndefined(input.viesCheckedOn),
});

const findContactItem = async (key: ContactKey): Promise<ContactItem | undefined> => {
  const { data } = await db().entities.contact.get(key).go();
  return data && !data.isDeleted ? data : undefined;
};

export const getContactItem = async (photographerId: string, contactId: string): Promise<ContactItem> => {
  const item = await findContactItem({ photographerId, contactId });
  if (!item) throw new DomainError('crm.contact_not_found');
  return item;
};

/** The index entry a stored contact has now (none for contacts written before the index recorded pages). */
const indexedNow = (item: ContactItem): IndexChange['before'] => (item.indexPage === undefined ? undefined : { page: item.indexPage, item });

const conditionFailed = (error: unknown): boolean => error instanceof TransactionCanceled && error.codes[0] === 'ConditionalCheckFailed';

export const createContactItem = async (photographerId: string, input: CreateContactInput): Promise<ContactItem> => {
  const contactId = randomUUID();
  const now = new Date().toISOString();
  const item = { photographerId, contactId, type: input.type, ...contactFieldsOf(input), isDeleted: false, createdAt: now };
  await writeWithIndex(photographerId, [{ contactId, after: item }], (placement) => [
    { Put: db().entities.contact.create({ ...item, indexPage: placement.get(contactId) }).params<NonNullable<TransactItem['Put']>>() },
  ]);
  return getContactItem(photographerId, contactId);
};

export const updateContactItem = async (photographerId: string, contactId: string, input: ContactInput): Promise<ContactItem> => {
  const current = await getContactItem(photographerId, contactId);
  const item = {
    photographerId,
    contactId,
    type: current.type,
    ...contactFieldsOf(input),
    convertedAt: current.convertedAt,
    isDeleted: false,
    createdAt: current.createdAt,
  };
  try {
    await writeWithIndex(photographerId, [{ contactId, before: indexedNow(current), after: item }], (placement) => [
      replaceContactAsRead({ ...item, indexPage: placement.get(contactId) }, current.updatedAt),
    ]);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    await getContactItem(photographerId, contactId);
    throw new DomainError('crm.changed_meanwhile', { cause: error });
  }
  return getContactItem(photographerId, contactId);
};

export const deleteContactItem = async (photographerId: string, contactId: string): Promise<void> => {
  const current = await getContactItem(photographerId, contactId);
  const update = markContactDeletedAsRead({ photographerId, contactId }, current.updatedAt, new Date().toISOString());
  try {
    await writeWithIndex(photographerId, [{ contactId, before: indexedNow(current) }], () => [update]);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    await getContactItem(photographerId, contactId);
    throw new DomainError('crm.changed_meanwhile', { cause: error });
  }
};

/** Lead to client, one way: a client is never turned back. */
export const convertContactItem = async (photographerId: string, contactId: string): Promise<ContactItem> => {
  const current = await getContactItem(photographerId, contactId);
  if (current.type === 'client') throw new DomainError('crm.already_client');
  try {
    await writeWithIndex(photographerId, [{ contactId, before: indexedNow(current), after: { ...current, type: 'client' } }], (placement) => [
      convertLeadAsRead({ photographerId, contactId }, current.updatedAt, {
        type: 'client',
        convertedAt: new Date().toISOString(),
        indexPage: placement.get(contactId),
      }),
    ]);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const now = await getContactItem(photographerId, contactId);
    throw new DomainError(now.type === 'client' ? 'crm.already_client' : 'crm.changed_meanwhile', { cause: error });
  }
  return getContactItem(photographerId, contactId);
};

/** Full items of the given contacts, in the given order; deleted or vanished ones left out. */
export const getContactItems = async (photographerId: string, contactIds: string[]): Promise<ContactItem[]> => {
  if (contactIds.length === 0) return [];
  const found = new Map<string, ContactItem>();
  let keys: ContactKey[] = contactIds.map((contactId) => ({ photographerId, contactId }));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    // An export page of 500 is five BatchGetItem calls of 100: sent together.
    const { data, unprocessed } = await db().entities.contact.get(keys).go({ concurrency: 5 });
    for (const item of data) found.set(item.contactId, item);
    keys = unprocessed.map((k) => ({ photographerId, contactId: k.contactId }));
  }
  if (keys.length > 0) throw new Error('contacts left unread after retries');
  return contactIds.flatMap((id) => {
    const item = found.get(id);
    return item && !item.isDeleted ? [item] : [];
  });
};

const matches = (query: ListContactsQuery) => {
  const needle = query.search?.toLowerCase();
  const tag = query.tag === undefined ? undefined : tagFormOf(query.tag);
  return (row: IndexRow) =>
    row.type === query.type &&
    (!query.status || row.status === query.status) &&
    (!query.priority || row.priority === query.priority) &&
    (!query.source || row.source === query.source) &&
    (!tag || row.tagForms.includes(tag)) &&
    (!needle || row.haystack.includes(needle));
};

export const listContactItems = async (
  photographerId: string,
  query: ListContactsQuery,
): Promise<{ items: ContactItem[]; totalCount: number; totalPages: number }> => {
  const rows = (await loadIndex(photographerId)).filter(matches(query));
  const start = (query.page - 1) * query.pageSize;
  const pageIds = rows.slice(start, start + query.pageSize).map((r) => r.contactId);
  return {
    items: await getContactItems(photographerId, pageIds),
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / query.pageSize),
  };
};
