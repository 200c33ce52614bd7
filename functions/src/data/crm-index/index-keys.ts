// Keys of the CRM search index (contact-index.ts beside it): index pages, one meta
// item and short-lived change-log items, all in the photographer's own partition next to
// the contacts.
import { db } from '../database.js';
import { tableKeys } from '../table-schema.js';

export const PAGE_SK_PREFIX = '$crmindex#page_';
export const META_SK = '$crmindex#meta';
export const LOG_SK_PREFIX = '$crmindex#log_';

/** The photographer's partition key, as ElectroDB spells it for the contact entity. */
export const partitionKeyOf = (photographerId: string): string => {
  const { Key } = db().entities.contact.get({ photographerId, contactId: '_' }).params<{ Key: Record<string, string> }>();
  const pk = Key[tableKeys.partitionKey];
  if (!pk) throw new Error('contact entity has no partition key');
  return pk;
};

/** Zero-padded so that pages and log items sort by number. */
export const pageSortKey = (page: number): string => `${PAGE_SK_PREFIX}${String(page).padStart(6, '0')}`;
export const logSortKey = (version: number): string => `${LOG_SK_PREFIX}${String(version).padStart(12, '0')}`;

/** The page number of a page item, or undefined for any other item. */
export const pageOfItem = (item: Record<string, unknown>): number | undefined => {
  const sk = item[tableKeys.sortKey];
  if (typeof sk !== 'string' || !sk.startsWith(PAGE_SK_PREFIX)) return undefined;
  const page = Number(sk.slice(PAGE_SK_PREFIX.length));
  return Number.isInteger(page) ? page : undefined;
};

/** A table key with the attribute names the table is defined with. */
export const tableKey = (pk: string, sk: string): Record<string, string> => ({
  [tableKeys.partitionKey]: pk,
  [tableKeys.sortKey]: sk,
});
