// One contact's entry in the CRM search index: only what the list filters, searches and
// sorts on, as a DynamoDB list of strings (no JSON, so no escaping can grow it), with a
// size that the contract bounds. Long tags are kept as a fixed-size hash: the tag filter
// only ever asks "has exactly this tag".
import { createHash } from 'node:crypto';
import {
  CONTACT_PRIORITIES,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_TYPES,
} from '@fotostudio/shared/crm/contact-vocabulary';
import type { ContactItem } from '../entities/contact.js';

export type IndexedFields = Pick<ContactItem, 'type' | 'firstName' | 'lastName' | 'emails' | 'status' | 'priority' | 'source' | 'tags' | 'createdAt'>;

/** [flags, createdAt, firstName, lastName, primary e-mail, ...tag forms] */
export type IndexEntry = string[];

export const ENTRY_ATTRIBUTE_PREFIX = 'c_';

/** A tag of at most this many UTF-8 bytes is kept as it is; a longer one as '#' + a hash of that many characters. */
const VERBATIM_TAG_BYTES = 15;

/** How a (lower-cased) tag is stored and looked for: verbatim forms are shorter than hashed ones, so the two never meet. */
export const tagFormOf = (tag: string): string => {
  const lower = tag.toLowerCase();
  if (Buffer.byteLength(lower) <= VERBATIM_TAG_BYTES) return lower;
  return `#${createHash('sha256').update(lower).digest('base64url').slice(0, VERBATIM_TAG_BYTES)}`;
};

const codeOf = (values: readonly string[], value: string | null | undefined): string => {
  const at = value ? values.indexOf(value) : -1;
  return at < 0 ? '-' : String(at);
};
const valueOf = <T extends string>(values: readonly T[], code: string | undefined): T | '' =>
  code === undefined || code === '-' ? '' : (values[Number(code)] ?? '');

export const entryOf = (item: IndexedFields): IndexEntry => [
  codeOf(CONTACT_TYPES, item.type) + codeOf(CONTACT_STATUSES, item.status) + codeOf(CONTACT_PRIORITIES, item.priority) + codeOf(CONTACT_SOURCES, item.source),
  item.createdAt,
  item.firstName,
  item.lastName ?? '',
  item.emails.primary,
  ...new Set((item.tags ?? []).map(tagFormOf)),
];

export const sameEntry = (a: IndexEntry, b: IndexEntry): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The bytes DynamoDB counts for the entry attribute: its name, 3 for the list, and each
 * element's UTF-8 bytes plus 1.
 */
export const entryBytes = (contactId: string, entry: IndexEntry): number =>
  Buffer.byteLength(ENTRY_ATTRIBUTE_PREFIX + contactId) + 3 + entry.reduce((sum, v) => sum + Buffer.byteLength(v) + 1, 0);

/**
 * The largest entry the contract allows (shared/src/contracts/crm.ts): a 64-character id,
 * first and last name of 100 UTF-16 units (3 bytes each at most), a 254-character e-mail
 * (counted at 3 bytes a unit too), 50 tags of 16 bytes at most, 4 flags, a 24-character
 * timestamp. Measured by a test against the contract.
 */
export const ENTRY_MAX_BYTES = 2 + 64 + 3 + (4 + 1) + (24 + 1) + 2 * (300 + 1) + (254 * 3 + 1) + 50 * (VERBATIM_TAG_BYTES + 1 + 1);

/** Entry bytes per index page: a write of a page costs one WCU per KB of it, a read one RCU per 4 KB. */
export const PAGE_MAX_BYTES = 16 * 1024;

export interface IndexRow {
  contactId: string;
  page: number;
  type: string;
  status: string;
  priority: string;
  source: string;
  tagForms: string[];
  createdAt: string;
  /** Lower-cased first name, last name and e-mail, separated so a match never spans two. */
  haystack: string;
}

const isEntry = (value: unknown): value is IndexEntry =>
  Array.isArray(value) && value.length >= 5 && value.every((v) => typeof v === 'string');

/** The row of an index page's attribute, or undefined for attributes that are not entries. */
export const rowOf = (attribute: string, value: unknown, page: number): IndexRow | undefined => {
  if (!attribute.startsWith(ENTRY_ATTRIBUTE_PREFIX) || !isEntry(value)) return undefined;
  const [flags = '', createdAt = '', firstName = '', lastName = '', email = '', ...tagForms] = value;
  return {
    contactId: attribute.slice(ENTRY_ATTRIBUTE_PREFIX.length),
    page,
    type: valueOf(CONTACT_TYPES, flags[0]),
    status: valueOf(CONTACT_STATUSES, flags[1]),
    priority: valueOf(CONTACT_PRIORITIES, flags[2]),
    source: valueOf(CONTACT_SOURCES, flags[3]),
    tagForms,
    createdAt,
    haystack: [firstName, lastName, email].join('\u0000').toLowerCase(),
  };
};
