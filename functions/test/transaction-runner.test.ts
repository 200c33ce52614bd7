// The one transaction runner (data/transaction.ts) over both of its transports, against the
// local DynamoDB: the same items give the same outcome through the SDK (database.ts) and the
// signed JSON protocol (plain-table.ts), and the outcome names the operation refused.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, transact as sdkTransact, writeItems } from '../src/data/database.js';
import { transact as plainTransact } from '../src/data/plain-table.js';
import { refusedAmong, type PutParams, type TransactItem } from '../src/data/transaction.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';

const claimItems = (photographerId: string, sessionId: string, documentIds: string[]): TransactItem[] =>
  documentIds.map((documentId, index) => ({
    Put: db()
      .entities.sessionBilling.create({ photographerId, sessionId: `${sessionId}-${index}`, documentId })
      .params<PutParams>(),
  }));

const stored = async (photographerId: string, sessionId: string) => {
  const key = db().entities.sessionBilling.get({ photographerId, sessionId }).params<{ Key: Record<string, unknown> }>().Key;
  return (await dynamoDocumentClient().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
};

describe('the transaction runner', () => {
  for (const [name, transact] of [
    ['the SDK', sdkTransact],
    ['the JSON protocol', plainTransact],
  ] as const) {
    it(`through ${name}: commits, then names the operation its condition refused and writes nothing`, async () => {
      const photographerId = randomUUID();
      const sessionId = randomUUID();
      const first = await transact(claimItems(photographerId, sessionId, ['d1']));
      expect(first).toEqual({ committed: true });
      expect(await stored(photographerId, `${sessionId}-0`)).toMatchObject({ documentId: 'd1' });

      // The second operation is new, the first exists already: the whole transaction is refused, by its first operation.
      const second = await transact(claimItems(photographerId, sessionId, ['d2', 'd3']));
      expect(second).toEqual({ committed: false, codes: ['ConditionalCheckFailed', 'None'] });
      expect(refusedAmong(second, 0, 1)).toBe(true);
      expect(refusedAmong(second, 1)).toBe(false);
      expect(await stored(photographerId, `${sessionId}-0`)).toMatchObject({ documentId: 'd1' });
      expect(await stored(photographerId, `${sessionId}-1`)).toBeUndefined();
    });
  }

  it('commits nothing to write without a call, as ElectroDB did, and throws what is no cancellation', async () => {
    expect(await sdkTransact([])).toEqual({ committed: true });
    expect(await sdkTransact(writeItems(() => []))).toEqual({ committed: true });
    // A table that does not exist is an error of the call, not a cancellation.
    const [item] = claimItems(randomUUID(), randomUUID(), ['d1']) as [TransactItem];
    const elsewhere = { Put: { ...(item.Put as PutParams), TableName: `no-such-table-${randomUUID()}` } };
    await expect(sdkTransact([elsewhere])).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(plainTransact([elsewhere])).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
