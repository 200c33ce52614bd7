// Reads of the CRM search index (written by contact-index.ts). A list reads the meta item
// (one GetItem); when its version is what this container cached, the cached rows answer.
// Otherwise the log items since the cached version name the pages that changed, and only
// those are read again (BatchGetItem); a cold container, or one whose log has expired,
// reads every page (Queries over ranges of 64 pages, four at a time). Rows stay sorted newest first.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { logSortKey, PAGE_SK_PREFIX, pageOfItem, pageSortKey, partitionKeyOf, tableKey } from './index-keys.js';
import { dynamoDocumentClient } from '../../lib/aws-clients.js';
import { appConfig } from '../../lib/config.js';
import { queryBetween } from '../database.js';
import { readIndexMeta } from './contact-index.js';
import { rowOf, type IndexRow } from './index-entry.js';

/** Rows a warm container keeps across photographers (a row is a few hundred bytes of memory). */
const CACHED_ROWS_MAX = 150_000;
/** Beyond this many versions behind, reading every page is cheaper than reading the log. */
const LOG_VERSIONS_MAX = 1000;
const BATCH_GET_MAX = 100;

interface CachedIndex {
  version: number;
  rows: IndexRow[];
}

const cache = new Map<string, CachedIndex>();

const newestFirst = (a: IndexRow, b: IndexRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.contactId < b.contactId ? 1 : a.contactId > b.contactId ? -1 : 0;

/** Two newest-first lists as one. */
const merge = (a: IndexRow[], b: IndexRow[]): IndexRow[] => {
  const out: IndexRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as IndexRow;
    const y = b[j] as IndexRow;
    if (newestFirst(x, y) <= 0) {
      out.push(x);
      i += 1;
    } else {
      out.push(y);
      j += 1;
    }
  }
  return out.concat(a.slice(i), b.slice(j));
};

const rowsOfPage = (item: Record<string, unknown>): IndexRow[] => {
  const page = pageOfItem(item);
  if (page === undefined) return [];
  const rows: IndexRow[] = [];
  for (const [name, value] of Object.entries(item)) {
    const row = rowOf(name, value, page);
    if (row) rows.push(row);
  }
  return rows;
};

const getPages = async (pk: string, pages: number[]): Promise<Record<string, unknown>[]> => {
  const TableName = appConfig().TABLE_NAME;
  const items: Record<string, unknown>[] = [];
  let keys: Record<string, unknown>[] = pages.map((page) => tableKey(pk, pageSortKey(page)));
  for (let attempt = 0; keys.length > 0; attempt += 1) {
    if (attempt === 5) throw new Error('index pages left unread after retries');
    const batches = Array.from({ length: Math.ceil(keys.length / BATCH_GET_MAX) }, (_, i) => keys.slice(i * BATCH_GET_MAX, (i + 1) * BATCH_GET_MAX));
    const answers = await Promise.all(
      batches.map((Keys) => dynamoDocumentClient().send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys, ConsistentRead: true } } }))),
    );
    keys = [];
    for (const answer of answers) {
      items.push(...(answer.Responses?.[TableName] ?? []));
      keys.push(...(answer.UnprocessedKeys?.[TableName]?.Keys ?? []));
    }
  }
  return items;
};

/** The pages changed after version `since`, up to `version`; undefined when the log no longer covers them all. */
const changedPagesSince = async (pk: string, since: number, version: number): Promise<Set<number> | undefined> => {
  const logs = await queryBetween(pk, logSortKey(since + 1), logSortKey(version), { consistent: true });
  if (logs.length !== version - since) return undefined;
  const pages = new Set<number>();
  for (const log of logs) {
    const listed: unknown = log.pages;
    if (!Array.isArray(listed)) return undefined;
    for (const page of listed) if (typeof page === 'number') pages.add(page);
  }
  return pages;
};

/** Pages per Query of a cold read: the ranges are read side by side. */
const PAGES_PER_RANGE = 64;
const RANGES_AT_ONCE = 4;

const readAll = async (pk: string, pages: number): Promise<IndexRow[]> => {
  const ranges = Array.from({ length: Math.max(1, Math.ceil(pages / PAGES_PER_RANGE)) }, (_, i) => i * PAGES_PER_RANGE);
  // The last range is open-ended, so a page opened after the meta item was read is not missed.
  const rangeOf = (first: number, i: number) =>
    queryBetween(pk, pageSortKey(first), i === ranges.length - 1 ? `${PAGE_SK_PREFIX}\uffff` : pageSortKey(first + PAGES_PER_RANGE - 1), { consistent: true });
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < ranges.length; i += RANGES_AT_ONCE) {
    const read = await Promise.all(ranges.slice(i, i + RANGES_AT_ONCE).map((first, j) => rangeOf(first, i + j)));
    items.push(...read.flat());
  }
  return items.flatMap(rowsOfPage).sort(newestFirst);
};

const readChanged = async (pk: string, cached: CachedIndex, version: number): Promise<IndexRow[] | undefined> => {
  if (version < cached.version || version - cached.version > LOG_VERSIONS_MAX) return undefined;
  const changed = await changedPagesSince(pk, cached.version, version);
  if (!changed) return undefined;
  const fresh = (await getPages(pk, [...changed])).flatMap(rowsOfPage).sort(newestFirst);
  return merge(
    cached.rows.filter((row) => !changed.has(row.page)),
    fresh,
  );
};

const remember = (photographerId: string, entry: CachedIndex) => {
  cache.delete(photographerId);
  cache.set(photographerId, entry);
  let total = [...cache.values()].reduce((sum, c) => sum + c.rows.length, 0);
  for (const [id, cached] of cache) {
    if (total <= CACHED_ROWS_MAX || id === photographerId) break;
    cache.delete(id);
    total -= cached.rows.length;
  }
};

/** Every live contact of the photographer, newest first. */
export const loadIndex = async (photographerId: string): Promise<IndexRow[]> => {
  const { version, pages } = await readIndexMeta(photographerId);
  const cached = cache.get(photographerId);
  if (cached?.version === version) return cached.rows;
  if (version === 0) return [];
  const pk = partitionKeyOf(photographerId);
  const rows = (cached && (await readChanged(pk, cached, version))) ?? (await readAll(pk, pages));
  remember(photographerId, { version, rows });
  return rows;
};
