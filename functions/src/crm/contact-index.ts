// The search index of a photographer's contacts. A list or search over 10,000 contacts
// must not Scan nor read 10,000 items, so every contact also lives as one compact entry in
// one of INDEX_SHARDS shard items of the photographer's partition, written in the same
// transaction as the contact itself, next to a version counter bumped by every such write.
// A list reads the version (one GetItem); when it differs from what this container cached,
// it reads again only the shards whose write counter (kept in the version item) moved,
// then filters, sorts and pages in memory.
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ContactItem } from '../data/entities/contact.js';
import {
  INDEX_SHARDS,
  partitionKeyOf,
  SHARD_SK_PREFIX,
  shardOf,
  shardSortKey,
  sortKeyOfItem,
  tableKey,
  VERSION_SK,
} from '../data/contact-index-keys.js';
import { tableKeys } from '../data/table-schema.js';
import { dynamoDocumentClient } from '../lib/aws-clients.js';
import { config } from '../lib/config.js';

/** Each contact is a top-level attribute of its shard, so a write never needs the parent map to exist. */
const ENTRY_PREFIX = 'c_';
/**
 * The version item also counts the writes of each shard (`s_<nn>`), so after a write the
 * one GetItem of the version item tells which shard to read again.
 */
const shardCounterOf = (shardSk: string) => `s_${shardSk.slice(SHARD_SK_PREFIX.length)}`;
/** Photographers whose index a warm container keeps (a 10,000-contact index is a few MB). */
const CACHED_PHOTOGRAPHERS = 20;

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** [type, firstName, lastName, primary email, status, priority, source, tags, createdAt] */
type IndexTuple = [string, string, string, string, string, string, string, string[], string];

export interface IndexRow {
  contactId: string;
  type: string;
  status: string;
  priority: string;
  source: string;
  tags: string[];
  createdAt: string;
  /** Lower-cased first name, last name and e-mail, separated so a match never spans two. */
  haystack: string;
}

const tupleOf = (item: Pick<ContactItem, 'type' | 'firstName' | 'lastName' | 'emails' | 'status' | 'priority' | 'source' | 'tags' | 'createdAt'>): IndexTuple => [
  item.type,
  item.firstName,
  item.lastName ?? '',
  item.emails.primary,
  item.status ?? '',
  item.priority ?? '',
  item.source ?? '',
  item.tags ?? [],
  item.createdAt,
];

const isTuple = (value: unknown): value is IndexTuple =>
  Array.isArray(value) && value.length === 9 && Array.isArray(value[7]) && value.every((v, i) => i === 7 || typeof v === 'string');

const rowOf = (contactId: string, stored: string): IndexRow | undefined => {
  const tuple: unknown = JSON.parse(stored);
  if (!isTuple(tuple)) return undefined;
  const [type, firstName, lastName, email, status, priority, source, tags, createdAt] = tuple;
  return {
    contactId,
    type,
    status,
    priority,
    source,
    tags: tags.map((t) => t.toLowerCase()),
    createdAt,
    haystack: [firstName, lastName, email].join('\u0000').toLowerCase(),
  };
};

type IndexedFields = Parameters<typeof tupleOf>[0];

/**
 * The index writes that go with writes of contacts, in the same transaction: each
 * contact's entry set (or removed when its item is undefined), one update per shard
 * touched, and the version bumped once. A transaction may touch an item only once, hence
 * the grouping.
 */
export const indexWritesForMany = (
  photographerId: string,
  entries: { contactId: string; item: IndexedFields | undefined }[],
): TransactItem[] => {
  const TableName = config().TABLE_NAME;
  const pk = partitionKeyOf(photographerId);
  const byShard = new Map<string, typeof entries>();
  for (const entry of entries) {
    const shard = shardOf(entry.contactId);
    byShard.set(shard, [...(byShard.get(shard) ?? []), entry]);
  }
  const shardUpdates = [...byShard].map(([shard, inShard]): TransactItem => {
    const names: Record<string, string> = {};
    const values: Record<string, string> = {};
    const sets: string[] = [];
    const removes: string[] = [];
    inShard.forEach(({ contactId, item }, i) => {
      names[`#c${i}`] = `${ENTRY_PREFIX}${contactId}`;
      if (item) {
        values[`:t${i}`] = JSON.stringify(tupleOf(item));
        sets.push(`#c${i} = :t${i}`);
      } else removes.push(`#c${i}`);
    });
    const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean);
    return {
      Update: {
        TableName,
        Key: tableKey(pk, shard),
        UpdateExpression: expression.join(' '),
        ExpressionAttributeNames: names,
        ...(sets.length ? { ExpressionAttributeValues: values } : {}),
      },
    };
  });
  const counterNames: Record<string, string> = { '#v': 'version' };
  const counterValues: Record<string, number> = { ':all': entries.length };
  const adds = ['#v :all'];
  [...byShard].forEach(([shard, inShard], i) => {
    counterNames[`#s${i}`] = shardCounterOf(shard);
    counterValues[`:n${i}`] = inShard.length;
    adds.push(`#s${i} :n${i}`);
  });
  const version: TransactItem = {
    Update: {
      TableName,
      Key: tableKey(pk, VERSION_SK),
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: counterNames,
      ExpressionAttributeValues: counterValues,
    },
  };
  return [...shardUpdates, version];
};

/** The index writes that go with one contact's write (its entry removed when `item` is undefined). */
export const indexWrites = (photographerId: string, contactId: string, item: IndexedFields | undefined): TransactItem[] =>
  indexWritesForMany(photographerId, [{ contactId, item }]);

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

/**
 * Runs a contact write with its index writes. Concurrent writes of one photographer meet
 * on the version item; DynamoDB cancels one of them as a conflict, which is retried.
 */
export const writeWithIndex = async (items: TransactItem[]): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamoDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const conflictOnly = codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (conflictOnly && attempt < 6) {
        await pause(20 * attempt + Math.random() * 30);
        continue;
      }
      throw new TransactionCanceled(codes, { cause: error });
    }
  }
};

interface CachedShard {
  version: number;
  rows: IndexRow[];
}
interface CachedIndex {
  version: number;
  shards: Map<string, CachedShard>;
  rows: IndexRow[];
}

const cache = new Map<string, CachedIndex>();

const newestFirst = (a: IndexRow, b: IndexRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.contactId < b.contactId ? 1 : -1;

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

const shardOfItem = (item: Record<string, unknown>, version: number): CachedShard => {
  const rows: IndexRow[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(ENTRY_PREFIX) || typeof value !== 'string') continue;
    const row = rowOf(name.slice(ENTRY_PREFIX.length), value);
    if (row) rows.push(row);
  }
  return { version, rows };
};

/** Every shard item of a partition. */
const queryShards = async (pk: string): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': tableKeys.partitionKey, '#sk': tableKeys.sortKey },
        ExpressionAttributeValues: { ':pk': pk, ':prefix': SHARD_SK_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

const getShards = async (pk: string, sortKeys: string[]): Promise<Record<string, unknown>[]> => {
  const TableName = config().TABLE_NAME;
  const items: Record<string, unknown>[] = [];
  let keys: Record<string, unknown>[] = sortKeys.map((sk) => tableKey(pk, sk));
  for (let attempt = 0; keys.length > 0; attempt += 1) {
    if (attempt === 5) throw new Error('index shards left unread after retries');
    const answer = await dynamoDocumentClient().send(
      new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    items.push(...(answer.Responses?.[TableName] ?? []));
    keys = answer.UnprocessedKeys?.[TableName]?.Keys ?? [];
  }
  return items;
};

/** Every live contact of the photographer, newest first. */
export const loadIndex = async (photographerId: string): Promise<IndexRow[]> => {
  const pk = partitionKeyOf(photographerId);
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: tableKey(pk, VERSION_SK), ConsistentRead: true }),
  );
  const version = numberOf(Item?.version);
  const cached = cache.get(photographerId);
  if (cached?.version === version) return cached.rows;

  // Counters are read before the shards: a shard newer than its counter is only read again.
  const counterOf = (sk: string) => numberOf(Item?.[shardCounterOf(sk)]);
  const shards = new Map<string, CachedShard>();
  if (cached) {
    const changed: string[] = [];
    for (let n = 0; n < INDEX_SHARDS; n += 1) {
      const sk = shardSortKey(n);
      const known = cached.shards.get(sk);
      if (known && known.version === counterOf(sk)) shards.set(sk, known);
      else if (counterOf(sk) > 0) changed.push(sk);
    }
    for (const item of await getShards(pk, changed)) shards.set(sortKeyOfItem(item), shardOfItem(item, counterOf(sortKeyOfItem(item))));
  } else {
    for (const item of await queryShards(pk)) shards.set(sortKeyOfItem(item), shardOfItem(item, counterOf(sortKeyOfItem(item))));
  }
  const rows = [...shards.values()].flatMap((s) => s.rows).sort(newestFirst);

  cache.delete(photographerId);
  cache.set(photographerId, { version, shards, rows });
  if (cache.size > CACHED_PHOTOGRAPHERS) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  return rows;
};
