// The one form of every id the API hands out and accepts: a UUID in lower case, exactly as
// `randomUUID()` writes it. Keys are compared as strings (and ElectroDB lower-cases key
// composites), so an upper-cased or padded variant of an id would reach the same item
// while slipping past rules that compare ids (self-links, duplicates, variants in use).
// Accepting only the canonical form closes that door at the edge: anything else is 400.
import * as z from 'zod';

const CANONICAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const entityId = z.string().regex(CANONICAL_ID, 'expected an id: a lower-case UUID');
export type EntityId = z.infer<typeof entityId>;

/** A valid id that names nothing, for route examples. */
export const EXAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** Formats 32 hex digits (e.g. part of a hash) as an id of the canonical form. */
export const idOfHex = (hex: string): EntityId => {
  const digits = hex.toLowerCase().slice(0, 32);
  if (!/^[0-9a-f]{32}$/.test(digits)) throw new Error('idOfHex needs 32 hex digits');
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20, 32)}`;
};
