// Writes of the CRM search index. A list or search over 50,000 contacts must not Scan nor
// read 50,000 items, so every live contact also has one compact entry (index-entry.ts) in
// an index page of its photographer's partition, written in the same transaction as the
// contact. Pages hold at most PAGE_MAX_BYTES of entries, so no item nears DynamoDB's 400 KB
// whatever the contacts say: new entries go to the open (last) page until it is full, then
// to a new one; an entry that grows moves to the open page, one that does not stays put.
// One meta item (version, page count, bytes in the open page) is the optimistic lock that
// orders writers; each write also leaves a short-lived log item naming the pages it changed,
// so a warm reader (index-reader.ts) re-reads only those.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { transact } from '../database.js';
import { refusedAmong, type TransactItem } from '../transaction.js';
import { logSortKey, META_SK, pageSortKey, partitionKeyOf, tableKey } from './index-keys.js';
import { tableKeys } from '../table-schema.js';
import { dynamoDocumentClient } from '../../lib/aws-clients.js';
import { appConfig } from '../../lib/config.js';
import { ENTRY_ATTRIBUTE_PREFIX, ENTRY_MAX_BYTES, entryBytes, entryOf, PAGE_MAX_BYTES, sameEntry, type IndexedFields, type IndexEntry } from './index-entry.js';

export type { TransactItem };

/** How long a log item stays: a warm container idle for longer reads the whole index again. */
const LOG_TTL_SECONDS = 24 * 60 * 60;
/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_MAX_ITEMS = 100;

export interface IndexMeta {
  version: number;
  /** Pages allocated; the last one is the open page. */
  pages: number;
  /** Entry bytes placed in the open page (never less than what it holds). */
  openBytes: number;
}

export interface IndexChange {
  contactId: string;
  /** What the index holds for the contact now: the page its item records, and its fields. */
  before?: { page: number; item: IndexedFields };
  /** What it must hold afterwards; undefined removes the entry. */
  after?: IndexedFields;
}

/** Where each changed contact's entry lives after the write (undefined: nowhere). */
export type Placement = ReadonlyMap<string, number | undefined>;

export interface IndexPlan {
  meta: IndexMeta;
  placement: Placement;
  /** Per page: entries to set and entries to remove. */
  pages: Map<number, { set: Map<string, IndexEntry>; remove: Set<string> }>;
}

/** Decides where every changed entry goes, given the meta item as read. Pure. */
export const planIndexWrites = (meta: IndexMeta, changes: IndexChange[]): IndexPlan => {
  const next = { ...meta };
  const placement = new Map<string, number | undefined>();
  const pages: IndexPlan['pages'] = new Map();
  const edit = (page: number) => {
    let pageEdit = pages.get(page);
    if (!pageEdit) {
      pageEdit = { set: new Map(), remove: new Set() };
      pages.set(page, pageEdit);
    }
    return pageEdit;
  };
  const openPage = () => next.pages - 1;
  /** Appends to the open page, opening a new one when the entry would not fit. */
  const append = (contactId: string, entry: IndexEntry, bytes: number) => {
    if (next.pages === 0 || next.openBytes + bytes > PAGE_MAX_BYTES) {
      next.pages += 1;
      next.openBytes = 0;
    }
    next.openBytes += bytes;
    edit(openPage()).set.set(contactId, entry);
    placement.set(contactId, openPage());
  };

  for (const { contactId, before, after } of changes) {
    const newEntry = after ? entryOf(after) : undefined;
    const newBytes = newEntry ? entryBytes(contactId, newEntry) : 0;
    if (newBytes > ENTRY_MAX_BYTES) throw new Error(`index entry of ${newBytes} bytes is larger than the contract allows`);
    if (!before) {
      if (newEntry) append(contactId, newEntry, newBytes);
      else placement.set(contactId, undefined);
      continue;
    }
    const oldEntry = entryOf(before.item);
    const oldBytes = entryBytes(contactId, oldEntry);
    if (!newEntry) {
      edit(before.page).remove.add(contactId);
      placement.set(contactId, undefined);
    } else if (sameEntry(oldEntry, newEntry)) {
      placement.set(contactId, before.page);
    } else if (newBytes <= oldBytes) {
      edit(before.page).set.set(contactId, newEntry);
      placement.set(contactId, before.page);
    } else if (before.page === openPage() && next.openBytes + newBytes - oldBytes <= PAGE_MAX_BYTES) {
      next.openBytes += newBytes - oldBytes;
      edit(before.page).set.set(contactId, newEntry);
      placement.set(contactId, before.page);
    } else {
      edit(before.page).remove.add(contactId);
      // Never appended to the page it leaves: one transaction may not SET and REMOVE one attribute.
      if (before.page === openPage()) next.openBytes = PAGE_MAX_BYTES;
      append(contactId, newEntry, newBytes);
    }
  }
  if (pages.size > 0) next.version += 1;
  return { meta: next, placement, pages };
};

const pageUpdate = (TableName: string, pk: string, page: number, edits: IndexPlan['pages'] extends Map<number, infer E> ? E : never): TransactItem => {
  const names: Record<string, string> = {};
  const values: Record<string, IndexEntry> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  let i = 0;
  for (const [contactId, entry] of edits.set) {
    names[`#c${i}`] = `${ENTRY_ATTRIBUTE_PREFIX}${contactId}`;
    values[`:e${i}`] = entry;
    sets.push(`#c${i} = :e${i}`);
    i += 1;
  }
  for (const contactId of edits.remove) {
    names[`#c${i}`] = `${ENTRY_ATTRIBUTE_PREFIX}${contactId}`;
    removes.push(`#c${i}`);
    i += 1;
  }
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean);
  return {
    Update: {
      TableName,
      Key: tableKey(pk, pageSortKey(page)),
      UpdateExpression: expression.join(' '),
      ExpressionAttributeNames: names,
      ...(sets.length ? { ExpressionAttributeValues: values } : {}),
    },
  };
};

/** The meta item moved on from `read` to `next` (only if nobody moved it first), and the log item naming the changed pages. */
const metaAndLogItems = (pk: string, read: IndexMeta, next: IndexMeta, changedPages: number[], now: number): TransactItem[] => {
  const TableName = appConfig().TABLE_NAME;
  return [
    {
      Update: {
        TableName,
        Key: tableKey(pk, META_SK),
        UpdateExpression: 'SET #v = :v, #p = :p, #o = :o',
        ConditionExpression: read.version === 0 ? 'attribute_not_exists(#v)' : '#v = :read',
        ExpressionAttributeNames: { '#v': 'version', '#p': 'pages', '#o': 'openBytes' },
        ExpressionAttributeValues: { ':v': next.version, ':p': next.pages, ':o': next.openBytes, ...(read.version === 0 ? {} : { ':read': read.version }) },
      },
    },
    {
      Put: {
        TableName,
        Item: { ...tableKey(pk, logSortKey(next.version)), pages: changedPages, [tableKeys.timeToLive]: Math.floor(now / 1000) + LOG_TTL_SECONDS },
      },
    },
  ];
};

/** The index's part of the transaction: page updates, the meta item, the log item. */
export const indexTransactItems = (photographerId: string, read: IndexMeta, plan: IndexPlan, now = Date.now()): TransactItem[] => {
  if (plan.pages.size === 0) return [];
  const pk = partitionKeyOf(photographerId);
  return [
    ...[...plan.pages].map(([page, edits]) => pageUpdate(appConfig().TABLE_NAME, pk, page, edits)),
    ...metaAndLogItems(pk, read, plan.meta, [...plan.pages.keys()], now),
  ];
};

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

export const readIndexMeta = async (photographerId: string): Promise<IndexMeta> => {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: appConfig().TABLE_NAME, Key: tableKey(partitionKeyOf(photographerId), META_SK), ConsistentRead: true }),
  );
  return { version: numberOf(Item?.version), pages: numberOf(Item?.pages), openBytes: numberOf(Item?.openBytes) };
};

/**
 * A transaction of the runner (transaction.ts) that did not commit, thrown: its outcome's
 * codes, one per operation ('None' for those that were fine).
 */
export class TransactionCanceled extends Error {
  constructor(readonly codes: readonly string[]) {
    super(`transaction canceled: ${codes.join(',')}`);
    this.name = 'TransactionCanceled';
  }
}


const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WRITE_ATTEMPTS = 12;

/** One transaction, sent as is through the runner; one that does not commit is thrown. */
export const writeTransaction = async (items: TransactItem[]): Promise<void> => {
  const outcome = await transact(items);
  if (!outcome.committed) throw new TransactionCanceled(outcome.codes);
};

/**
 * Runs a transaction built from the meta item as read. When another writer moved the meta
 * item first (or DynamoDB reports a conflict), the meta item is read again and the
 * transaction built again; a failed condition among the first `ownItems` operations is the
 * caller's to explain.
 */
const withIndexMeta = async <T>(
  photographerId: string,
  build: (meta: IndexMeta) => { items: TransactItem[]; ownItems: number; result: T },
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    const { items, ownItems, result } = build(await readIndexMeta(photographerId));
    if (items.length === 0) return result;
    const outcome = await transact(items);
    if (outcome.committed) return result;
    const ownFailed = refusedAmong(outcome, 0, ownItems);
    const indexMoved = outcome.codes.some((c) => c === 'TransactionConflict' || c === 'ConditionalCheckFailed');
    if (ownFailed || !indexMoved || attempt >= WRITE_ATTEMPTS) throw new TransactionCanceled(outcome.codes);
    await pause(Math.min(400, 15 * 2 ** attempt) * (0.5 + Math.random()));
  }
};

/** Writes contacts with their index entries in one transaction; the contact writes are built from the placement, as the contact item records its entry's page. */
export const writeWithIndex = (
  photographerId: string,
  changes: IndexChange[],
  contactWrites: (placement: Placement) => TransactItem[],
): Promise<Placement> =>
  withIndexMeta(photographerId, (meta) => {
    const plan = planIndexWrites(meta, changes);
    const own = contactWrites(plan.placement);
    return { items: [...own, ...indexTransactItems(photographerId, meta, plan)], ownItems: own.length, result: plan.placement };
  });

/**
 * Sets aside `count` new pages for one writer (an import) and returns the first: no other
 * writer appends to them, so the import can fill them in parallel transactions.
 */
export const reservePages = (photographerId: string, count: number): Promise<number> =>
  withIndexMeta(photographerId, (meta) => {
    const next = { version: meta.version + 1, pages: meta.pages + count, openBytes: PAGE_MAX_BYTES };
    return { items: metaAndLogItems(partitionKeyOf(photographerId), meta, next, [], Date.now()), ownItems: 0, result: meta.pages };
  });

/** Tells readers that these pages changed (after an import filled or emptied them). */
export const publishPages = (photographerId: string, pages: number[]): Promise<void> =>
  withIndexMeta(photographerId, (meta) => {
    const next = { ...meta, version: meta.version + 1 };
    return { items: metaAndLogItems(partitionKeyOf(photographerId), meta, next, pages, Date.now()), ownItems: 0, result: undefined };
  });

/** Entries packed into pages of at most PAGE_MAX_BYTES, in groups that fit one transaction with their pages. */
export const packEntries = <C extends { contactId: string; item: IndexedFields }>(
  contacts: C[],
): { groups: { contacts: (C & { page: number })[]; pages: Map<number, Map<string, IndexEntry>> }[]; pageCount: number } => {
  const groups: { contacts: (C & { page: number })[]; pages: Map<number, Map<string, IndexEntry>> }[] = [];
  let page = -1;
  let pageBytes = PAGE_MAX_BYTES;
  for (const contact of contacts) {
    const entry = entryOf(contact.item);
    const bytes = entryBytes(contact.contactId, entry);
    if (bytes > ENTRY_MAX_BYTES) throw new Error(`index entry of ${bytes} bytes is larger than the contract allows`);
    let group = groups.at(-1);
    const newPage = pageBytes + bytes > PAGE_MAX_BYTES;
    if (!group || group.contacts.length + 1 + group.pages.size + (newPage ? 1 : 0) > TRANSACTION_MAX_ITEMS) {
      group = { contacts: [], pages: new Map() };
      groups.push(group);
      pageBytes = PAGE_MAX_BYTES;
    }
    if (pageBytes + bytes > PAGE_MAX_BYTES) {
      page += 1;
      pageBytes = 0;
    }
    pageBytes += bytes;
    group.contacts.push({ ...contact, page });
    const entries = group.pages.get(page) ?? new Map<string, IndexEntry>();
    entries.set(contact.contactId, entry);
    group.pages.set(page, entries);
  }
  return { groups, pageCount: page + 1 };
};

/** Deletes a whole page (one only its writer ever used). */
export const pageDelete = (photographerId: string, page: number): TransactItem => ({
  Delete: { TableName: appConfig().TABLE_NAME, Key: tableKey(partitionKeyOf(photographerId), pageSortKey(page)) },
});

/** The update that sets these entries on a page. */
export const pageWrite = (photographerId: string, page: number, entries: Map<string, IndexEntry>): TransactItem =>
  pageUpdate(appConfig().TABLE_NAME, partitionKeyOf(photographerId), page, { set: entries, remove: new Set() });
