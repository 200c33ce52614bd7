// Every item kind of the table is either in the photographer's data export or left out with a
// reason, and either deleted with the account or kept with a reason (functions/src/account-data/
// entity-kinds.ts). The kinds come from the ElectroDB entities of the database, the gallery's
// item kinds of the generated item-keys.ts, the CRM index's raw items, and every item of a table
// made by `npm start` on main: a new kind (payments, agreements, deliveries…) fails here until
// it says what the export and the deletion do with it.
import { describe, expect, it } from 'vitest';
import { isExported, ITEM_KIND_RULES, RAW_ITEM_KINDS, rawItemKindOf, type KindRule } from '../src/account-data/entity-kinds.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { ENTITIES } from '../src/data/item-keys.js';
import { fixtureItems } from './support/main-table-fixture.js';

const rules = ITEM_KIND_RULES as Record<string, KindRule>;
const entityKinds = Object.keys(db().entities);
const everyKind = [...new Set([...entityKinds, ...Object.keys(ENTITIES), ...RAW_ITEM_KINDS])];

const storedItems = fixtureItems();

type IndexModel = { index?: string; pk: { composite: string[] } };
const indexesOf = (kind: string): Record<string, IndexModel> =>
  (db().entities[kind as keyof ReturnType<typeof db>['entities']].schema as unknown as { indexes: Record<string, IndexModel> }).indexes;

describe('entity kinds in the account data export and deletion', () => {
  it.each(everyKind)('%s is exported or excluded with a reason, and deleted or kept with a reason', (kind) => {
    const rule = rules[kind];
    expect(rule, `${kind} has no rule in account-data/entity-kinds.ts`).toBeDefined();
    if (!rule) return;
    if (!isExported(rule)) expect((rule.export as { excluded: string }).excluded.trim().length, `${kind}: the reason it is not exported`).toBeGreaterThan(10);
    expect(['delete', 'retain', 'notOwned']).toContain(rule.deletion);
    if (rule.deletion !== 'delete') expect(rule.reason.trim().length, `${kind}: the reason it is kept`).toBeGreaterThan(10);
  });

  it('names no kind the table does not have', () => {
    expect(Object.keys(rules).filter((kind) => !everyKind.includes(kind))).toEqual([]);
  });

  it.each(Object.entries(rules).filter(([, rule]) => isExported(rule)))(
    '%s is read by its primary access pattern, keyed by exactly the ids of its scope',
    (kind, rule) => {
      if (!isExported(rule)) return;
      const index = indexesOf(kind)[rule.export.pattern];
      expect(index, `${kind}.${rule.export.pattern}`).toBeDefined();
      expect(index?.index ?? '').toBe('');
      expect(index?.pk.composite).toEqual(rule.export.scope === 'photographer' ? ['photographerId'] : ['photographerId', 'sessionId']);
      const attributes = Object.keys(db().entities[kind as keyof ReturnType<typeof db>['entities']].schema.attributes);
      for (const omitted of rule.export.omit ?? []) expect(attributes, `${kind} omits ${omitted}`).toContain(omitted);
    },
  );

  it("classifies every item of a table made on main to a kind with a rule", () => {
    const unknown = storedItems.flatMap((item) => {
      const entity = item[ENTITY_NAME_ATTRIBUTE];
      const kind = typeof entity === 'string' ? entity : rawItemKindOf(String(item.sk));
      return kind && rules[kind] ? [] : [`${String(item.pk)} ${String(item.sk)}`];
    });
    expect(unknown).toEqual([]);
  });
});
