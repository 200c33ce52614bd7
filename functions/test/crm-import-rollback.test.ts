// The rollback of an import whose table write fails halfway. DynamoDB Local offers no way
// to make the third of several valid transactions fail, so this one fault is injected by
// wrapping the project's own write function; every read and write still goes to the table.
import { randomUUID } from 'node:crypto';
import type { CreateContactInput } from '@fotostudio/shared/contracts/crm';
import { describe, expect, it, vi } from 'vitest';
import { importContactItems } from '../src/crm/contact-import.js';
import { loadIndex } from '../src/data/crm-index/index-reader.js';
import { db } from '../src/data/database.js';

const failOnCall = vi.hoisted(() => ({ n: 0, calls: 0 }));

vi.mock('../src/data/crm-index/contact-index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/data/crm-index/contact-index.js')>();
  return {
    ...original,
    writeTransaction: async (...args: Parameters<typeof original.writeTransaction>) => {
      failOnCall.calls += 1;
      if (failOnCall.calls === failOnCall.n) throw new Error('injected table failure');
      return original.writeTransaction(...args);
    },
  };
});

const inputs = (n: number): CreateContactInput[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'lead', firstName: `Rollback${i}`, emails: { primary: `rollback${i}@example.com` } }));

describe('crm: import rollback', () => {
  it('removes the contacts already written when a later transaction fails', async () => {
    const photographerId = `rollback-${randomUUID()}`;
    failOnCall.calls = 0;
    failOnCall.n = 3;
    await expect(importContactItems(photographerId, inputs(600))).rejects.toMatchObject({ code: 'crm.import_failed' });
    expect(failOnCall.calls).toBeGreaterThan(3);

    expect(await loadIndex(photographerId)).toEqual([]);
    const { data } = await db().entities.contact.query.byContact({ photographerId }).go({ pages: 'all' });
    expect(data).toEqual([]);
  });

  it('writes them all when nothing fails', async () => {
    const photographerId = `rollback-${randomUUID()}`;
    failOnCall.calls = 0;
    failOnCall.n = 0;
    expect(await importContactItems(photographerId, inputs(470))).toHaveLength(470);
    expect(await loadIndex(photographerId)).toHaveLength(470);
  });
});
