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

/**
 * Pages of CONTACTS_PAGE_SIZE_MAX in flight at once: a new one is asked for as soon as one
 * arrives (not in rounds that wait for their slowest page). 10,000 contacts are 20 pages.
 * Each page is five BatchGetItem calls of 100 on the server, so this is at most 30 at once,
 * well within one partition's read throughput (docs/performance.md, "CRM export").
 */
const PAGES_AT_ONCE = 6;

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
  // Kept in page order whatever order they arrive in, so a duplicate resolves as before.
  const later: ContactPage[] = new Array<ContactPage>(rest.length);
  let next = 0;
  const worker = async () => {
    while (next < rest.length) {
      const index = next;
      next += 1;
      const r = rest[index];
      if (!r) return;
      let page: ContactPage;
      try {
        page = await pageOf(r.type, r.page);
      } catch (error) {
        next = rest.length; // the other workers ask for no more pages
        throw error;
      }
      later[index] = page;
      loaded += page.rows.length;
      options.onProgress?.(Math.min(loaded, total), total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, rest.length) }, worker));
  const pages: ContactPage[] = [...firsts.map((f) => f.page), ...later];
  // A contact added while reading shifts the pages by one: it must not be written twice.
  const byId = new Map<string, Contact>();
  for (const row of pages.flatMap((p) => p.rows)) byId.set(row.contactId, row);
  return [...byId.values()].sort(newestFirst);
};
