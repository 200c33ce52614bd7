// Deleting a photographer's account (docs/architecture.md, "Account data"): every item of
// theirs, in their partition, their sessions' partitions and the lookup partitions their
// profile, calendar feed and links own, is deleted or kept as its kind's rule says
// (entity-kinds.ts): invoices, VERI*FACTU records and their lookups stay for the retention
// period, a quote goes. Then their files (the issued invoices' PDFs and the VERI*FACTU files
// under billing/ stay) and their user in the pool. A dry run reads and counts, and changes
// nothing. A kind without a rule stops the run before anything is deleted.
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BILLING_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, ISSUED_FOLDER, MANIFESTS_PREFIX, ORIGINALS_PREFIX } from '@fotostudio/shared/media/bucket-layout';
import { partitionKeyOf } from '../data/crm-index/index-keys.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../data/database.js';
import { tableKeys } from '../data/table-schema.js';
import { cognitoClient, dynamoDocumentClient } from '../lib/aws-clients.js';
import { accountDataConfig, appConfig, authConfig } from '../lib/config.js';
import { deleteObjects, keysUnder, sleep } from '../media/delete-objects.js';
import { ITEM_KIND_RULES, rawItemKindOf, type ItemKind, type KindRule } from './entity-kinds.js';

type Item = Record<string, unknown>;

export interface DeletionReport {
  photographerId: string;
  dryRun: boolean;
  /** Items per kind that are (or would be) deleted, and kept. */
  deleted: Record<string, number>;
  kept: Record<string, number>;
  objectsDeleted: number;
  objectsKept: number;
  /** Whether the user was (or would be) deleted from the pool. */
  userDeleted: boolean;
  /** Until when the kept invoices and records must stay (ISO date). */
  keepUntil: string;
}

const BATCH = 25;
const BATCH_TRIES = 6;

/** Every item of a partition, a page at a time, consistent. */
const partitionItems = async (pk: string): Promise<Item[]> => {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new QueryCommand({
        TableName: appConfig().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': tableKeys.partitionKey },
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

const keyPk = (params: { Key: Record<string, string> }): string => params.Key[tableKeys.partitionKey] ?? '';

const kindOf = (item: Item): ItemKind | undefined => {
  const entity = item[ENTITY_NAME_ATTRIBUTE];
  const kind = typeof entity === 'string' ? entity : rawItemKindOf(String(item[tableKeys.sortKey]));
  return kind && kind in ITEM_KIND_RULES ? (kind as ItemKind) : undefined;
};

/** Whether the rule deletes this item: a quote goes though invoices stay, an unsigned agreement though signed ones stay; a purge takes what was kept too. */
const deletes = (kind: ItemKind, rule: KindRule, item: Item, purge: boolean): boolean =>
  rule.deletion === 'delete' ||
  (purge && rule.deletion === 'retain') ||
  (kind === 'billingDocument' && item.kind === 'quote') ||
  (kind === 'agreement' && item.status !== 'signed');

/** Every item the photographer owns: their partition, each session's, and the lookups theirs. */
const ownedItems = async (photographerId: string): Promise<Item[]> => {
  const own = await partitionItems(partitionKeyOf(photographerId));
  const { data: sessions } = await db().entities.session.query.byPhotographer({ photographerId }).go({ pages: 'all', attributes: ['sessionId'] });
  const sessionItems: Item[] = [];
  for (const { sessionId } of sessions) {
    sessionItems.push(...(await partitionItems(keyPk(db().entities.session.get({ photographerId, sessionId }).params()))));
  }
  const lookups: string[] = [];
  for (const item of [...own, ...sessionItems]) {
    const kind = item[ENTITY_NAME_ATTRIBUTE];
    if (kind === 'photographer' && typeof item.businessSlug === 'string') lookups.push(keyPk(db().entities.businessSlug.get({ slug: item.businessSlug }).params()));
    if (kind === 'calendarFeed' && typeof item.token === 'string') lookups.push(keyPk(db().entities.calendarFeedToken.get({ token: item.token }).params()));
    if (kind === 'paymentsAccount' && typeof item.stripeAccountId === 'string') lookups.push(keyPk(db().entities.stripeAccountOwner.get({ stripeAccountId: item.stripeAccountId }).params()));
    if (kind === 'agreement' && Array.isArray(item.signers)) {
      for (const signer of item.signers as { token?: unknown }[]) {
        if (typeof signer.token === 'string') lookups.push(keyPk(db().entities.agreementLink.get({ token: signer.token }).params()));
      }
    }
    if (kind === 'shareLink') {
      for (const linkKey of [item.token, item.customUrl]) {
        // The key item, and the link's password tries in the same partition.
        if (typeof linkKey === 'string') lookups.push(keyPk(db().entities.shareLinkKey.get({ linkKey }).params()));
      }
    }
    // An invoice's public page token (the invoice itself is kept): its lookup goes, so the page closes.
    const invoiceToken = kind === 'billingDocument' ? (item.publicLink as { token?: unknown } | undefined)?.token : undefined;
    if (typeof invoiceToken === 'string') lookups.push(keyPk(db().entities.invoiceLinkKey.get({ token: invoiceToken }).params()));
  }
  const lookupItems: Item[] = [];
  for (const pk of new Set(lookups)) {
    // A lookup that now names someone else (a slug taken since) is not theirs.
    const items = await partitionItems(pk);
    const named = items.find((item) => typeof item.photographerId === 'string');
    if (!named || named.photographerId === photographerId) lookupItems.push(...items);
  }
  return [...own, ...sessionItems, ...lookupItems];
};

/** Batch-deletes the items' keys, again for those DynamoDB left unprocessed. */
const deleteKeys = async (items: Item[]): Promise<void> => {
  for (let start = 0; start < items.length; start += BATCH) {
    let requests = items.slice(start, start + BATCH).map((item) => ({
      DeleteRequest: { Key: { [tableKeys.partitionKey]: item[tableKeys.partitionKey], [tableKeys.sortKey]: item[tableKeys.sortKey] } },
    }));
    for (let tryIndex = 0; requests.length > 0; tryIndex += 1) {
      if (tryIndex === BATCH_TRIES) throw new Error(`${requests.length} items stayed unprocessed`);
      if (tryIndex > 0) await sleep(100 * 2 ** tryIndex);
      const answer = await dynamoDocumentClient().send(new BatchWriteCommand({ RequestItems: { [appConfig().TABLE_NAME]: requests } }));
      requests = (answer.UnprocessedItems?.[appConfig().TABLE_NAME] ?? []) as typeof requests;
    }
  }
};

/**
 * The photographer's files: everything but the issued invoices' PDFs and the VERI*FACTU files
 * (those too in a purge). Signed agreements' PDFs (agreements/<photographerId>/signed/) are not
 * listed at all: S3 Object Lock refuses their deletion until their retention ends, after which
 * the bucket's lifecycle expires them (docs/deploy.md).
 */
const ownedObjects = async (photographerId: string, purge: boolean): Promise<{ remove: string[]; keep: number }> => {
  const billing = `${BILLING_PREFIX}${photographerId}/`;
  const kept = purge ? [] : [`${billing}${ISSUED_FOLDER}/`, `${billing}records/`];
  const remove: string[] = [];
  let keep = 0;
  for (const prefix of [ORIGINALS_PREFIX, DERIVED_PREFIX, DOWNLOADS_PREFIX, EXPORTS_PREFIX, BILLING_PREFIX, MANIFESTS_PREFIX]) {
    for await (const key of keysUnder(`${prefix}${photographerId}/`)) {
      if (kept.some((folder) => key.startsWith(folder))) keep += 1;
      else remove.push(key);
    }
  }
  return { remove, keep };
};

const deleteUser = async (email: string): Promise<boolean> => {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: authConfig().USER_POOL_ID, Username: email }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return false;
    throw error;
  }
};

const count = (into: Record<string, number>, kind: string) => {
  into[kind] = (into[kind] ?? 0) + 1;
};

/**
 * Deletes the account's data as the kinds' rules say; `dryRun` only counts. `retained: 'purge'`
 * (the closure run, once the retention period is over) deletes what the deletion kept too.
 */
export const deleteAccountData = async (
  photographerId: string,
  { dryRun, now = new Date(), retained = 'keep' }: { dryRun: boolean; now?: Date; retained?: 'keep' | 'purge' },
): Promise<DeletionReport> => {
  const purge = retained === 'purge';
  const items = await ownedItems(photographerId);
  const unknown = items.filter((item) => !kindOf(item));
  if (unknown.length > 0) {
    throw new Error(`items of a kind without a deletion rule (account-data/entity-kinds.ts): ${unknown.slice(0, 3).map((item) => `${String(item[tableKeys.partitionKey])} ${String(item[tableKeys.sortKey])}`).join('; ')}`);
  }
  const deleted: Record<string, number> = {};
  const kept: Record<string, number> = {};
  const doomed: Item[] = [];
  for (const item of items) {
    const kind = kindOf(item) as ItemKind;
    if (deletes(kind, ITEM_KIND_RULES[kind], item, purge)) {
      count(deleted, kind);
      doomed.push(item);
    } else count(kept, kind);
  }
  const email = items.find((item) => item[ENTITY_NAME_ATTRIBUTE] === 'photographer')?.email;
  const objects = await ownedObjects(photographerId, purge);
  const keepUntil = new Date(now);
  keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + accountDataConfig().ACCOUNT_RECORD_RETENTION_YEARS);
  let userDeleted = typeof email === 'string';
  if (!dryRun) {
    // The profile last: a run stopped halfway is found and finished by running it again.
    const profile = doomed.filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'photographer');
    await deleteKeys(doomed.filter((item) => item[ENTITY_NAME_ATTRIBUTE] !== 'photographer'));
    for (let start = 0; start < objects.remove.length; start += 1000) await deleteObjects(objects.remove.slice(start, start + 1000), 'account files');
    userDeleted = typeof email === 'string' ? await deleteUser(email) : false;
    await deleteKeys(profile);
    // What the table stream derived between the listing and the profile's deletion (the dashboard's document copies, months, link and
    // session rows: every kind the rules delete in this partition); nothing is derived after it (dashboard/kept-write.ts).
    const late = (await partitionItems(partitionKeyOf(photographerId))).filter((item) => {
      const kind = kindOf(item);
      return kind !== undefined && deletes(kind, ITEM_KIND_RULES[kind], item, purge);
    });
    await deleteKeys(late);
  }
  return { photographerId, dryRun, deleted, kept, objectsDeleted: objects.remove.length, objectsKept: objects.keep, userDeleted, keepUntil: keepUntil.toISOString().slice(0, 10) };
};
