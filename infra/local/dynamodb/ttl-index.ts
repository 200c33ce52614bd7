// The table's items that carry a TTL, soonest expiry first, kept in memory for the TTL
// sweeper (ttl-sweeper.ts) so that it reads only what is due instead of scanning the table.
// The stream poller tells it every change it reads; the sweeper's one scan at start adds what
// was written before the stream was followed. An entry can go stale (a change the index heard
// of late or never): the sweeper's delete is conditioned on the expiry of the entry and reads
// the item again when refused, so a stale entry costs one refused delete, never a wrong one.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { AttributeValue as StreamAttributeValue, _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';

/** DynamoDB ignores TTL values more than five years in the past. */
export const FIVE_YEARS_SECONDS = 5 * 365 * 24 * 60 * 60;

/** Identifies an item by its key attributes, whatever order they come in. */
export const keyIdentity = (keys: Record<string, unknown>): string =>
  JSON.stringify(
    Object.keys(keys)
      .sort()
      .map((name) => [name, keys[name]]),
  );

export interface TtlEntry {
  identity: string;
  key: Record<string, AttributeValue>;
  /** The TTL attribute's number as stored: the sweeper's delete is conditioned on it. */
  stored: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface TtlIndex {
  /** The stream's records, in the order read: each leaves the index with the item's TTL as it then stood. */
  observe(records: readonly StreamRecord[]): void;
  /**
   * An item's TTL as read from the table (the start scan, a refused delete's read): taken only
   * when the index holds nothing for the item, since the stream's word may be newer.
   */
  offer(item: Record<string, AttributeValue>): void;
  /** Takes out the entries due at `now` (epoch seconds), soonest first, those past DynamoDB's five years dropped. */
  takeDue(now: number): TtlEntry[];
  /** Puts back entries taken out and not dealt with (a failed delete). */
  restore(entries: readonly TtlEntry[]): void;
  /** Items held, and entries in the heap (superseded ones included until they are dropped). */
  size(): { items: number; heap: number };
}

// A key attribute is a string, number or binary: these are the only members worth carrying.
const keyValue = (value: AttributeValue | StreamAttributeValue | undefined): AttributeValue | undefined => {
  if (value?.S !== undefined) return { S: value.S };
  if (value?.N !== undefined) return { N: value.N };
  if (value?.B !== undefined) return { B: value.B };
  return undefined;
};

const KNOWN_EVENTS = new Set(['INSERT', 'MODIFY', 'REMOVE']);

export const createTtlIndex = (options: { keyNames: readonly string[]; ttlAttribute: string }): TtlIndex => {
  const items = new Map<string, TtlEntry>();
  // A binary min-heap on expiresAt. A change of an item pushes a new entry and leaves the old
  // one in place: an entry counts only while `items` maps its identity to that very object.
  let heap: TtlEntry[] = [];

  const before = (a: TtlEntry, b: TtlEntry) => a.expiresAt < b.expiresAt;
  const swap = (i: number, j: number) => {
    const held = heap[i] as TtlEntry;
    heap[i] = heap[j] as TtlEntry;
    heap[j] = held;
  };
  const push = (entry: TtlEntry) => {
    heap.push(entry);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as TtlEntry, heap[parent] as TtlEntry)) break;
      swap(i, parent);
      i = parent;
    }
  };
  const pop = (): TtlEntry | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || !last) return top;
    heap[0] = last;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && before(heap[left] as TtlEntry, heap[least] as TtlEntry)) least = left;
      if (right < heap.length && before(heap[right] as TtlEntry, heap[least] as TtlEntry)) least = right;
      if (least === i) break;
      swap(i, least);
      i = least;
    }
    return top;
  };
  const current = (entry: TtlEntry) => items.get(entry.identity) === entry;
  // Superseded entries are dropped when they reach the top; an item changed over and over
  // before its time would grow the heap meanwhile, so past twice the live count it is rebuilt.
  const compactIfBloated = () => {
    if (heap.length <= 2 * items.size + 1024) return;
    heap = [];
    for (const entry of items.values()) push(entry);
  };

  const keyOf = (attributes: Record<string, AttributeValue | StreamAttributeValue>): Record<string, AttributeValue> | undefined => {
    const key: Record<string, AttributeValue> = {};
    for (const name of options.keyNames) {
      const value = keyValue(attributes[name]);
      if (!value) return undefined;
      key[name] = value;
    }
    return key;
  };

  /** The item's TTL as DynamoDB reads it: a number attribute, else none. */
  const set = (key: Record<string, AttributeValue>, ttl: AttributeValue | StreamAttributeValue | undefined) => {
    const identity = keyIdentity(key);
    const stored = ttl?.N;
    const expiresAt = stored === undefined ? Number.NaN : Number(stored);
    if (stored === undefined || !Number.isFinite(expiresAt)) {
      items.delete(identity);
      return;
    }
    // Most changes of an item leave its TTL alone: nothing to move then.
    if (items.get(identity)?.stored === stored) return;
    const entry = { identity, key, stored, expiresAt };
    items.set(identity, entry);
    push(entry);
    compactIfBloated();
  };

  return {
    observe: (records) => {
      for (const record of records) {
        const keys = record.dynamodb?.Keys;
        const key = keys ? keyOf(keys) : undefined;
        if (!key) continue;
        const known = record.eventName !== undefined && KNOWN_EVENTS.has(record.eventName);
        // DynamoDB Local names its own TTL deletions with an event its SDK does not know.
        if (record.eventName === 'REMOVE' || !known) {
          items.delete(keyIdentity(key));
          continue;
        }
        const image = record.dynamodb?.NewImage;
        if (image) set(key, image[options.ttlAttribute]);
      }
    },
    offer: (item) => {
      const key = keyOf(item);
      if (!key || items.has(keyIdentity(key))) return;
      set(key, item[options.ttlAttribute]);
    },
    takeDue: (now) => {
      const due: TtlEntry[] = [];
      while (heap.length > 0 && (heap[0] as TtlEntry).expiresAt <= now) {
        const entry = pop() as TtlEntry;
        if (!current(entry)) continue;
        items.delete(entry.identity);
        if (entry.expiresAt >= now - FIVE_YEARS_SECONDS) due.push(entry);
      }
      return due;
    },
    restore: (entries) => {
      for (const entry of entries) {
        if (items.has(entry.identity)) continue;
        items.set(entry.identity, entry);
        push(entry);
      }
    },
    size: () => ({ items: items.size, heap: heap.length }),
  };
};
