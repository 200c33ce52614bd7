// DynamoDB Local's own TTL never deletes an expired item that has no keys of a global
// secondary index (a sparse index, as ours is for most entities). This sweeper finishes
// the job the way DynamoDB does: it deletes items whose TTL attribute is in the past and
// tells the stream poller, which then reports those REMOVEs as done by the service.
import {
  type AttributeValue,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  type DynamoDBClient,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { sleep } from '../free-port.js';
import type { Logger } from '../logger.js';

/** DynamoDB ignores TTL values more than five years in the past. */
const FIVE_YEARS_SECONDS = 5 * 365 * 24 * 60 * 60;

/** Identifies an item by its key attributes, whatever order they come in. */
export const keyIdentity = (keys: Record<string, unknown>): string =>
  JSON.stringify(
    Object.keys(keys)
      .sort()
      .map((name) => [name, keys[name]]),
  );

/** Keys the sweeper deleted and the stream has not reported yet. */
export type TtlRemovals = Set<string>;

export interface TtlSweeper {
  stop(): Promise<void>;
}

export const startTtlSweeper = (options: {
  client: DynamoDBClient;
  tableName: string;
  keyNames: readonly string[];
  ttlAttribute: string;
  intervalMs: number;
  removals: TtlRemovals;
  logger: Logger;
}): TtlSweeper => {
  let stopped = false;

  const sweep = async () => {
    const now = Math.floor(Date.now() / 1000);
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await options.client.send(
        new ScanCommand({
          TableName: options.tableName,
          FilterExpression: '#ttl BETWEEN :oldest AND :now',
          ExpressionAttributeNames: { '#ttl': options.ttlAttribute },
          ExpressionAttributeValues: { ':oldest': { N: String(now - FIVE_YEARS_SECONDS) }, ':now': { N: String(now) } },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const expiresAt = item[options.ttlAttribute];
        const key = Object.fromEntries(
          options.keyNames.flatMap((name) => {
            const value = item[name];
            return value ? [[name, value]] : [];
          }),
        );
        if (!expiresAt) continue;
        const identity = keyIdentity(key);
        options.removals.add(identity);
        try {
          await options.client.send(
            new DeleteItemCommand({
              TableName: options.tableName,
              Key: key,
              // Not if the item was renewed (restored) since the scan.
              ConditionExpression: '#ttl = :seen',
              ExpressionAttributeNames: { '#ttl': options.ttlAttribute },
              ExpressionAttributeValues: { ':seen': expiresAt },
            }),
          );
        } catch (error) {
          options.removals.delete(identity);
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      start = page.LastEvaluatedKey;
    } while (start && !stopped);
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await sweep();
      } catch (error) {
        if (!stopped) options.logger.warn(`TTL sweeper: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (let waited = 0; waited < options.intervalMs && !stopped; waited += 100) await sleep(100);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
};
