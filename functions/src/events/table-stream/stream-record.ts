import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { ENTITY_NAME_ATTRIBUTE } from '../../data/database.js';

export type StreamChange = 'insert' | 'modify' | 'remove';

export interface ItemChange {
  change: StreamChange;
  /** ElectroDB entity name of the item. */
  entity: string | undefined;
  /** True when DynamoDB's TTL removed the item, not a caller. */
  expired: boolean;
  oldItem: Record<string, unknown> | undefined;
  newItem: Record<string, unknown> | undefined;
}

const image = (value: unknown): Record<string, unknown> | undefined =>
  // The Lambda event types and the SDK describe the same wire format with different types.
  value ? unmarshall(value as Record<string, AttributeValue>) : undefined;

/**
 * TTL deletions arrive as REMOVE with the DynamoDB service as the actor; some local
 * stand-ins give them an event name of their own, which is a removal all the same.
 */
export const toItemChange = (record: DynamoDBRecord): ItemChange => {
  const oldItem = image(record.dynamodb?.OldImage);
  const newItem = image(record.dynamodb?.NewImage);
  const change: StreamChange =
    record.eventName === 'INSERT' ? 'insert' : record.eventName === 'MODIFY' ? 'modify' : 'remove';
  const entity = (newItem ?? oldItem)?.[ENTITY_NAME_ATTRIBUTE];
  return {
    change,
    entity: typeof entity === 'string' ? entity : undefined,
    expired:
      change === 'remove' &&
      record.userIdentity?.type === 'Service' &&
      record.userIdentity?.principalId === 'dynamodb.amazonaws.com',
    oldItem,
    newItem,
  };
};
