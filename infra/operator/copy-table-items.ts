// Puts a stage's data back from a restored table (point-in-time recovery or AWS Backup both
// restore to a NEW table) into the table the stage runs on, so no stack has to change: the
// runbook is in docs/deploy.md, "Backups and restore".
//
//   node --import tsx infra/operator/copy-table-items.ts --from <restored table> --to <stage table> [--pk-prefix <prefix>]
//
// Items are written as they were at the restore point, overwriting the same keys; items the
// restored table lacks are left alone. With --pk-prefix only partitions starting with it are
// copied (one photographer's data: every tenant-owned key embeds the photographer id).
import { parseArgs } from 'node:util';
import { type AttributeValue, BatchWriteItemCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { tableKeys } from '@fotostudio/functions/data/table-schema';

type Item = Record<string, AttributeValue>;

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

const writeBatch = async (client: DynamoDBClient, table: string, items: Item[]): Promise<void> => {
  let requests = items.map((item) => ({ PutRequest: { Item: item } }));
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`${requests.length} items still unprocessed after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    requests = (answer.UnprocessedItems?.[table] ?? []).flatMap((request) => (request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : []));
  }
};

export const copyTableItems = async (options: {
  client: DynamoDBClient;
  from: string;
  to: string;
  partitionKeyPrefix?: string;
}): Promise<{ copied: number }> => {
  const { client, from, to, partitionKeyPrefix } = options;
  let copied = 0;
  let startKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: from,
        ExclusiveStartKey: startKey,
        ...(partitionKeyPrefix
          ? {
              FilterExpression: 'begins_with(#pk, :prefix)',
              ExpressionAttributeNames: { '#pk': tableKeys.partitionKey },
              ExpressionAttributeValues: { ':prefix': { S: partitionKeyPrefix } },
            }
          : {}),
      }),
    );
    const items = page.Items ?? [];
    for (let index = 0; index < items.length; index += BATCH_SIZE) {
      await writeBatch(client, to, items.slice(index, index + BATCH_SIZE));
    }
    copied += items.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { copied };
};

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));

if (isMain) {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, 'pk-prefix': { type: 'string' } } });
  if (!values.from || !values.to || values.from === values.to) {
    process.stderr.write('usage: copy-table-items.ts --from <restored table> --to <stage table> [--pk-prefix <prefix>]\n');
    process.exit(2);
  }
  const result = await copyTableItems({ client: new DynamoDBClient({}), from: values.from, to: values.to, partitionKeyPrefix: values['pk-prefix'] });
  process.stdout.write(`copied ${result.copied} items from ${values.from} to ${values.to}\n`);
}
