// Keys of the CRM search index (functions/src/crm/contact-index.ts): shard items and one
// version item in the photographer's own partition, next to the contacts.
import { createHash } from 'node:crypto';
import { db } from './database.js';
import { tableKeys } from './table-schema.js';

export const INDEX_SHARDS = 16;
export const SHARD_SK_PREFIX = '$crmindex#shard_';
export const VERSION_SK = '$crmindex#version';

/** The photographer's partition key, as ElectroDB spells it for the contact entity. */
export const partitionKeyOf = (photographerId: string): string => {
  const { Key } = db().entities.contact.get({ photographerId, contactId: '_' }).params<{ Key: Record<string, string> }>();
  const pk = Key[tableKeys.partitionKey];
  if (!pk) throw new Error('contact entity has no partition key');
  return pk;
};

export const shardSortKey = (shard: number): string => `${SHARD_SK_PREFIX}${String(shard).padStart(2, '0')}`;

export const shardOf = (contactId: string): string =>
  shardSortKey((createHash('sha1').update(contactId).digest()[0] ?? 0) % INDEX_SHARDS);

/** A table key with the attribute names the table is defined with. */
export const tableKey = (pk: string, sk: string): Record<string, string> => ({
  [tableKeys.partitionKey]: pk,
  [tableKeys.sortKey]: sk,
});

export const sortKeyOfItem = (item: Record<string, unknown>): string => String(item[tableKeys.sortKey]);
