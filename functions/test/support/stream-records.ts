// A table stream's record of an item's change, as DynamoDB Streams delivers it (both images,
// marshalled), read into what the stream's followers take: for tests that hand a change to a
// follower directly, again or out of order.
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { toItemChange, type ItemChange } from '../../src/events/table-stream/stream-record.js';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
type Item = Record<string, unknown>;

/** The change of an item from `oldItem` to `newItem` (none before an insert, none after a removal). */
export const streamChange = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', oldItem: Item | undefined, newItem: Item | undefined): ItemChange =>
  toItemChange({
    eventName,
    dynamodb: {
      ...(oldItem ? { OldImage: marshall(oldItem, { removeUndefinedValues: true }) as Image } : {}),
      ...(newItem ? { NewImage: marshall(newItem, { removeUndefinedValues: true }) as Image } : {}),
    },
  });
