// The reference of the cold-init bench (bench/lambda-bundles.ts): what any function of this
// design must load before its first request — middy, zod and the DynamoDB client — and
// nothing of the product. Each function's init is stated as a ratio to this one, measured in
// the same run, so the targets hold on a slow machine as on a fast one.
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import middy from '@middy/core';
import * as z from 'zod';

const input = z.object({ id: z.string().min(1) });
const client = new DynamoDBClient({});

export const handler = middy(async (event: unknown) => {
  const { id } = input.parse(event);
  const { Item } = await client.send(new GetItemCommand({ TableName: 'reference', Key: { pk: { S: id } } }));
  return { found: Boolean(Item) };
});
