// Reads and writes of entity items in the shapes ElectroDB writes and reads (item-keys.ts):
// what the gallery function uses instead of ElectroDB, whose 22 entities cost its cold start
// about 190 KiB and 30 ms, sent over DynamoDB's JSON protocol (lib/aws-json.ts) rather than
// the SDK's client stack, another 200 KiB (docs/performance.md). Inputs and results are in
// the DocumentClient's plain shapes, marshalled here as it does (undefined values removed).
import { randomUUID } from 'node:crypto';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { awsJsonCall, DYNAMODB } from '../lib/aws-json.js';
import { appConfig } from '../lib/config.js';
import {
  ENTITIES,
  ENTITY_NAME_ATTRIBUTE,
  ENTITY_VERSION_ATTRIBUTE,
  isKeyAttribute,
  type GalleryEntityName,
  type ItemKey,
} from './item-keys.js';
import { runTransaction, type TransactItem, type TransactionOutcome, type TransactionTransport } from './transaction.js';

type Item = Record<string, unknown>;
/** An item or key in DynamoDB's attribute-value JSON. */
type Wire = Record<string, unknown>;

const toWire = (item: object): Wire => marshall(item, { removeUndefinedValues: true }) as Wire;
const fromWire = <T = Item>(wire: Wire): T => unmarshall(wire as Parameters<typeof unmarshall>[0]) as T;
const toWireOptional = (item: object | undefined): Wire | undefined => (item ? toWire(item) : undefined);

/** An operation's input with its items, keys and expression values marshalled, as the DocumentClient sends it. */
const wireInput = <T extends { Item?: object; Key?: object; ExpressionAttributeValues?: object }>(input: T) => ({
  ...input,
  Item: toWireOptional(input.Item),
  Key: toWireOptional(input.Key),
  ExpressionAttributeValues: toWireOptional(input.ExpressionAttributeValues),
});

const table = () => appConfig().TABLE_NAME;

const identifiersOf = (entity: GalleryEntityName) => ({
  [ENTITY_NAME_ATTRIBUTE]: ENTITIES[entity].entity,
  [ENTITY_VERSION_ATTRIBUTE]: ENTITIES[entity].version,
});

/** The item as ElectroDB returns it: without the keys and identifiers; nothing for another entity's item. */
const entityItem = <T>(entity: GalleryEntityName, raw: Item | undefined): T | undefined => {
  if (!raw || raw[ENTITY_NAME_ATTRIBUTE] !== ENTITIES[entity].entity) return undefined;
  return Object.fromEntries(Object.entries(raw).filter(([name]) => !isKeyAttribute(name))) as T;
};

export const getItem = async <T>(entity: GalleryEntityName, key: ItemKey, { consistent = false } = {}): Promise<T | undefined> => {
  const { Item: raw } = await awsJsonCall<{ Item?: Wire }>(DYNAMODB, 'GetItem', { TableName: table(), Key: toWire(key), ConsistentRead: consistent });
  return entityItem<T>(entity, raw && fromWire(raw));
};

const BATCH_GET_LIMIT = 100;

/** Many items of one entity; those that do not exist are left out (order not kept). */
export const getItems = async <T>(entity: GalleryEntityName, keys: ItemKey[]): Promise<T[]> => {
  const found: T[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    let pending: ItemKey[] = keys.slice(start, start + BATCH_GET_LIMIT);
    while (pending.length > 0) {
      const { Responses, UnprocessedKeys } = await awsJsonCall<{ Responses?: Record<string, Wire[]>; UnprocessedKeys?: Record<string, { Keys?: Wire[] }> }>(
        DYNAMODB,
        'BatchGetItem',
        { RequestItems: { [table()]: { Keys: pending.map(toWire) } } },
      );
      for (const raw of Responses?.[table()] ?? []) {
        const item = entityItem<T>(entity, fromWire(raw));
        if (item) found.push(item);
      }
      pending = (UnprocessedKeys?.[table()]?.Keys ?? []).map((wire) => fromWire<ItemKey>(wire));
    }
  }
  return found;
};

export interface QueryOptions {
  consistent?: boolean;
  /** Only these attributes of each item. */
  attributes?: readonly string[];
}

/** Every item of one entity under a partition whose sort key starts with `prefix.sk`, all pages. */
export const queryItems = async <T>(entity: GalleryEntityName, prefix: ItemKey, { consistent = false, attributes }: QueryOptions = {}): Promise<T[]> => {
  const names: Record<string, string> = { '#pk': 'pk', '#sk': 'sk' };
  // The entity name comes along so entityItem can tell the item's kind.
  if (attributes) for (const [index, name] of [ENTITY_NAME_ATTRIBUTE, ...attributes].entries()) names[`#a${index}`] = name;
  const projection = attributes ? Object.keys(names).slice(2).join(', ') : undefined;
  const items: T[] = [];
  let startKey: Item | undefined;
  do {
    const page = await awsJsonCall<{ Items?: Wire[]; LastEvaluatedKey?: Wire }>(DYNAMODB, 'Query', {
      TableName: table(),
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: toWire({ ':pk': prefix.pk, ':sk': prefix.sk }),
      ProjectionExpression: projection,
      ConsistentRead: consistent,
      ExclusiveStartKey: toWireOptional(startKey),
    });
    for (const raw of page.Items ?? []) {
      const item = entityItem<T>(entity, fromWire(raw));
      if (item) items.push(item);
    }
    startKey = page.LastEvaluatedKey && fromWire(page.LastEvaluatedKey);
  } while (startKey);
  return items;
};

/** A whole item as ElectroDB's `put` writes it (with `create`'s not-exists condition when asked). */
export const putItemInput = (entity: GalleryEntityName, key: ItemKey, attributes: Item, { create = false } = {}) => ({
  TableName: table(),
  Item: { ...attributes, ...key, ...identifiersOf(entity) },
  ...(create
    ? { ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)', ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' } }
    : {}),
});

export const putItem = async (entity: GalleryEntityName, key: ItemKey, attributes: Item, options: { create?: boolean } = {}): Promise<void> => {
  await awsJsonCall(DYNAMODB, 'PutItem', wireInput(putItemInput(entity, key, attributes, options)));
};

/** A transaction's check of another item: `expression` over `#<attribute>` names and `:<name>` values. */
export const conditionCheckInput = (key: ItemKey, condition: { expression: string; values?: Item }) => {
  const names: Record<string, string> = {};
  for (const match of condition.expression.matchAll(/#(\w+)/g)) names[`#${match[1]}`] = match[1] as string;
  return {
    TableName: table(),
    Key: key,
    ConditionExpression: condition.expression,
    ExpressionAttributeNames: names,
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  };
};

export const deleteItem = async (key: ItemKey): Promise<void> => {
  await awsJsonCall(DYNAMODB, 'DeleteItem', wireInput({ TableName: table(), Key: key }));
};

export interface ItemChange {
  /** Attributes set (`SET`). */
  set: Item;
  /** Numbers added to (`ADD`). */
  add?: Record<string, number>;
  /** A condition over `#<attribute>` names and `:c<n>` values, besides the item existing for a patch. */
  condition?: { expression: string; values?: Item };
  /** `patch`: the item must exist (and `updatedAt` moves); `upsert`: created when missing (ElectroDB's `update`). */
  mode: 'patch' | 'upsert';
}

/**
 * An update as ElectroDB's `patch`/`update` writes it: the change, the identifiers and the
 * key composites set again, and for entities with timestamps `updatedAt` moved.
 */
export const updateItemInput = (entity: GalleryEntityName, key: ItemKey, composites: Item, change: ItemChange, timestamps: boolean) => {
  const set: Item = { ...change.set, ...(timestamps ? { updatedAt: new Date().toISOString() } : {}), ...composites, ...identifiersOf(entity) };
  const names: Record<string, string> = {};
  const values: Item = { ...change.condition?.values };
  const setParts = Object.entries(set).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:${name}_u`] = value;
    return `#${name} = :${name}_u`;
  });
  const addParts = Object.entries(change.add ?? {}).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:${name}_a`] = value;
    return `#${name} :${name}_a`;
  });
  const conditions: string[] = [];
  if (change.mode === 'patch') {
    names['#pk'] = 'pk';
    names['#sk'] = 'sk';
    conditions.push('attribute_exists(#pk) AND attribute_exists(#sk)');
  }
  if (change.condition) {
    for (const match of change.condition.expression.matchAll(/#(\w+)/g)) names[`#${match[1]}`] = match[1] as string;
    conditions.push(`(${change.condition.expression})`);
  }
  return {
    TableName: table(),
    Key: key,
    UpdateExpression: `SET ${setParts.join(', ')}${addParts.length > 0 ? ` ADD ${addParts.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
  };
};

export const updateItem = async (...args: Parameters<typeof updateItemInput>): Promise<void> => {
  await awsJsonCall(DYNAMODB, 'UpdateItem', wireInput(updateItemInput(...args)));
};

/** TransactWriteItems over the JSON protocol: the plain path's transport for the one runner (transaction.ts). */
const plainTransport: TransactionTransport = (items) =>
  // The token makes a retried attempt (a timeout after DynamoDB committed) idempotent, as the
  // SDK's auto-filled token does: the retry answers success instead of a failed condition.
  awsJsonCall(DYNAMODB, 'TransactWriteItems', {
    TransactItems: items.map(({ Put, Update, Delete, ConditionCheck }) => ({
      Put: Put && wireInput(Put),
      Update: Update && wireInput(Update),
      Delete: Delete && wireInput(Delete),
      ConditionCheck: ConditionCheck && wireInput(ConditionCheck),
    })),
    ClientRequestToken: randomUUID(),
  });

/** One transaction on the plain path, with the runner's outcome. */
export const transact = (items: TransactItem[]): Promise<TransactionOutcome> => runTransaction(plainTransport, items);
