// The bounds the CRM search index relies on, checked against the contract itself: the
// largest entry a valid contact can make, and pages that never pass their byte budget
// whatever sequence of creates, growing and shrinking changes and deletes they see.
import { contactInput } from '@fotostudio/shared/contracts/crm';
import { describe, expect, it } from 'vitest';
import { packEntries, planIndexWrites, type IndexMeta } from '../src/data/crm-index/contact-index.js';
import { ENTRY_MAX_BYTES, entryBytes, entryOf, PAGE_MAX_BYTES, type IndexedFields } from '../src/data/crm-index/index-entry.js';

const WIDE = '€';
const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;

const worstInput = () =>
  contactInput.parse({
    firstName: WIDE.repeat(100),
    lastName: WIDE.repeat(100),
    emails: { primary: email254 },
    tags: Array.from({ length: 50 }, (_, j) => `${j}`.padEnd(50, WIDE)),
    status: 'potential',
    priority: 'medium',
    source: 'advertising',
  });

const fieldsOf = (input: ReturnType<typeof worstInput>, createdAt = '2026-11-23T20:00:00.000Z'): IndexedFields => ({
  type: 'client',
  firstName: input.firstName,
  lastName: input.lastName ?? undefined,
  emails: { primary: input.emails.primary },
  tags: input.tags,
  status: input.status ?? undefined,
  priority: input.priority ?? undefined,
  source: input.source ?? undefined,
  createdAt,
});

describe('crm: search index bounds', () => {
  it('bounds the entry of the largest contact the contract accepts', () => {
    expect(email254).toHaveLength(254);
    expect(() => contactInput.parse({ ...worstInput(), firstName: WIDE.repeat(101) })).toThrow();
    expect(() => contactInput.parse({ ...worstInput(), tags: [...(worstInput().tags ?? []), "one more"] })).toThrow();
    const bytes = entryBytes('x'.repeat(64), entryOf(fieldsOf(worstInput())));
    expect(bytes).toBeGreaterThan(1500);
    expect(bytes).toBeLessThanOrEqual(ENTRY_MAX_BYTES);
    expect(ENTRY_MAX_BYTES).toBeLessThan(PAGE_MAX_BYTES);
  });

  it('keeps every page under its byte budget and every transaction under 100 items', () => {
    const worst = fieldsOf(worstInput());
    const small: IndexedFields = { type: 'lead', firstName: 'Ana', emails: { primary: 'a@b.es' }, createdAt: worst.createdAt };
    let meta: IndexMeta = { version: 0, pages: 0, openBytes: 0 };
    const pageOf = new Map<string, number>();
    const stored = new Map<string, IndexedFields>();
    const pageBytes = new Map<number, Map<string, number>>();
    const apply = (changes: { contactId: string; after?: IndexedFields }[]) => {
      const plan = planIndexWrites(
        meta,
        changes.map(({ contactId, after }) => {
          const page = pageOf.get(contactId);
          const item = stored.get(contactId);
          return { contactId, after, before: page === undefined || !item ? undefined : { page, item } };
        }),
      );
      expect(changes.length + plan.pages.size + 2).toBeLessThanOrEqual(100);
      for (const [page, edits] of plan.pages) {
        const sizes = pageBytes.get(page) ?? new Map<string, number>();
        for (const id of edits.remove) sizes.delete(id);
        for (const [id, entry] of edits.set) sizes.set(id, entryBytes(id, entry));
        pageBytes.set(page, sizes);
        expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(PAGE_MAX_BYTES);
      }
      for (const { contactId, after } of changes) {
        const page = plan.placement.get(contactId);
        if (after && page !== undefined) {
          pageOf.set(contactId, page);
          stored.set(contactId, after);
        } else {
          pageOf.delete(contactId);
          stored.delete(contactId);
        }
      }
      meta = plan.meta;
    };

    const chunk = 60;
    apply(Array.from({ length: chunk }, (_, i) => ({ contactId: `w${i}`, after: worst })));
    apply(Array.from({ length: chunk }, (_, i) => ({ contactId: `s${i}`, after: small })));
    for (let i = 0; i < 300; i += 1) {
      const id = `${i % 2 ? 's' : 'w'}${i % chunk}`;
      const grow = i % 3 === 0;
      apply([{ contactId: id, after: i % 7 === 0 ? undefined : grow ? worst : { ...small, firstName: `Ana${i}` } }]);
    }
    expect(meta.version).toBeGreaterThan(150);
  });

  it('packs an import into pages under the budget, in transactions under 100 items', () => {
    const worst = fieldsOf(worstInput());
    const small: IndexedFields = { type: 'lead', firstName: 'Ana', emails: { primary: 'a@b.es' }, createdAt: worst.createdAt };
    const contacts = Array.from({ length: 5000 }, (_, i) => ({ contactId: `c${i}`, item: i % 3 === 0 ? worst : small }));
    const { groups, pageCount } = packEntries(contacts);
    expect(groups.flatMap((g) => g.contacts.map((c) => c.contactId))).toEqual(contacts.map((c) => c.contactId));
    const seenPages = new Set<number>();
    for (const group of groups) {
      expect(group.contacts.length + group.pages.size).toBeLessThanOrEqual(100);
      for (const [page, entries] of group.pages) {
        expect(seenPages.has(page)).toBe(false);
        seenPages.add(page);
        expect([...entries].reduce((sum, [id, entry]) => sum + entryBytes(id, entry), 0)).toBeLessThanOrEqual(PAGE_MAX_BYTES);
      }
      for (const c of group.contacts) expect(group.pages.get(c.page)?.has(c.contactId)).toBe(true);
    }
    expect(seenPages.size).toBe(pageCount);
  });
});
