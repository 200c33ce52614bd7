// Data written by an earlier build reads back: every item of a table made by `npm start` on
// main (the demo studio, plus a cancelled invoice with an exempt line and IRPF, an R5 by
// substitution and an open gallery draft; scripts/export-table-items.ts exported it) parses
// through its ElectroDB entity, and every JSON value it stores decodes with its codec from
// shared/src/stored/. A new stored JSON value without a codec fails here too.
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { storedDocumentContent } from '@fotostudio/shared/stored/billing-content';
import { storedGalleryChoices, storedSelectionFileNames, storedSelectionNames, storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { decodeStored, type StoredJson } from '@fotostudio/shared/stored/json-codec';
import { storedChainLink, storedVerifactuRecord } from '@fotostudio/shared/stored/verifactu-record';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { marshalledFixtureItems } from './support/main-table-fixture.js';

const items = marshalledFixtureItems();

/** Per entity, its attributes that hold JSON text, and the codec that reads each. */
const STORED_JSON: Record<string, Record<string, StoredJson<z.ZodType>>> = {
  billingDocument: { content: storedDocumentContent },
  verifactuRecord: { record: storedVerifactuRecord },
  verifactuChainHead: { link: storedChainLink },
  galleryDraft: { choices: storedGalleryChoices },
  sessionSelection: { choices: storedGalleryChoices, lines: storedSelectionNames, price: storedSelectionPrice, fileNames: storedSelectionFileNames },
};
/** Items the plain path writes without ElectroDB (the CRM index: data/contact-index-keys.ts). */
const PLAIN_SORT_KEY = /^\$crmindex#/;

const looksLikeJson = (value: unknown): boolean => {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

type Entities = Record<string, { parse: (output: { Item: Record<string, unknown> }) => { data: Record<string, unknown> | null } }>;

describe("items written by main's build", () => {
  it('the fixture holds the demo studio with every stored JSON kind', () => {
    const kinds = new Set(items.map((item) => item[ENTITY_NAME_ATTRIBUTE]?.S));
    for (const entity of Object.keys(STORED_JSON)) expect(kinds, entity).toContain(entity);
  });

  it.each(items.map((item, index) => [index, unmarshall(item)] as const))('item %i reads back through its entity and codecs', (_index, item) => {
    const entityName = item[ENTITY_NAME_ATTRIBUTE] as string | undefined;
    if (entityName === undefined) {
      expect(String(item.sk)).toMatch(PLAIN_SORT_KEY);
      expect(Object.values(item).filter(looksLikeJson)).toEqual([]);
      return;
    }
    const entity = (db().entities as unknown as Entities)[entityName];
    if (!entity) throw new Error(`no entity ${entityName}`);
    const { data } = entity.parse({ Item: item });
    if (!data) throw new Error(`${entityName}: ElectroDB did not parse the item`);
    const codecs = STORED_JSON[entityName] ?? {};
    for (const [attribute, value] of Object.entries(data)) {
      const codec = codecs[attribute];
      if (!codec) {
        expect(looksLikeJson(value), `${entityName}.${attribute} holds JSON without a codec`).toBe(false);
        continue;
      }
      expect(() => decodeStored(codec, value as string, `${entityName}.${attribute}`)).not.toThrow();
    }
    for (const attribute of Object.keys(codecs)) expect(data, `${entityName}.${attribute}`).toHaveProperty(attribute);
  });
});
