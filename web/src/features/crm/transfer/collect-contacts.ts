// Every contact an export covers, read through the paged list the screens use (the same
// filters, newest first), a few pages at a time, reporting how many have arrived.
import {
  CONTACTS_PAGE_SIZE_MAX,
  type Contact,
  type ContactPage,
  type ListContactsQuery,
} from '@fotostudio/shared/contracts/crm';

export const EXPORT_TYPES = ['lead', 'client', 'all'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export type ContactFilters = Pick<ListContactsQuery, 'search' | 'status' | 'priority' | 'source' | 'tag'>;
export type FetchContactPage = (query: ListContactsQuery, signal?: AbortSignal) => Promise<ContactPage>;

/** Pages of CONTACTS_PAGE_SIZE_MAX requested together: 10,000 contacts are 20 pages, so 5 rounds. */
const PAGES_AT_ONCE = 4;

const typesOf = (type: ExportType) => (type === 'all' ? (['lead', 'client'] as const) : [type]);

const newestFirst = (a: Contact, b: Contact) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);

/** How many contacts an export of `type` with `filters` covers, and the first of them. */
export const previewContacts = async (
  fetchPage: FetchContactPage,
  type: ExportType,
  filters: ContactFilters,
  size: number,
  signal?: AbortSignal,
): Promise<{ totalCount: number; rows: Contact[] }> => {
  const pages = await Promise.all(typesOf(type).map((t) => fetchPage({ ...filters, type: t, page: 1, pageSize: size }, signal)));
  return {
    totalCount: pages.reduce((sum, p) => sum + p.totalCount, 0),
    rows: pages.flatMap((p) => p.rows).sort(newestFirst).slice(0, size),
  };
};

export const collectContacts = async (
  fetchPage: FetchContactPage,
  type: ExportType,
  filters: ContactFilters,
  options: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<Contact[]> => {
  const pageOf = (t: 'lead' | 'client', page: number) => fetchPage({ ...filters, type: t, page, pageSize: CONTACTS_PAGE_SIZE_MAX }, options.signal);
  const firsts = await Promise.all(typesOf(type).map(async (t) => ({ type: t, page: await pageOf(t, 1) })));
  const total = firsts.reduce((sum, f) => sum + f.page.totalCount, 0);
  let loaded = firsts.reduce((sum, f) => sum + f.page.rows.length, 0);
  options.onProgress?.(loaded, total);

  const rest = firsts.flatMap((f) => Array.from({ length: Math.max(0, f.page.totalPages - 1) }, (_, i) => ({ type: f.type, page: i + 2 })));
  const pages: ContactPage[] = firsts.map((f) => f.page);
  for (let i = 0; i < rest.length; i += PAGES_AT_ONCE) {
    const batch = await Promise.all(rest.slice(i, i + PAGES_AT_ONCE).map((r) => pageOf(r.type, r.page)));
    pages.push(...batch);
    loaded += batch.reduce((sum, p) => sum + p.rows.length, 0);
    options.onProgress?.(Math.min(loaded, total), total);
  }
  // A contact added while reading shifts the pages by one: it must not be written twice.
  const byId = new Map<string, Contact>();
  for (const row of pages.flatMap((p) => p.rows)) byId.set(row.contactId, row);
  return [...byId.values()].sort(newestFirst);
};
