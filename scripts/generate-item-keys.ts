// `npm run generate:item-keys`: writes functions/src/data/item-keys.ts, the table keys and
// identifiers of the items the gallery function reads and writes without ElectroDB
// (data/plain-table.ts), from the ElectroDB entities' own parsed models, so the entities stay
// the one model of every key. `npm run check:generated` (run in CI) renders it again in memory
// and fails when the committed file differs. Only the key features these entities use are
// rendered (labelled composites, lower-case or no casing, zero padding); anything else stops
// the generator rather than render a key ElectroDB would not write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactEntity } from '../functions/src/data/entities/contact.js';
import { paymentEntity, paymentsAccountEntity } from '../functions/src/data/entities/payments.js';
import { billingSettingsEntity } from '../functions/src/data/entities/billing.js';
import { photographerEntity } from '../functions/src/data/entities/photographer.js';
import { productEntity } from '../functions/src/data/entities/product.js';
import { sessionPackageEntity } from '../functions/src/data/entities/session-package.js';
import { sessionFinanceEntity } from '../functions/src/data/entities/session-finance.js';
import { sessionFinalEntity, sessionImageEntity } from '../functions/src/data/entities/session-image.js';
import { sessionEntity } from '../functions/src/data/entities/session.js';
import {
  galleryDownloadEntity,
  galleryDraftEntity,
  galleryPasswordClientTriesEntity,
  galleryPasswordTriesEntity,
  sessionSelectionEntity,
  shareLinkEntity,
  shareLinkKeyEntity,
} from '../functions/src/data/entities/share-link.js';
import { uploadEntity } from '../functions/src/data/entities/upload.js';

const ITEM_KEYS_FILE = join(import.meta.dirname, '..', 'functions', 'src', 'data', 'item-keys.ts');
const COMMAND = 'npm run generate:item-keys';

/**
 * The item kinds the plain path touches, by the name plain-table.ts knows them. `key`: it
 * reads or writes single items of the kind, so it needs a builder of their table key.
 */
const ITEMS = {
  photographer: { entity: photographerEntity, key: true },
  session: { entity: sessionEntity, key: true },
  sessionFinance: { entity: sessionFinanceEntity, key: true },
  sessionImage: { entity: sessionImageEntity, key: true },
  // The delivery gallery (issue 28 point 4) lists and downloads the session's finals.
  sessionFinal: { entity: sessionFinalEntity, key: true },
  sessionPackage: { entity: sessionPackageEntity, key: true },
  product: { entity: productEntity, key: false },
  upload: { entity: uploadEntity, key: true },
  shareLink: { entity: shareLinkEntity, key: true },
  shareLinkKey: { entity: shareLinkKeyEntity, key: true },
  galleryDraft: { entity: galleryDraftEntity, key: true },
  sessionSelection: { entity: sessionSelectionEntity, key: true },
  galleryPasswordTries: { entity: galleryPasswordTriesEntity, key: true },
  galleryPasswordClientTries: { entity: galleryPasswordClientTriesEntity, key: true },
  galleryDownload: { entity: galleryDownloadEntity, key: true },
  contact: { entity: contactEntity, key: true },
  billingSettings: { entity: billingSettingsEntity, key: true },
  // Gallery extras paid at confirmation (issue 25 point 4): the gallery opens their Checkout.
  paymentsAccount: { entity: paymentsAccountEntity, key: true },
  payment: { entity: paymentEntity, key: true },
} as const;

/** The collections the plain path queries: an access pattern's partition and sort-key prefix with no sort composite given. */
const QUERIES: Record<string, { item: keyof typeof ITEMS; accessPattern: string }> = {
  sessionImages: { item: 'sessionImage', accessPattern: 'bySession' },
  sessionFinals: { item: 'sessionFinal', accessPattern: 'bySession' },
  galleryDownloads: { item: 'galleryDownload', accessPattern: 'bySession' },
  products: { item: 'product', accessPattern: 'byProduct' },
};

/** The parts of ElectroDB's parsed model (`entity.model`, not in its types) the keys are made of. */
interface ParsedKey {
  prefix: string;
  field: string;
  casing: string;
  isCustom: boolean;
  cast?: string;
  postfix?: string;
}
interface ParsedEntity {
  model: {
    entity: string;
    version: string;
    prefixes: Record<string, { pk: ParsedKey; sk?: ParsedKey }>;
    indexes: Record<string, { index: string; scope?: string; pk: { labels: Label[] }; sk?: { labels: Label[] } }>;
    translations: { indexes: { fromIndexToAccessPattern: Record<string, string> } };
    schema: { attributes: Record<string, { type: unknown; padding?: { length: number; char: string } }> };
  };
  identifiers: { entity: string; version: string };
}
interface Label {
  name: string;
  label: string;
}

const parsed = (make: () => unknown): ParsedEntity => make() as ParsedEntity;

const fail = (message: string): never => {
  throw new Error(`generate-item-keys: ${message} (extend scripts/generate-item-keys.ts before using it on the plain path)`);
};

/** ElectroDB's formatKeyCasing: keys are lower-cased unless the index says otherwise. */
const casingCall = (casing: string): string | undefined => {
  if (casing === 'none') return undefined;
  if (casing === 'default' || casing === 'lower') return 'lower';
  if (casing === 'upper') return 'upper';
  return fail(`unknown key casing ${casing}`);
};

const checkPlainKey = (entity: string, key: ParsedKey) => {
  if (key.isCustom) fail(`${entity}: custom key templates`);
  if (key.cast && key.cast !== 'string') fail(`${entity}: keys cast to ${key.cast}`);
  if (key.postfix) fail(`${entity}: clustered index postfixes`);
};

interface Composite {
  name: string;
  type: 'string' | 'number';
  /** The value as ElectroDB writes it into a key: `${value}`, then padded. */
  expression: string;
}

const compositeOf = (entity: ParsedEntity, { name }: Label): Composite => {
  const attribute = entity.model.schema.attributes[name] ?? fail(`${entity.model.entity}: no attribute ${name}`);
  const type = attribute.type === 'number' ? 'number' : attribute.type === 'string' ? 'string' : fail(`${entity.model.entity}.${name}: composites of type ${String(attribute.type)}`);
  const { padding } = attribute;
  const expression = padding?.length && padding.char ? `String(${name}).padStart(${padding.length}, ${quote(padding.char)})` : name;
  return { name, type, expression };
};

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const templateText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

const casedText = (casing: string, text: string) => {
  const call = casingCall(casing);
  return call === 'lower' ? text.toLowerCase() : call === 'upper' ? text.toUpperCase() : text;
};

/** A query's sort-key prefix, named once so the item keys that start with it reuse it. */
interface SharedPrefix {
  name: string;
  text: string;
}

/** The expression of one key: its prefix and each composite after its label, cased as a whole as ElectroDB does. */
const keyExpression = (prefix: string, labels: Label[], composites: Composite[], casing: string, shared: SharedPrefix[] = []): string => {
  const call = casingCall(casing);
  if (composites.length === 0) return quote(prefix);
  const texts = labels.map((label) => `#${casedText(casing, label.label)}_`);
  const head = shared.find((p) => p.text === `${prefix}${texts[0]}`);
  const start = head ? `\${${head.name}}` : `${templateText(prefix)}${templateText(texts[0] ?? '')}`;
  const rest = composites.map((c, i) => `${i === 0 ? '' : templateText(texts[i] ?? '')}\${${c.expression}}`).join('');
  const template = `\`${start}${rest}\``;
  return call ? `${call}(${template})` : template;
};

interface RenderedKeys {
  fields: { pk: string; sk: string };
  partitions: Map<string, { name: string; params: Composite[]; expression: string }>;
  sharedPrefixes: SharedPrefix[];
  itemKeys: string[];
  queries: string[];
}

const params = (composites: Composite[]) => composites.map((c) => `${c.name}: ${c.type}`).join(', ');
const args = (composites: Composite[]) => composites.map((c) => c.name).join(', ');
const camel = (names: string[]) => names.map((name, i) => (i === 0 ? name : `${name[0]?.toUpperCase()}${name.slice(1)}`)).join('');

const renderKeys = (): RenderedKeys => {
  const rendered: RenderedKeys = { fields: { pk: '', sk: '' }, partitions: new Map(), sharedPrefixes: [], itemKeys: [], queries: [] };

  /** The partition key of an access pattern: one shared builder per distinct shape. */
  const partitionOf = (entity: ParsedEntity, accessPattern: string) => {
    const index = entity.model.indexes[accessPattern] ?? fail(`${entity.model.entity}: no access pattern ${accessPattern}`);
    if (index.index !== '') fail(`${entity.model.entity}.${accessPattern}: secondary indexes`);
    if (index.scope) fail(`${entity.model.entity}.${accessPattern}: index scopes`);
    const prefixes = entity.model.prefixes[index.index] ?? fail(`${entity.model.entity}: no prefixes`);
    const sk = prefixes.sk ?? fail(`${entity.model.entity}: tables without a sort key`);
    checkPlainKey(entity.model.entity, prefixes.pk);
    checkPlainKey(entity.model.entity, sk);
    const fields = { pk: prefixes.pk.field, sk: sk.field };
    if (rendered.fields.pk && (rendered.fields.pk !== fields.pk || rendered.fields.sk !== fields.sk)) fail('entities on different key fields');
    rendered.fields = fields;
    const pkLabels = index.pk.labels;
    const pkComposites = pkLabels.map((label) => compositeOf(entity, label));
    const expression = keyExpression(prefixes.pk.prefix, pkLabels, pkComposites, prefixes.pk.casing);
    let partition = rendered.partitions.get(expression);
    if (!partition) {
      partition = { name: `${camel(pkComposites.map((c) => c.name))}Pk`, params: pkComposites, expression };
      if ([...rendered.partitions.values()].some((p) => p.name === partition?.name)) fail(`two partition shapes named ${partition.name}`);
      rendered.partitions.set(expression, partition);
    }
    const skLabels = index.sk?.labels ?? [];
    return { partition, sk, skLabels, skComposites: skLabels.map((label) => compositeOf(entity, label)) };
  };

  for (const [name, { item, accessPattern }] of Object.entries(QUERIES)) {
    const entity = parsed(ITEMS[item].entity);
    const { partition, sk, skLabels } = partitionOf(entity, accessPattern);
    // With no sort composite given ElectroDB ends the prefix at the first composite's label.
    const first = skLabels[0];
    const text = first ? `${sk.prefix}#${casedText(sk.casing, first.label)}_` : sk.prefix;
    const prefix = { name: `${name}SkPrefix`, text };
    rendered.sharedPrefixes.push(prefix);
    rendered.queries.push(`  ${name}: (${params(partition.params)}): ItemKey => ({ pk: ${partition.name}(${args(partition.params)}), sk: ${prefix.name} }),`);
  }

  for (const [name, { entity: make, key }] of Object.entries(ITEMS)) {
    if (!key) continue;
    const entity = parsed(make);
    const accessPattern = entity.model.translations.indexes.fromIndexToAccessPattern[''] ?? fail(`${name}: no table index`);
    const { partition, sk, skLabels, skComposites } = partitionOf(entity, accessPattern);
    const all = [...partition.params, ...skComposites];
    const skExpression = keyExpression(sk.prefix, skLabels, skComposites, sk.casing, rendered.sharedPrefixes);
    rendered.itemKeys.push(`  ${name}: (${params(all)}): ItemKey => ({ pk: ${partition.name}(${args(partition.params)}), sk: ${skExpression} }),`);
  }
  return rendered;
};

const versionHelper = (version: string) => (/^\w+$/.test(version) ? `identityV${version}` : fail(`model version ${version}`));

const renderItemKeys = (): string => {
  const { fields, partitions, sharedPrefixes, itemKeys, queries } = renderKeys();
  const entities = Object.entries(ITEMS).map(([name, { entity }]) => [name, parsed(entity)] as const);
  const identifiers = entities[0]?.[1].identifiers ?? fail('no entities');
  const versions = [...new Set(entities.map(([, entity]) => entity.model.version))];
  const usesUpper = [...partitions.keys(), ...itemKeys, ...queries].some((line) => line.includes('upper(`'));
  return `// Generated by \`${COMMAND}\` (scripts/generate-item-keys.ts) from the ElectroDB entities in
// functions/src/data/entities: do not edit; change the entity and run the command again (CI's
// \`npm run check:generated\` fails while this file is stale).
//
// The table keys and identifiers ElectroDB writes for the items the gallery function reads and
// writes, so that function can use the plain path alone (data/plain-table.ts; docs/data.md, "The
// gallery function's plain data path"). functions/test/item-keys.test.ts checks every builder
// against the entity's own keys and writes with one side and reads with the other.

import { globalIndexes, tableKeys } from './table-schema.js';

/** ElectroDB lower-cases keys (composite values and labels included) unless an index says \`casing: 'none'\`. */
const lower = (value: string) => value.toLowerCase();
${usesUpper ? 'const upper = (value: string) => value.toUpperCase();\n' : ''}
export interface ItemKey {
  ${fields.pk}: string;
  ${fields.sk}: string;
}

/** The entity name and model version ElectroDB stores in every item (and checks on reads). */
export interface EntityIdentity {
  entity: string;
  version: string;
}

${versions.map((version) => `const ${versionHelper(version)} = (entity: string): EntityIdentity => ({ entity, version: ${quote(version)} });`).join('\n')}

export const ENTITIES = {
${entities.map(([name, entity]) => `  ${name}: ${versionHelper(entity.model.version)}(${quote(entity.model.entity)}),`).join('\n')}
} as const;

export type GalleryEntityName = keyof typeof ENTITIES;

${[...partitions.values()].map(({ name, params: composites, expression }) => `const ${name} = (${params(composites)}) => ${expression};`).join('\n')}

${sharedPrefixes.map(({ name, text }) => `const ${name} = ${quote(text)};`).join('\n')}

export const itemKeys = {
${itemKeys.join('\n')}
};

/** Partition and sort-key prefix of the collections the gallery queries. */
export const itemQueries = {
${queries.join('\n')}
};

/** Attributes ElectroDB keeps for itself: never part of what an entity read returns. */
export const ENTITY_NAME_ATTRIBUTE = ${quote(identifiers.entity)};
export const ENTITY_VERSION_ATTRIBUTE = ${quote(identifiers.version)};
const KEY_ATTRIBUTES = new Set<string>([
  tableKeys.partitionKey,
  tableKeys.sortKey,
  ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ENTITY_NAME_ATTRIBUTE,
  ENTITY_VERSION_ATTRIBUTE,
]);

export const isKeyAttribute = (name: string): boolean => KEY_ATTRIBUTES.has(name);
`;
};

const main = () => {
  const rendered = renderItemKeys();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(ITEM_KEYS_FILE, 'utf8');
    if (committed !== rendered) {
      console.error(`functions/src/data/item-keys.ts is stale: it is not what the entities generate. Run \`${COMMAND}\` and commit the result.`);
      process.exit(1);
    }
    console.log('functions/src/data/item-keys.ts is what the entities generate.');
    return;
  }
  writeFileSync(ITEM_KEYS_FILE, rendered);
  console.log(`wrote ${ITEM_KEYS_FILE}`);
};

main();
