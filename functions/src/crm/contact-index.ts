// Writes of the CRM search index. A list or search over 50,000 contacts must not Scan nor
// read 50,000 items, so every live contact also has one compact entry (index-entry.ts) in
// an index page of its photographer's partition, written in the same transaction as the
// contact. Pages hold at most PAGE_MAX_BYTES of entries, so no item nears DynamoDB's 400 KB
// whatever the contacts say: new entries go to the open (last) page until it is full, then
// to a new one; an entry that grows moves to the open page, one that does not stays put.
// One meta item (version, page count, bytes in the open page) is the optimistic lock that
// orders writers; each write also leaves a short-lived log item naming the pages it changed,
// so a warm reader (index-reader.ts) re-reads only those.
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { logSortKey, META_SK, pageSortKey, partitionKeyOf, tableKey } from '../data/contact-index-keys.js';
import { tableKeys } from '../data/table-schema.js';
import { dynamoDocumentClient } from '../lib/aws-clients.js';
import { config } from '../lib/config.js';
import { ENTRY_ATTRIBUTE_PREFIX, ENTRY_MAX_BYTES, entryBytes, entryOf, PAGE_MAX_BYTES, sameEntry, type IndexedFields, type IndexEntry } from './index-entry.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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

/**
 * Contacts that fit one transaction with their index writes in the worst case: each
 * contact's item, the pages its largest entries can fill (plus the one they start in), the
 * meta item and the log item.
 */
export const contactsPerTransaction = (): number => {
  let n = TRANSACTION_MAX_ITEMS;
  while (n + Math.ceil((n * ENTRY_MAX_BYTES) / PAGE_MAX_BYTES) + 1 + 2 > TRANSACTION_MAX_ITEMS) n -= 1;
  return n;
};

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

/** The index's part of the transaction: page updates, the meta item moved on from `read` only, the log item. */
export const indexTransactItems = (photographerId: string, read: IndexMeta, plan: IndexPlan, now = Date.now()): TransactItem[] => {
  if (plan.pages.size === 0) return [];
  const TableName = config().TABLE_NAME;
  const pk = partitionKeyOf(photographerId);
  const { version, pages, openBytes } = plan.meta;
  return [
    ...[...plan.pages].map(([page, edits]) => pageUpdate(TableName, pk, page, edits)),
    {
      Update: {
        TableName,
        Key: tableKey(pk, META_SK),
        UpdateExpression: 'SET #v = :v, #p = :p, #o = :o',
        ConditionExpression: read.version === 0 ? 'attribute_not_exists(#v)' : '#v = :read',
        ExpressionAttributeNames: { '#v': 'version', '#p': 'pages', '#o': 'openBytes' },
        ExpressionAttributeValues: { ':v': version, ':p': pages, ':o': openBytes, ...(read.version === 0 ? {} : { ':read': read.version }) },
      },
    },
    {
      Put: {
        TableName,
        Item: {
          ...tableKey(pk, logSortKey(version)),
          pages: [...plan.pages.keys()],
          [tableKeys.timeToLive]: Math.floor(now / 1000) + LOG_TTL_SECONDS,
        },
      },
    },
  ];
};

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

export const readIndexMeta = async (photographerId: string): Promise<IndexMeta> => {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: tableKey(partitionKeyOf(photographerId), META_SK), ConsistentRead: true }),
  );
  return { version: numberOf(Item?.version), pages: numberOf(Item?.pages), openBytes: numberOf(Item?.openBytes) };
};

/** Why each operation of a canceled transaction failed ('None' for those that were fine). */
export class TransactionCanceled extends Error {
  constructor(
    readonly codes: string[],
    options: { cause: unknown },
  ) {
    super(`transaction canceled: ${codes.join(',')}`, options);
    this.name = 'TransactionCanceled';
  }
}

const cancellationCodes = (error: unknown): string[] | undefined => {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons: unknown = (error as Error & { CancellationReasons?: unknown }).CancellationReasons;
  if (!Array.isArray(reasons)) return [];
  return reasons.map((r: unknown) => {
    const code = r && typeof r === 'object' && 'Code' in r ? r.Code : undefined;
    return typeof code === 'string' ? code : 'None';
  });
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WRITE_ATTEMPTS = 12;

/**
 * Writes contacts with their index entries in one transaction. The contact writes are
 * built from the placement, as the contact item records its entry's page. When another
 * writer moved the meta item first (or DynamoDB reports a conflict), the meta item is read
 * again and the whole transaction planned again; a failed condition of a contact write is
 * the caller's to explain.
 */
export const writeWithIndex = async (
  photographerId: string,
  changes: IndexChange[],
  contactWrites: (placement: Placement) => TransactItem[],
): Promise<Placement> => {
  for (let attempt = 1; ; attempt += 1) {
    const meta = await readIndexMeta(photographerId);
    const plan = planIndexWrites(meta, changes);
    const contactItems = contactWrites(plan.placement);
    const items = [...contactItems, ...indexTransactItems(photographerId, meta, plan)];
    try {
      await dynamoDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return plan.placement;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const contactFailed = codes.slice(0, contactItems.length).includes('ConditionalCheckFailed');
      const indexMoved = codes.some((c) => c === 'TransactionConflict' || c === 'ConditionalCheckFailed');
      if (!contactFailed && indexMoved && attempt < WRITE_ATTEMPTS) {
        await pause(Math.min(400, 15 * 2 ** attempt) * (0.5 + Math.random()));
        continue;
      }
      throw new TransactionCanceled(codes, { cause: error });
    }
  }
};
