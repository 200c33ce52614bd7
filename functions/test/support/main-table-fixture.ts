// The items of a table made by `npm start` on an earlier main (fixtures/main-table-items.jsonl,
// exported by scripts/export-table-items.ts): what data migrations and readers must take as
// today's main wrote it. Tests read it here, as stored or moved under a photographer of their own.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { readFileSync } from 'node:fs';
import { ENTITY_NAME_ATTRIBUTE } from '../../src/data/database.js';
import { dynamoDocumentClient } from '../../src/lib/aws-clients.js';
import { appConfig } from '../../src/lib/config.js';

export type StoredItem = Record<string, unknown> & { pk: string; sk: string };

/** The demo studio's photographer, whose items the fixture holds. */
export const FIXTURE_PHOTOGRAPHER = '7c799054-6065-4ef6-8f69-d403f40f32a6';

/** Which items to keep: these entities, or those a check accepts. */
type Which = readonly string[] | ((item: StoredItem) => boolean);

const kept = (which: Which | undefined) => (item: StoredItem) =>
  which === undefined || (typeof which === 'function' ? which(item) : which.includes(item[ENTITY_NAME_ATTRIBUTE] as string));

/** Every item of the fixture as DynamoDB's JSON has it (attribute values). */
export const marshalledFixtureItems = (): Record<string, AttributeValue>[] =>
  readFileSync(new URL('../fixtures/main-table-items.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, AttributeValue>);

/** The fixture's items as stored (every photographer's, the link keys' and slugs' too), `which` only when given. */
export const fixtureItems = (which?: Which): StoredItem[] => marshalledFixtureItems().map((item) => unmarshall(item) as StoredItem).filter(kept(which));

/**
 * The fixture photographer's items (`which` only when given) moved under `photographerId`: every
 * mention of the fixture's id replaced, so tests of one run do not share them. The TTL is dropped:
 * the local sweeper would otherwise delete an archived session's items under the test.
 */
export const fixtureItemsOf = (photographerId: string, which?: Which): StoredItem[] =>
  fixtureItems((item) => item.pk.includes(FIXTURE_PHOTOGRAPHER) && kept(which)(item)).map((item) => {
    const { expiresAt: _ttl, ...copy } = JSON.parse(JSON.stringify(item).replaceAll(FIXTURE_PHOTOGRAPHER, photographerId)) as StoredItem;
    return copy as StoredItem;
  });

/** Writes one item to the table as it is (no entity, so as an earlier build left it). */
export const putStoredItem = (item: Record<string, unknown>): Promise<unknown> =>
  dynamoDocumentClient().send(new PutCommand({ TableName: appConfig().TABLE_NAME, Item: item }));

/** Deletes one item by its keys, whatever it holds. */
export const removeStoredItem = (item: { pk: unknown; sk: unknown }): Promise<unknown> =>
  dynamoDocumentClient().send(new DeleteCommand({ TableName: appConfig().TABLE_NAME, Key: { pk: item.pk, sk: item.sk } }));

/** Writes the items to the table as they are, one after the other. */
export const putStoredItems = async (items: readonly Record<string, unknown>[]): Promise<void> => {
  for (const item of items) await putStoredItem(item);
};

/**
 * Writes the fixture photographer's items under `photographerId`, group after group (a group's
 * items at once): the table stream's followers read what an item refers to (the profile first),
 * so it is written before. Answers each group's items, in the order given.
 */
export const putFixtureGroupsOf = async (photographerId: string, groups: readonly Which[]): Promise<StoredItem[][]> => {
  const written: StoredItem[][] = [];
  for (const which of groups) {
    const items = fixtureItemsOf(photographerId, which);
    await Promise.all(items.map(putStoredItem));
    written.push(items);
  }
  return written;
};
