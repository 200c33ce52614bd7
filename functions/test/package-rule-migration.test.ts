// The data migration `package-included-quantities` on the items of a table made by `npm start`
// on main before issue 22 (functions/test/fixtures/main-table-items.jsonl): each package gets
// one included unit per variant it listed and every other product of the catalog for sale; an
// item not yet migrated reads the same way; confirmed selections keep their stored price; a
// second run changes nothing.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPackageItems } from '../src/catalog/packages.js';
import { migratePackageRules } from '../src/catalog/package-rule-migration.js';
import { ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { fixtureItems } from './support/main-table-fixture.js';

type Item = Record<string, unknown> & { pk: string; sk: string };
const items = fixtureItems();
const ofEntity = (name: string) => items.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === name);
const packages = ofEntity('sessionPackage');
const products = ofEntity('product');
const selections = ofEntity('sessionSelection');

const readRaw = async ({ pk, sk }: Item): Promise<Item> => {
  const { Item: stored } = await dynamoDocumentClient().send(new GetCommand({ TableName: appConfig().TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }));
  if (!stored) throw new Error(`no item ${pk} ${sk}`);
  return stored as Item;
};

interface LegacyIncluded {
  productId: string;
  variantIds: string[];
}

describe('the data migration to included quantities and products for sale', () => {
  beforeAll(async () => {
    for (const item of [...packages, ...products, ...selections]) {
      await dynamoDocumentClient().send(new PutCommand({ TableName: appConfig().TABLE_NAME, Item: item }));
    }
  });

  it('has packages of the shape from before issue 22 to work on', () => {
    expect(packages.length).toBeGreaterThan(0);
    for (const item of packages) {
      expect(item).not.toHaveProperty('forSaleProductIds');
      expect((item.includedProducts as LegacyIncluded[]).every((p) => Array.isArray(p.variantIds))).toBe(true);
    }
  });

  it('reads an unmigrated package as the step will write it, runs once, and a second run changes nothing', async () => {
    const expected = new Map(
      packages.map((item) => {
        const catalog = products.filter((p) => p.photographerId === item.photographerId).map((p) => p.productId as string);
        const included = item.includedProducts as LegacyIncluded[];
        return [
          item.packageId as string,
          {
            includedProducts: included.map((p) => ({ productId: p.productId, variants: p.variantIds.map((variantId) => ({ variantId, quantity: 1 })) })),
            forSaleProductIds: catalog.filter((productId) => !included.some((p) => p.productId === productId)),
          },
        ];
      }),
    );
    for (const photographerId of new Set(packages.map((item) => item.photographerId as string))) {
      for (const read of await listPackageItems(photographerId)) {
        expect({ includedProducts: read.includedProducts, forSaleProductIds: read.forSaleProductIds }).toEqual(expected.get(read.packageId));
      }
    }

    expect(DATA_MIGRATIONS.map((step) => step.id)).toContain('package-included-quantities');
    expect(await migratePackageRules()).toBeGreaterThanOrEqual(packages.length);
    const migrated = await Promise.all(packages.map(readRaw));
    for (const item of migrated) {
      const { includedProducts, forSaleProductIds } = expected.get(item.packageId as string) ?? {};
      expect(item.includedProducts).toEqual(includedProducts);
      expect(item.forSaleProductIds).toEqual(forSaleProductIds);
      // The rest of the package is as it was.
      const before = packages.find((p) => p.packageId === item.packageId) ?? {};
      const rest = (value: Record<string, unknown>) => {
        const { includedProducts: _i, forSaleProductIds: _f, updatedAt: _u, ...others } = value;
        return others;
      };
      expect(rest(item)).toEqual(rest(before));
    }
    // The fixture's demo packages: what the gallery offered before, it still offers.
    expect(migrated.every((item) => (item.forSaleProductIds as string[]).length + (item.includedProducts as unknown[]).length === products.length)).toBe(true);

    expect(await migratePackageRules()).toBe(0);
    expect(await Promise.all(packages.map(readRaw))).toEqual(migrated);
  });

  it('leaves confirmed selections with their stored lines and price', async () => {
    await migratePackageRules();
    for (const selection of selections) {
      const now = await readRaw(selection);
      expect({ lines: now.lines, price: now.price, choices: now.choices }).toEqual({ lines: selection.lines, price: selection.price, choices: selection.choices });
    }
  });
});
